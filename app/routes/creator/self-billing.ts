import { agreementAction, agreementLoader } from "~/features/self-billing/routes/self-billing.server";
import type { Route } from "./+types/self-billing";

/** POST /dashboard/self-billing (or /es/…, /fr/…): the creator accepts the self-billing agreement shown on their dashboard. */
export const loader = ({ request }: Route.LoaderArgs) => agreementLoader(request);

export const action = ({ request }: Route.ActionArgs) => agreementAction(request);
