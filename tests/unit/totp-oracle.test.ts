import { generateTOTP } from "@epic-web/totp";
import { describe, expect, it } from "vitest";
import { totpCode } from "../support/totp";

/** The suites' TOTP oracle (tests/support/totp.ts) against RFC 6238's own test vectors, and against the server's library. */

// RFC 6238 Appendix B's SHA-1 key, the ASCII "12345678901234567890", in base32.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("the TOTP oracle", () => {
  it("gives RFC 6238's SHA-1 codes (their last six digits)", () => {
    expect(totpCode(RFC_SECRET, 0, 59_000)).toBe("287082");
    expect(totpCode(RFC_SECRET, 0, 1_111_111_109_000)).toBe("081804");
    expect(totpCode(RFC_SECRET, 0, 1_234_567_890_000)).toBe("005924");
    expect(totpCode(RFC_SECRET, 0, 20_000_000_000_000)).toBe("353130");
  });

  it("agrees with the library the server verifies with", async () => {
    const { secret, otp } = await generateTOTP({ period: 30, digits: 6, algorithm: "SHA-1" });
    // Either side of a step boundary crossed between the two calls.
    expect([totpCode(secret), totpCode(secret, -1)]).toContain(otp);
  });
});
