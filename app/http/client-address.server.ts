import { isIP } from "node:net";

/**
 * Which proxies in front of the app may be believed about the client's address: none, a
 * number of hops (`TRUST_PROXY=true` is one: the TLS proxy on the same host), or a list of
 * proxy addresses and networks.
 */
export type ProxyTrust = { hops: number } | { proxies: string[] };

/** Parses TRUST_PROXY: true, false, a hop count, or a comma-separated list of IPs and CIDRs; null when invalid. */
export function parseProxyTrust(value: string): ProxyTrust | null {
  const text = value.trim();
  if (text === "false" || text === "") return { hops: 0 };
  if (text === "true") return { hops: 1 };
  if (/^\d{1,2}$/.test(text)) return { hops: Number(text) };
  const proxies = text.split(",").map((entry) => entry.trim());
  return proxies.every(isAddressOrNetwork) ? { proxies } : null;
}

function isAddressOrNetwork(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  if (rest.length || !isIP(address)) return false;
  if (prefix === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max;
}

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

/**
 * Express's `trust proxy` setting for a ProxyTrust: a hop count, or the list of proxies.
 * Express then reads X-Forwarded-For from the right, past the trusted proxies, because each
 * proxy appends the address it received the request from and only the right end can be
 * believed (the client may write anything at its left).
 */
export function trustProxySetting(trust: ProxyTrust): number | string[] | false {
  if ("proxies" in trust) return trust.proxies;
  return trust.hops > 0 ? trust.hops : false;
}

/** The parts of a request the client's address is read from (an Express request is one). */
export type AddressedRequest = { ip?: string; socket: { remoteAddress?: string } };

/**
 * The client's address: Express's `req.ip` under our `trust proxy` setting, or the socket's
 * when the forwarded entry is not an address at all.
 */
export function clientAddress(req: AddressedRequest): string {
  const socket = unmapped(req.socket.remoteAddress ?? "");
  const ip = unmapped(req.ip ?? "");
  return isIP(ip) ? ip : socket;
}
