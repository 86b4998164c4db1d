import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_FORM_BYTES } from "~/http/form-body.server";
import { MAX_JSON_BYTES } from "~/http/json.server";
import { MAX_REQUEST_BYTES } from "../../server/middleware/body-cap";

const root = join(import.meta.dirname, "../..");

/** Where server code reads a request's body itself, instead of through a capped reader. */
function uncappedReads(): string[] {
  return ["app", "server"].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => {
        const path = join(root, folder, file);
        const source = readFileSync(path, "utf8");
        return [...source.matchAll(/\brequest(?:\.clone\(\))?\.(formData|json|text|arrayBuffer|blob|bytes)\(/g)].map(
          (match) => `${relative(root, path)}: ${match[0]}`,
        );
      }),
  );
}

describe("request bodies", () => {
  it("are read on the server only through the capped readers (json.server.ts, form-body.server.ts)", () => {
    // The one exception runs in the browser: the admin page's clientAction reads its own form.
    expect(uncappedReads()).toEqual(["app/routes/admin/database.tsx: request.clone().formData("]);
    const database = readFileSync(join(root, "app/routes/admin/database.tsx"), "utf8");
    expect(database).toMatch(
      /export async function clientAction\([^)]*\) \{\n\s+const intent = \(await request\.clone\(\)\.formData\(\)\)/,
    );
  });

  it("the server's own cap is above every route's", () => {
    expect(MAX_REQUEST_BYTES).toBeGreaterThan(MAX_FORM_BYTES);
    expect(MAX_REQUEST_BYTES).toBeGreaterThan(MAX_JSON_BYTES);
    const webhook = readFileSync(join(root, "app/routes/api/stripe-webhook.ts"), "utf8");
    const cap = /const MAX_EVENT_BYTES = (\d+) \* 1024;/.exec(webhook);
    expect(Number(cap?.[1]) * 1024).toBeLessThan(MAX_REQUEST_BYTES);
  });
});
