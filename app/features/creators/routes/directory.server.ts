import { getCreator } from "~/auth/creator-auth.server";
import { directorySearchFor } from "~/features/creators/directory-search.server";
import { jsonError } from "~/http/json.server";

/**
 * GET /dashboard/directory?request=ID&q=words: the typeahead's answers on the pick form, as JSON
 * (the page's own search form gives the same list without JavaScript). Only for a signed-in
 * creator, and only for a request assigned to them.
 */
export async function directoryLoader(request: Request): Promise<Response> {
  const creator = await getCreator(request);
  if (!creator) return jsonError(401, "Log in to search the directory");
  const params = new URL(request.url).searchParams;
  if (!params.has("q")) params.set("q", "");
  const search = directorySearchFor(creator, params);
  if (!search) return jsonError(404, "Request not found");
  return Response.json({ results: search.results ?? [] }, { headers: { "Cache-Control": "private, no-store" } });
}
