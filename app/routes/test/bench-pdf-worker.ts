import { data } from "react-router";
import { env } from "~/env.server";
import { pdfWorkerMemory } from "~/platform/pdf/pdf-pool.server";

/**
 * Test-only: the PDF worker thread's own memory for `npm run bench`. The thread
 * lives inside the serving process, so the process's RSS cannot tell its share apart; the
 * thread's V8 heap, as the thread itself reports it after each render, can. Off unless
 * ENABLE_TEST_ROUTES.
 */
export async function loader() {
  if (!env().ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  return Response.json(await pdfWorkerMemory());
}
