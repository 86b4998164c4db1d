import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

/** The Node a server runs on is part of what was deployed: it says so when it starts. */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("the start-up line", () => {
  it("names the Node version serving, which is Node 24", () => {
    expect(server.output()).toContain(`Sobremesa is running on ${server.url} (development, Node ${process.version})`);
    expect(process.version).toMatch(/^v24\./);
  });
});
