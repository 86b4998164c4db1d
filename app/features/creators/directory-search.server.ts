import type { CreatorDirectorySearch } from "~/features/creators/creator-requests";
import { isAssignedTo } from "~/features/creators/creator-requests.server";
import type { CreatorAccount } from "~/features/creators/creators.server";
import { creatorDirectory, listedEntry } from "~/features/restaurants/directory-picks.server";

/**
 * A creator's search of the directory for one of their requests (decision 0072): the listed
 * restaurants of that request's city only, as a creator sees them (no team notes, terms, scores
 * or comments), and the one chosen with "Use this restaurant". A request that is not theirs,
 * or an id that is not a listed restaurant of its city, finds and fills nothing.
 */

/** At most this many restaurants listed for one search: the most booked first. */
const RESULTS_MAX = 20;

const idOf = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);

/** From the dashboard's address (?request=ID&q=words&pick=ID), or null when it names none of the creator's requests. */
export function directorySearchFor(creator: CreatorAccount, params: URLSearchParams): CreatorDirectorySearch | null {
  const requestId = idOf(params.get("request"));
  const booking = requestId > 0 ? isAssignedTo(creator, requestId) : undefined;
  if (!booking) return null;
  const searched = params.has("q");
  const q = (params.get("q") ?? "").trim().slice(0, 120);
  const pick = idOf(params.get("pick"));
  return {
    requestId,
    q,
    results: searched ? creatorDirectory(booking.cityName, q).slice(0, RESULTS_MAX) : null,
    chosen: pick > 0 ? (listedEntry(booking.cityName, pick) ?? null) : null,
  };
}
