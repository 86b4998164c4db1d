import type { PolicySection } from "~/features/public/content/privacy";
import type { TermsFacts } from "./facts";
import { CompanyCard } from "./parts";

/** Las condiciones del servicio en español: las mismas secciones e ids que en.tsx. */
export function termsSections(f: TermsFacts): PolicySection[] {
  return [
    {
      id: "who-we-are",
      title: "Quiénes somos",
      body: (
        <>
          <p>
            Sobremesa es un servicio de concierge gastronómico para viajeros, prestado por la empresa que figura abajo.
            Estas condiciones son el contrato entre tú y esa empresa cuando solicitas un plan gastronómico.
          </p>
          <CompanyCard facts={f} labels={{ taxId: "NIF:", phone: "Teléfono:" }} />
        </>
      ),
    },
    {
      id: "the-service",
      title: "El servicio",
      body: (
        <>
          <p>
            Un concierge y un experto gastronómico local planifican tus comidas según las preferencias que indiques en
            la página de tu viaje, reservan mesa a tu nombre para cada comida cuando el restaurante acepta reservas y te
            envían un itinerario (una página, un PDF y archivos de calendario). Durante el viaje puedes llamar a tu
            concierge en español, inglés o francés, y escribirle por email en cualquier idioma.
          </p>
          <p>
            La tarifa paga solo este servicio. Las comidas se pagan a cada restaurante, según sus propias condiciones
            (incluidos los depósitos o cargos por no presentarse que fije).
          </p>
        </>
      ),
    },
    {
      id: "price",
      title: "Precio y pago",
      body: (
        <>
          <p>
            La tarifa es de <strong>{f.basePrice}</strong> por viaje para un máximo de {f.included} reservas, y{" "}
            <strong>{f.extraPrice}</strong> por cada reserva adicional, hasta {f.maxReservations}. Los precios incluyen
            el IVA ({f.vatRate} %). Ves el total antes de pagar y recibes una factura.
          </p>
          <p>
            En nuestras ciudades principales pagas al reservar, con tarjeta, en el pago seguro de Stripe. Para otros
            destinos no se cobra nada al enviar la solicitud: primero lo confirmamos con un experto local, y solo pagas
            desde la página de tu viaje si entonces aceptas.
          </p>
        </>
      ),
    },
    {
      id: "cancellation",
      title: "Cancelación",
      body: (
        <>
          <p>{f.cancellation}</p>
          <p>
            Cancelas desde la página de tu viaje o escribiéndonos; el reembolso vuelve a la tarjeta con la que pagaste.
          </p>
        </>
      ),
    },
    {
      id: "withdrawal",
      title: "Tu derecho de desistimiento",
      body: (
        <>
          <p>
            Como consumidor en la UE puedes desistir de este contrato en los {f.withdrawalDays} días siguientes al pago,
            sin dar motivos (Directiva 2011/83/UE). Como tu viaje está cerca, al reservar nos pides que empecemos el
            servicio dentro de ese plazo. Si desistes cuando tu concierge ya ha empezado, pagas lo ya prestado (la
            preparación iniciada y cada mesa reservada) y se te reembolsa el resto. Una vez enviado el itinerario, el
            servicio está completamente prestado y el derecho de desistimiento termina.
          </p>
          <p>
            Para desistir, usa el botón de la página de tu viaje o dínoslo claramente por email a{" "}
            <a href={`mailto:${f.support.email}`} className="font-medium text-brand-strong underline">
              {f.support.email}
            </a>
            . Reembolsamos en 14 días, por el mismo medio de pago.
          </p>
        </>
      ),
    },
    {
      id: "your-data",
      title: "Tus datos",
      body: (
        <p>
          Usamos tus datos solo para prestar el servicio, como explica nuestra{" "}
          <a href={f.privacyPath} className="font-medium text-brand-strong underline">
            política de privacidad
          </a>
          ; la empresa indicada arriba es la responsable del tratamiento.
        </p>
      ),
    },
    {
      id: "complaints",
      title: "Preguntas, reclamaciones y ley aplicable",
      body: (
        <p>
          Llámanos o escríbenos primero: respondemos a todos los mensajes. Estas condiciones se rigen por la ley
          española; como consumidor conservas la protección de las normas imperativas del país donde vives y puedes
          acudir a sus tribunales.
        </p>
      ),
    },
  ];
}
