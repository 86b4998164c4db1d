import { createHmac } from "node:crypto";

/**
 * RFC 6238's code for a base32 secret, `steps` 30-second steps from now: written out here (RFC
 * 4226 §5.3, dynamic truncation) as an oracle apart from the library the server uses. The
 * server accepts one step either side, so a second sign-in within a step can use the next
 * step's code instead of waiting out the replay guard on the one just used.
 */
export function totpCode(secret: string, steps = 0, nowMs = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...secret.replaceAll(" ", "")].map((c) => alphabet.indexOf(c).toString(2).padStart(5, "0")).join("");
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000) + steps));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[19] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}
