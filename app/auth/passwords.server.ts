import { randomBytes } from "node:crypto";
import { type Algorithm, hash, verify } from "@node-rs/argon2";

/**
 * Passwords of creators and staff: argon2id with the library's defaults, never stored in clear.
 * A check against no usable hash runs against a dummy one, so an unknown address or an account
 * that cannot sign in takes as long to refuse as a wrong password.
 */
const ARGON2ID = 2 as Algorithm;

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

let dummyHash: Promise<string> | undefined;

/** True only when there is a usable hash and the password matches it. */
export async function passwordMatches(usableHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const matches = await verify(usableHash ?? (await dummyHash), password);
  return Boolean(usableHash) && matches;
}
