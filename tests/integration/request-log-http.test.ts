import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";

/**
 * The server's one JSON line per request, read from the process's own output (the log is what
 * the process prints, so this test needs the process): an answered request says its status and
 * time; a request whose client leaves before the answer says so, where before it left no line.
 * Neither carries the query string.
 */

let server: RunningServer;

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "info" }, { jobs: true });
});
afterAll(async () => {
  await server?.stop();
});

type Line = { msg?: string; method?: string; path?: string; status?: number; ms?: number };

const lines = (): Line[] =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Line);

async function eventually<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what}: not in the server's output after 15 s`);
}

describe("the request log", () => {
  it("writes an answered request's method, path, status and time, without its query string", async () => {
    const answer = await fetch(`${server.url}/about?private=abc123`);
    expect(answer.status).toBe(200);
    const line = await eventually(
      () => lines().find((l) => l.msg === "request" && l.path === "/about"),
      "the /about line",
    );
    expect(line).toMatchObject({ method: "GET", status: 200 });
    expect(typeof line.ms).toBe("number");
    expect(server.output()).not.toContain("abc123");
  });

  it("writes a line for a request whose client left before the answer", async () => {
    // A form post that promises more body than it sends, then hangs up: the server is still
    // reading it when the client goes.
    const socket = connect(server.port, "127.0.0.1");
    await new Promise<void>((done) => socket.once("connect", () => done()));
    socket.write(
      "POST /clients?left=xyz789 HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nname=Left",
    );
    await new Promise((done) => setTimeout(done, 300));
    socket.destroy();
    const line = await eventually(
      () => lines().find((l) => l.msg === "request closed before its answer" && l.path === "/clients"),
      "the closed request's line",
    );
    expect(line).toMatchObject({ method: "POST" });
    expect(line.status).toBeUndefined();
    expect(server.output()).not.toContain("xyz789");
    // The server goes on answering.
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
  });
});
