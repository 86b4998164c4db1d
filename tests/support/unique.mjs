// @ts-check
/**
 * Names no other test makes, for the Vitest suite, Playwright and the drills alike: plain
 * JavaScript so the drills, which run under plain node too (`npm run drills`), can import it.
 */
import { randomBytes } from "node:crypto";

let counter = 0;
/** A tag no other test (in this process or another, or a repeat of this one) makes: hex and digits, fit for a handle. */
export const uniqueTag = () => `${randomBytes(4).toString("hex")}${++counter}`;

/** An address no other test (in this process or another) uses, e.g. `guess-1f2e3d4c7@example.com`. */
export const uniqueEmail = (label = "creator") => `${label}-${uniqueTag()}@example.com`;
