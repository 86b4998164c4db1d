// @ts-check
/**
 * The benchmark's ceiling: a bare `node:http` server answering one HTML page from memory.
 *   node scripts/bench/ceiling-server.mjs <port> <html file>
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, file] = process.argv.slice(2);
const body = readFileSync(file);
createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => process.exit(0));
