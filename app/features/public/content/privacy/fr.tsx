import { type PolicySection, SupportLink } from "./en";

/** La politique de confidentialité en français : traduction de la version anglaise, qui prévaut. */
export function privacySections(supportEmail: string): PolicySection[] {
  const email = <SupportLink email={supportEmail} />;
  return [
    {
      id: "introduction",
      title: "Introduction",
      body: (
        <>
          <p>
            Sobremesa est un concierge gastronomique pour voyageurs, basé à Madrid (Espagne). Cette politique explique
            quelles données personnelles nous collectons lorsque vous réservez un programme gourmand ou proposez votre
            candidature comme créateur culinaire, pourquoi nous en avons besoin, avec qui nous les partageons et quels
            choix s’offrent à vous. Nous sommes responsables du traitement de ces données au sens du Règlement général
            sur la protection des données de l’UE (RGPD).
          </p>
          <p>
            Nous ne collectons que ce dont nous avons besoin pour préparer et réserver vos repas, et nous ne vendons
            jamais de données personnelles.
          </p>
        </>
      ),
    },
    {
      id: "data-we-collect",
      title: "Les données que nous collectons",
      body: (
        <>
          <p>Lorsque vous demandez un programme gourmand, nous enregistrons :</p>
          <ul>
            <li>votre ville de destination, vos dates d’arrivée et de départ et le nombre de réservations ;</li>
            <li>votre nom complet, votre adresse e-mail et votre numéro de téléphone (avec son indicatif pays) ;</li>
            <li>le prix de votre programme, l’état du paiement et les références Stripe de votre paiement ;</li>
            <li>
              la langue de la page depuis laquelle vous avez réservé (anglais, espagnol ou français), pour vous écrire
              dans cette langue ;
            </li>
            <li>
              les préférences que vous partagez avec votre concierge pour chaque repas : date, repas, ambiance, cuisine,
              budget, nombre de convives, occasion et une remarque ;
            </li>
            <li>
              les régimes alimentaires et allergies de votre groupe, si vous les indiquez. Ce sont des données de santé
              ou de convictions : nous ne les conservons qu’avec votre consentement explicite, ne les utilisons que pour
              réserver des restaurants adaptés, ne les montrons qu’à notre concierge et à l’expert culinaire local
              chargé de votre voyage, et les effaçons 30 jours après votre date de départ (une tâche quotidienne les
              supprime) ;
            </li>
            <li>
              le nom et la version de votre navigateur (sa chaîne « user-agent ») et la page qui vous a mené à notre
              formulaire de réservation, dans la mesure où votre navigateur nous les transmet.
            </li>
          </ul>
          <p>
            Lorsque vous proposez votre candidature comme créateur culinaire, nous enregistrons votre nom, votre adresse
            e-mail, votre ville, votre profil Instagram et, si vous l’indiquez, votre profil TikTok, ainsi que l’état de
            votre candidature et la langue dans laquelle vous l’avez envoyée. Si elle est acceptée et que vous
            choisissez un mot de passe, nous n’en gardons qu’une empreinte irréversible, jamais le mot de passe
            lui-même, avec les recommandations de restaurants que vous ajoutez. Le lien à usage unique permettant de
            choisir ce mot de passe n’est lui aussi conservé que sous forme d’empreinte, et expire au bout de 72 heures.
          </p>
          <p>
            Notre serveur conserve de brefs journaux techniques de chaque requête (la page demandée, le code de réponse
            et sa durée). Pour limiter les requêtes répétées et ralentir les tentatives de connexion qui échouent, nous
            notons votre adresse IP (et, pour une connexion échouée, l’adresse e-mail essayée) avec l’heure de chaque
            tentative ; ces notes sont effacées au bout d’une heure au plus.
          </p>
          <p>
            Nous ne déposons que ces cookies, tous strictement nécessaires, signés et illisibles par les scripts de la
            page :
          </p>
          <ul>
            <li>
              <strong>sm_toast</strong> : transmet un court message de confirmation, comme celui qui indique que votre
              candidature a été reçue, à la page suivante ; supprimé dès qu’il est affiché, et au plus tard après 60
              secondes ;
            </li>
            <li>
              <strong>sm_booking</strong> : quand vous réservez, indique à la page de confirmation que la réservation a
              été faite dans ce navigateur, pour qu’elle puisse y afficher (et nulle part ailleurs) le lien de votre
              voyage ; pendant une heure ;
            </li>
            <li>
              <strong>sm_creator</strong> : garde un créateur accepté connecté à son espace, jusqu’à 7 jours ;
            </li>
            <li>
              <strong>sm_admin</strong> : garde un membre de notre équipe connecté aux pages d’administration, jusqu’à 7
              jours, et prend fin après 8 heures sans activité ;
            </li>
            <li>
              <strong>sm_staff_pending</strong> : retient, entre le mot de passe et le code de l’application
              d’authentification, quel membre de l’équipe se connecte, jusqu’à 10 minutes.
            </li>
          </ul>
          <p>Nous n’utilisons aucun cookie de mesure d’audience, de publicité ou de suivi.</p>
        </>
      ),
    },
    {
      id: "how-we-use-it",
      title: "Comment nous utilisons vos données",
      body: (
        <>
          <ul>
            <li>
              pour vous contacter dans les 24 heures suivant la réservation et recueillir vos préférences pour chaque
              repas ;
            </li>
            <li>
              pour qu’un expert culinaire local sélectionne vos restaurants et pour réserver les tables à votre nom ;
            </li>
            <li>pour préparer et vous envoyer votre itinéraire et vous assister pendant votre voyage ;</li>
            <li>pour encaisser le paiement et tenir la comptabilité exigée par la loi ;</li>
            <li>pour examiner les candidatures des créateurs et faire fonctionner leur espace ;</li>
            <li>pour assurer la sécurité et le bon fonctionnement du service.</li>
          </ul>
          <p>
            Nous nous appuyons sur le contrat conclu avec vous pour la réservation et l’assistance, sur nos obligations
            légales pour la comptabilité, et sur notre intérêt légitime à assurer la sécurité du service. Nous
            n’utilisons pas vos données à des fins publicitaires ou de profilage, et nous n’envoyons aucun e-mail
            commercial.
          </p>
        </>
      ),
    },
    {
      id: "payments",
      title: "Paiements",
      body: (
        <p>
          Les paiements sont traités par Stripe sur sa page de paiement sécurisée. Vos données bancaires vont
          directement chez Stripe et n’atteignent jamais nos serveurs. Stripe nous indique si le paiement a abouti, et
          nous conservons avec votre réservation le montant payé, la devise, l’heure du paiement et les identifiants de
          session et de paiement Stripe. Stripe traite vos données de paiement selon sa propre politique de
          confidentialité. Pour les destinations hors de nos villes principales, rien n’est prélevé lors de l’envoi de
          votre demande.
        </p>
      ),
    },
    {
      id: "sharing",
      title: "Partage de vos données",
      body: (
        <>
          <p>
            Nous ne partageons des données personnelles qu’avec ceux qui en ont besoin pour réaliser votre programme :
          </p>
          <ul>
            <li>
              <strong>Les restaurants</strong> reçoivent le nom, le nombre de convives, la date et l’heure de chaque
              réservation que nous faisons pour vous, ainsi que les coordonnées qu’ils demandent pour garder la table.
            </li>
            <li>
              <strong>Les experts culinaires locaux</strong> (nos créateurs) voient la demande qu’ils préparent : votre
              nom, votre ville, vos dates, le nombre de repas et les préférences indiquées pour chacun. Seul l’expert
              chargé de votre voyage voit aussi vos régimes alimentaires et allergies ; aucun ne voit votre adresse
              e-mail ni votre numéro de téléphone.
            </li>
            <li>
              <strong>Stripe</strong> traite votre paiement, comme décrit ci-dessus.
            </li>
            <li>
              <strong>Nos outils de travail</strong> : chaque nouvelle réservation (avec les informations sur le
              navigateur et la page d’origine indiquées ci-dessus), chaque paiement et chaque candidature de créateur
              sont envoyés au service d’automatisation avec lequel travaille notre équipe, avec les mêmes informations
              que celles que nous conservons. Lorsque nous acceptons un créateur, son nom, son adresse e-mail et son
              lien à usage unique pour choisir un mot de passe y sont aussi envoyés, afin de lui transmettre le lien par
              e-mail.
            </li>
            <li>
              <strong>Notre hébergeur</strong> exploite les serveurs qui stockent les données.
            </li>
          </ul>
          <p>
            Nous pouvons aussi communiquer des données lorsque la loi l’exige. Nous ne vendons ni ne louons jamais de
            données personnelles.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "Durée de conservation",
      body: (
        <p>
          Les réservations et les justificatifs de paiement sont conservés aussi longtemps que l’exige le droit fiscal
          et comptable espagnol (en général six ans), puis supprimés ; les régimes alimentaires et allergies indiqués
          sont effacés 30 jours après votre départ. Les candidatures et comptes de créateurs sont conservés tant que la
          candidature est en cours ou le compte actif, et supprimés sur demande. Les journaux techniques ne sont
          conservés que peu de temps, pour la sécurité et le dépannage. Les factures que nous émettons pour vos
          paiements et remboursements sont conservées, sans modification, aussi longtemps que l’exige la loi fiscale,
          même si vous nous demandez d’effacer vos autres données.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Vos droits",
      body: (
        <>
          <p>
            Vous pouvez nous demander d’accéder à vos données personnelles, de les rectifier ou de les effacer, d’en
            limiter l’utilisation ou de vous y opposer, ou d’en recevoir une copie dans un format portable. Écrivez à{" "}
            {email} : nous répondons dans un délai d’un mois. Nous pouvons devoir conserver certains documents lorsque
            la loi l’exige ; nous vous le dirons le cas échéant.
          </p>
          <p>
            La page de votre voyage le fait pour vous : son lien « Vos données » montre tout ce que nous conservons sur
            vous pour ce voyage et le télécharge dans un fichier (JSON). Une fois le voyage terminé ou annulé, la même
            page efface d’un coup votre nom, votre e-mail, votre téléphone, vos réponses, vos messages et les copies de
            nos e-mails ; les factures restent inchangées, comme l’exige le droit fiscal, et nous vous écrivons ce qui a
            été effacé et ce qui a été conservé. Après l’effacement, le lien du voyage ne fonctionne plus.
          </p>
          <p>
            Vous pouvez aussi déposer une réclamation auprès de l’autorité espagnole de protection des données,
            l’Agencia Española de Protección de Datos (aepd.es).
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "Sécurité",
      body: (
        <p>
          Tout le trafic vers Sobremesa est chiffré en HTTPS. Les données bancaires restent chez Stripe. Les mots de
          passe des créateurs ne sont conservés que sous forme d’empreintes Argon2, l’administration exige un jeton
          secret vérifié sur notre serveur, et les tentatives de connexion répétées qui échouent sont ralenties puis
          refusées. Nos cookies sont signés, pour ne pas pouvoir être falsifiés, et ne circulent qu’en HTTPS. Seules les
          personnes qui en ont besoin pour vous servir peuvent voir vos données.
        </p>
      ),
    },
    {
      id: "updates",
      title: "Modifications de cette politique",
      body: (
        <p>
          Lorsque nous modifions cette politique, nous mettons à jour la date indiquée en haut de cette page. Si une
          modification change l’usage de données que nous détenons déjà, nous prévenons les personnes concernées par
          e-mail avant son entrée en vigueur.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: <p>Une question sur vos données ou sur cette politique ? Écrivez à {email}. Sobremesa, Madrid, Espagne.</p>,
    },
  ];
}
