import { isIP } from "node:net";
import { compile } from "proxy-addr";

/**
 * Whom the app believes about the client's address: Express's own `trust proxy` values.
 * `false` believes nobody (the default); a number counts proxy hops from the right; a list
 * names the proxies (addresses, CIDR networks, and Express's `loopback`, `linklocal` and
 * `uniquelocal`); `true` believes anyone, so it is refused on a deployed site.
 */
export type ProxyTrust = boolean | number | string[];

/**
 * Parses TRUST_PROXY: empty or `false` (nobody), `true`, a hop count, or a comma-separated
 * list of proxies. A list is checked by proxy-addr, the parser Express hands `trust proxy` to,
 * so what starts is exactly what was written; null when Express would not take it. Not through
 * Express itself: this module is read with the configuration, by every process and test file,
 * and loading Express for the check cost each of them about 0.1 s.
 */
export function parseProxyTrust(value: string): ProxyTrust | null {
  const text = value.trim();
  if (text === "false" || text === "") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : hops <= 10 ? hops : null;
  }
  const proxies = text.split(",").map((entry) => entry.trim());
  if (proxies.some((entry) => entry === "")) return null;
  try {
    compile(proxies);
    return proxies;
  } catch {
    return null;
  }
}

/** Why a bare `true` may not run on a deployed site, and what to write instead. */
export const TRUST_PROXY_TRUE_REFUSED =
  "must not be true on a deployed site: true believes the X-Forwarded-For of anyone who can reach the port, " +
  "so a client picks its own address and escapes every per-client limit. Name the proxy instead: " +
  "TRUST_PROXY=loopback when the TLS proxy runs on the same host, its address or network " +
  "(TRUST_PROXY=172.17.0.1 for a proxy on the Docker host, TRUST_PROXY=10.0.0.0/8), " +
  "or a hop count (TRUST_PROXY=1) only if nothing but the proxy can reach the port";

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

/** The parts of a request the client's address is read from (an Express request is one). */
export type AddressedRequest = { ip?: string; socket: { remoteAddress?: string } };

/**
 * The client's address: Express's `req.ip` under our `trust proxy` setting (set to the parsed
 * TRUST_PROXY as it is), or the socket's when the forwarded entry is not an address at all.
 * Express reads X-Forwarded-For from the right, past the trusted proxies, because each proxy
 * appends the address it received the request from and only the right end can be believed
 * (the client may write anything at its left); a request from a peer that is not a trusted
 * proxy has its header ignored.
 */
export function clientAddress(req: AddressedRequest): string {
  const socket = unmapped(req.socket.remoteAddress ?? "");
  const ip = unmapped(req.ip ?? "");
  return isIP(ip) ? ip : socket;
}
