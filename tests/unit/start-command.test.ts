import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The container and `npm start` run the server with the same node flags (the heap settings measured by the bench). */
describe("the start command", () => {
  it("is the same in package.json and in the Dockerfile's CMD, heap settings included", () => {
    const start: string = JSON.parse(readFileSync("package.json", "utf8")).scripts.start;
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync("Dockerfile", "utf8"))?.[1];
    expect(cmd).toBeDefined();
    expect(JSON.parse(cmd ?? "[]").join(" ")).toBe(start);
    expect(start).toMatch(/--max-old-space-size=\d+ --max-semi-space-size=\d+ server\.js$/);
  });
});
