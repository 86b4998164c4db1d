import { type PolicySection, SupportLink } from "./en";

/** La política de privacidad en español: traducción de la versión inglesa, que prevalece. */
export function privacySections(supportEmail: string): PolicySection[] {
  const email = <SupportLink email={supportEmail} />;
  return [
    {
      id: "introduction",
      title: "Introducción",
      body: (
        <>
          <p>
            Sobremesa es un concierge gastronómico para viajeros con sede en Madrid (España). Esta política explica qué
            datos personales recogemos cuando reservas un plan gastronómico o solicitas unirte como creador
            gastronómico, para qué los necesitamos, con quién los compartimos y qué opciones tienes. Somos los
            responsables del tratamiento de esos datos conforme al Reglamento General de Protección de Datos de la UE
            (RGPD).
          </p>
          <p>Solo recogemos lo necesario para planificar y reservar tus comidas, y nunca vendemos datos personales.</p>
        </>
      ),
    },
    {
      id: "data-we-collect",
      title: "Datos que recogemos",
      body: (
        <>
          <p>Cuando solicitas un plan gastronómico, guardamos:</p>
          <ul>
            <li>tu ciudad de destino, tus fechas de llegada y salida y el número de reservas;</li>
            <li>tu nombre completo, tu correo electrónico y tu teléfono (con su prefijo internacional);</li>
            <li>el precio de tu plan, el estado del pago y las referencias de Stripe de tu pago;</li>
            <li>el idioma de la página desde la que reservaste (inglés, español o francés), para escribirte en él;</li>
            <li>
              las preferencias que compartes con tu concierge para cada comida: fecha, comida, ambiente, cocina,
              presupuesto, número de personas, ocasión y una nota;
            </li>
            <li>
              las necesidades alimentarias y alergias de tu grupo, si nos las indicas. Son datos de salud o de
              creencias: solo los guardamos con tu consentimiento explícito, solo los usamos para reservar restaurantes
              adecuados, solo los ven nuestro concierge y el experto gastronómico local asignado a tu viaje, y los
              borramos 30 días después de tu fecha de salida (un proceso diario los elimina);
            </li>
            <li>
              el nombre y la versión de tu navegador (su «user-agent») y la página que te trajo a nuestro formulario de
              reserva, en la medida en que tu navegador nos los indique.
            </li>
          </ul>
          <p>
            Cuando solicitas unirte como creador gastronómico, guardamos tu nombre, tu correo electrónico, tu ciudad, tu
            perfil de Instagram y, si nos lo das, tu perfil de TikTok, además del estado de tu solicitud y el idioma en
            que la enviaste. Si se aprueba y eliges una contraseña, solo guardamos una huella irreversible de ella
            (nunca la contraseña en sí), junto con las recomendaciones de restaurantes que añadas. El enlace de un solo
            uso para elegir esa contraseña también se guarda solo como huella y caduca a las 72 horas.
          </p>
          <p>
            Nuestro servidor guarda registros técnicos breves de cada petición (la página solicitada, el código de
            respuesta y su duración). Para limitar las peticiones repetidas y frenar los intentos de acceso fallidos,
            anotamos tu dirección IP (y, en un acceso fallido, el correo electrónico probado) con la hora de cada
            intento; estas notas se borran en una hora como máximo.
          </p>
          <p>
            Solo usamos estas cookies, todas estrictamente necesarias, firmadas e inaccesibles para los scripts de la
            página:
          </p>
          <ul>
            <li>
              <strong>sm_toast</strong>: lleva un breve mensaje de confirmación (como el que dice que hemos recibido tu
              solicitud) a la siguiente página que ves; se borra en cuanto se muestra y, como mucho, a los 60 segundos;
            </li>
            <li>
              <strong>sm_booking</strong>: cuando reservas, indica a la página de confirmación que la reserva se hizo en
              este navegador, para que allí (y en ningún otro sitio) pueda mostrarte el enlace de tu viaje; durante una
              hora;
            </li>
            <li>
              <strong>sm_creator</strong>: mantiene la sesión de un creador aprobado en su panel, hasta 7 días;
            </li>
            <li>
              <strong>sm_admin</strong>: mantiene la sesión de un miembro de nuestro equipo en las páginas de
              administración, hasta 7 días, y termina tras 8 horas sin actividad;
            </li>
            <li>
              <strong>sm_staff_pending</strong>: recuerda, entre la contraseña y el código del autenticador, qué miembro
              del equipo está iniciando sesión, hasta 10 minutos.
            </li>
          </ul>
          <p>No usamos cookies de analítica, publicidad ni seguimiento.</p>
        </>
      ),
    },
    {
      id: "how-we-use-it",
      title: "Cómo usamos tus datos",
      body: (
        <>
          <ul>
            <li>
              para contactarte en las 24 horas siguientes a la reserva y conocer tus preferencias para cada comida;
            </li>
            <li>
              para que un experto gastronómico local seleccione tus restaurantes y para reservar las mesas a tu nombre;
            </li>
            <li>para preparar y enviarte tu itinerario y ayudarte durante el viaje;</li>
            <li>para cobrar el servicio y llevar la contabilidad que exige la ley;</li>
            <li>para revisar las solicitudes de creadores y gestionar su panel;</li>
            <li>para mantener el servicio seguro y en funcionamiento.</li>
          </ul>
          <p>
            Nos basamos en el contrato contigo para la reserva y la atención, en nuestras obligaciones legales para la
            contabilidad y en nuestro interés legítimo en mantener el servicio seguro. No usamos tus datos para
            publicidad ni para elaborar perfiles, y no enviamos correos comerciales.
          </p>
        </>
      ),
    },
    {
      id: "payments",
      title: "Pagos",
      body: (
        <p>
          Los pagos los gestiona Stripe en su página de pago segura. Los datos de tu tarjeta van directamente a Stripe y
          nunca llegan a nuestros servidores. Stripe nos indica si el pago se ha completado, y guardamos con tu reserva
          el importe pagado, la moneda, la hora del pago y los identificadores de sesión y de pago de Stripe. Stripe
          trata tus datos de pago según su propia política de privacidad. Para destinos fuera de nuestras ciudades
          principales, no se cobra nada al enviar la solicitud.
        </p>
      ),
    },
    {
      id: "sharing",
      title: "Con quién compartimos tus datos",
      body: (
        <>
          <p>Solo compartimos datos personales con quien los necesita para prestarte el servicio:</p>
          <ul>
            <li>
              <strong>Los restaurantes</strong> reciben el nombre, el número de personas, la fecha y la hora de cada
              reserva que hacemos por ti, y los datos de contacto que exijan para guardar la mesa.
            </li>
            <li>
              <strong>Los expertos gastronómicos locales</strong> (nuestros creadores) ven la solicitud que preparan: tu
              nombre, ciudad, fechas, número de comidas y las preferencias que diste para cada una. Solo el experto
              asignado a tu viaje ve además tus necesidades alimentarias y alergias; ninguno ve tu correo electrónico ni
              tu teléfono.
            </li>
            <li>
              <strong>Stripe</strong> procesa tu pago, como se explica arriba.
            </li>
            <li>
              <strong>Nuestras herramientas de trabajo</strong>: cada nueva reserva (con los datos del navegador y de la
              página de origen mencionados arriba), cada pago y cada solicitud de creador se envían al servicio de
              automatización con el que trabaja nuestro equipo, con los mismos datos que guardamos. Cuando aprobamos a
              un creador, su nombre, su correo electrónico y el enlace de un solo uso para elegir contraseña se envían
              también, para que le llegue el enlace por correo.
            </li>
            <li>
              <strong>Nuestro proveedor de alojamiento</strong> gestiona los servidores donde se guardan los datos.
            </li>
          </ul>
          <p>También podemos comunicar datos cuando la ley lo exija. Nunca vendemos ni alquilamos datos personales.</p>
        </>
      ),
    },
    {
      id: "retention",
      title: "Cuánto tiempo los conservamos",
      body: (
        <p>
          Las reservas y los registros de pago se conservan el tiempo que exige la normativa fiscal y contable española
          (por lo general, seis años) y después se eliminan; las necesidades alimentarias y alergias que nos diste se
          borran 30 días después de tu salida. Las solicitudes y cuentas de creadores se conservan mientras la solicitud
          está abierta o la cuenta activa, y se eliminan si lo pides. Los registros técnicos se guardan solo durante un
          periodo breve, por seguridad y para resolver incidencias. Las facturas que emitimos por tus pagos y reembolsos
          se conservan, sin cambios, durante el plazo que exige la normativa tributaria, aunque nos pidas suprimir tus
          demás datos.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Tus derechos",
      body: (
        <>
          <p>
            Puedes pedirnos acceder a tus datos personales, rectificarlos o suprimirlos, limitar su uso u oponerte a él,
            o recibir una copia en un formato portable. Escribe a {email} y te responderemos en el plazo de un mes. Es
            posible que debamos conservar algunos registros cuando la ley lo exija; si es así, te lo diremos.
          </p>
          <p>
            La página de tu viaje lo hace por ti: su enlace «Tus datos» muestra todo lo que guardamos sobre ti para ese
            viaje y lo descarga en un archivo (JSON). Cuando el viaje ha terminado o está cancelado, la misma página
            suprime de una vez tu nombre, correo, teléfono, respuestas, mensajes y las copias de nuestros correos; las
            facturas se conservan sin cambios, como exige la normativa tributaria, y te enviamos un correo con lo que se
            suprimió y lo que se conservó. Tras la supresión, el enlace del viaje deja de funcionar.
          </p>
          <p>
            También puedes presentar una reclamación ante la autoridad española de protección de datos, la Agencia
            Española de Protección de Datos (aepd.es).
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "Seguridad",
      body: (
        <p>
          Todo el tráfico con Sobremesa está cifrado con HTTPS. Los datos de las tarjetas se quedan en Stripe. Las
          contraseñas de los creadores se guardan solo como huellas Argon2, la administración exige un token secreto que
          se comprueba en nuestro servidor, y los intentos de acceso fallidos repetidos se frenan y después se rechazan.
          Nuestras cookies están firmadas, para que no puedan falsificarse, y solo se envían por HTTPS. Solo pueden ver
          tus datos las personas que los necesitan para atenderte.
        </p>
      ),
    },
    {
      id: "updates",
      title: "Cambios en esta política",
      body: (
        <p>
          Cuando cambiamos esta política, actualizamos la fecha que figura al principio de esta página. Si un cambio
          afecta al uso de datos que ya tenemos, lo comunicaremos por correo a las personas afectadas antes de que entre
          en vigor.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contacto",
      body: <p>¿Dudas sobre tus datos o sobre esta política? Escribe a {email}. Sobremesa, Madrid, España.</p>,
    },
  ];
}
