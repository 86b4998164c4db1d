import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAIL_TYPES } from "~/domain/mail-types";
import { MAIL_KINDS } from "~/platform/mail/mail-kinds.server";

const mailPlatform = join(import.meta.dirname, "../../app/platform/mail");

describe("the mail kinds the features register", () => {
  it("give every mail type exactly one kind: a type without one could be queued and never sent", () => {
    const counts = MAIL_TYPES.map((type) => ({ type, kinds: MAIL_KINDS.filter((kind) => kind.type === type).length }));
    expect(counts.filter(({ kinds }) => kinds !== 1)).toEqual([]);
    expect(MAIL_KINDS).toHaveLength(MAIL_TYPES.length);
  });

  it("leave the platform knowing no kind: only the registry names a feature, and no module names a mail type", () => {
    const modules = readdirSync(mailPlatform).filter((file) => /\.tsx?$/.test(file));
    expect(modules).toContain("mail-kinds.server.ts");
    const found = modules.flatMap((file) => {
      const source = readFileSync(join(mailPlatform, file), "utf8");
      const features = file === "mail-kinds.server.ts" ? [] : [...source.matchAll(/["']~\/features\/[^"']+["']/g)];
      const types = MAIL_TYPES.filter((type) => new RegExp(`["'\`]${type}["'\`]`).test(source));
      return [
        ...features.map((match) => `${file} imports ${match[0]}`),
        ...types.map((type) => `${file} names ${type}`),
      ];
    });
    expect(found).toEqual([]);
  });
});
