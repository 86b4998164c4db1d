import { request } from "node:http";

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * One HTTP request sent exactly as written, the way `curl --path-as-is` sends it: the path is
 * not normalised (fetch would resolve `/./` and `/x/../`), and `localAddress` picks the peer
 * address the server sees (any 127.x.y.z on Linux), so a test can be a client that is not
 * the trusted proxy.
 */
export function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? "GET",
        localAddress: options.localAddress,
        headers: { ...options.headers, ...(body ? { "content-length": String(body.length) } : {}) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
