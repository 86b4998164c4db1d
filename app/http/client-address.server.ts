import { BlockList, isIP } from "node:net";

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

function blockListOf(proxies: string[]): BlockList {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address, prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * A function from the X-Forwarded-For header and the socket's address to the client's
 * address. Each proxy appends the address it received the request from, so only the right
 * end of the header can be believed: the client may write anything at its left. Walking
 * from the socket leftwards past the trusted proxies, the first address reached is the client.
 */
export function clientAddressResolver(trust: ProxyTrust): (forwardedFor: string | null, socket: string) => string {
  const trusted = "proxies" in trust ? blockListOf(trust.proxies) : undefined;
  const isTrusted = (address: string) => {
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    return isIP(address) !== 0 && (trusted?.check(address, type) ?? false);
  };
  return (forwardedFor, socket) => {
    const hops = [
      ...(forwardedFor ?? "")
        .split(",")
        .map((entry) => unmapped(entry.trim()))
        .filter(Boolean),
      unmapped(socket),
    ];
    if ("hops" in trust) {
      const index = Math.max(0, hops.length - 1 - trust.hops);
      return isIP(hops[index]) ? hops[index] : unmapped(socket);
    }
    let index = hops.length - 1;
    while (index > 0 && isTrusted(hops[index])) index -= 1;
    return isIP(hops[index]) ? hops[index] : unmapped(socket);
  };
}
