import { myDataJsonLoader } from "~/features/privacy/routes/my-data.server";
import type { Route } from "./+types/my-data-json";

/** `/trip/:token/my-data.json`: everything held about the traveller, as a file (GDPR art. 20). */
export const loader = ({ params }: Route.LoaderArgs) => myDataJsonLoader({ params });
