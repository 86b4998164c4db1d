import type { PolicySection } from "~/features/public/content/privacy";
import type { TermsFacts } from "./facts";
import { CompanyCard } from "./parts";

/** Les conditions générales en français : les mêmes sections et ids que en.tsx. */
export function termsSections(f: TermsFacts): PolicySection[] {
  return [
    {
      id: "who-we-are",
      title: "Qui sommes-nous",
      body: (
        <>
          <p>
            Sobremesa est un service de concierge gastronomique pour les voyageurs, assuré par la société ci-dessous.
            Ces conditions forment le contrat entre vous et cette société lorsque vous demandez un programme de repas.
          </p>
          <CompanyCard facts={f} labels={{ taxId: "Numéro fiscal (NIF) :", phone: "Téléphone :" }} />
        </>
      ),
    },
    {
      id: "the-service",
      title: "Le service",
      body: (
        <>
          <p>
            Un concierge et un expert gastronomique local préparent vos repas selon les préférences indiquées sur la
            page de votre voyage, réservent une table à votre nom pour chaque repas lorsque le restaurant prend des
            réservations, et vous envoient un itinéraire (une page, un PDF et des fichiers d’agenda). Pendant le voyage,
            vous pouvez appeler votre concierge en français, anglais ou espagnol, et lui écrire par e-mail dans
            n’importe quelle langue.
          </p>
          <p>
            Les frais rémunèrent ce service uniquement. Les repas se paient à chaque restaurant, selon ses propres
            conditions (y compris les acomptes ou frais de non-présentation qu’il fixe).
          </p>
        </>
      ),
    },
    {
      id: "price",
      title: "Prix et paiement",
      body: (
        <>
          <p>
            Les frais sont de <strong>{f.basePrice}</strong> par voyage pour {f.included} réservations au plus, et de{" "}
            <strong>{f.extraPrice}</strong> par réservation supplémentaire, jusqu’à {f.maxReservations}. Les prix
            incluent la TVA ({f.vatRate} %). Vous voyez le total avant de payer et recevez une facture.
          </p>
          <p>
            Dans nos villes principales, vous payez à la réservation, par carte, sur le paiement sécurisé de Stripe.
            Pour les autres destinations, rien n’est prélevé à l’envoi de la demande : nous confirmons d’abord avec un
            expert local, et vous ne payez depuis la page de votre voyage que si vous acceptez alors.
          </p>
        </>
      ),
    },
    {
      id: "cancellation",
      title: "Annulation",
      body: (
        <>
          <p>{f.cancellation}</p>
          <p>
            Vous annulez depuis la page de votre voyage ou en nous écrivant ; le remboursement revient sur la carte
            utilisée pour payer.
          </p>
        </>
      ),
    },
    {
      id: "withdrawal",
      title: "Votre droit de rétractation",
      body: (
        <>
          <p>
            En tant que consommateur dans l’UE, vous pouvez vous rétracter de ce contrat dans les {f.withdrawalDays}{" "}
            jours suivant le paiement, sans donner de motif (directive 2011/83/UE). Votre voyage étant proche, vous nous
            demandez à la réservation de commencer le service pendant ce délai. Si vous vous rétractez après le début du
            travail de votre concierge, vous payez ce qui a été fourni (la préparation commencée et chaque table
            réservée) et le reste vous est remboursé. Une fois l’itinéraire envoyé, le service est pleinement exécuté et
            le droit de rétractation prend fin.
          </p>
          <p>
            Pour vous rétracter, utilisez le bouton de la page de votre voyage ou dites-le-nous clairement par e-mail à{" "}
            <a href={`mailto:${f.support.email}`} className="font-medium text-brand-strong underline">
              {f.support.email}
            </a>
            . Nous remboursons sous 14 jours, par le moyen de paiement utilisé.
          </p>
        </>
      ),
    },
    {
      id: "your-data",
      title: "Vos données",
      body: (
        <p>
          Nous utilisons vos données uniquement pour fournir le service, comme l’explique notre{" "}
          <a href={f.privacyPath} className="font-medium text-brand-strong underline">
            politique de confidentialité
          </a>{" "}
          ; la société indiquée ci-dessus en est le responsable du traitement.
        </p>
      ),
    },
    {
      id: "complaints",
      title: "Questions, réclamations et droit applicable",
      body: (
        <p>
          Appelez-nous ou écrivez-nous d’abord : nous répondons à chaque message. Ces conditions sont régies par le
          droit espagnol ; en tant que consommateur, vous conservez la protection des règles impératives du pays où vous
          vivez et pouvez saisir ses tribunaux.
        </p>
      ),
    },
  ];
}
