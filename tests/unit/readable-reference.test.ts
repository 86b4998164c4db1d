import { describe, expect, it } from "vitest";
import {
  looksLikeReadableReference,
  normalizeReadableReference,
  READABLE_ALPHABET,
  readableReference,
} from "~/domain/readable-reference";

describe("the readable booking reference", () => {
  it("is SBM- then four and three characters from an alphabet without look-alikes", () => {
    const code = readableReference(Uint8Array.from([0, 1, 2, 3, 4, 5, 6]));
    expect(code).toBe("SBM-ABCD-EFG");
    for (let i = 0; i < 200; i += 1) {
      const bytes = Uint8Array.from({ length: 7 }, () => Math.floor(Math.random() * 256));
      expect(readableReference(bytes)).toMatch(/^SBM-[A-HJKMNP-TV-Z2-9]{4}-[A-HJKMNP-TV-Z2-9]{3}$/);
    }
    expect(READABLE_ALPHABET).not.toMatch(/[ILOU01]/);
  });

  it("refuses too few random bytes", () => {
    expect(() => readableReference(Uint8Array.from([1, 2]))).toThrow();
  });

  it("reads what a person types: any case, with or without dashes, spaces or the prefix", () => {
    for (const typed of ["SBM-7KQ3-XD9", "sbm-7kq3-xd9", "SBM7KQ3XD9", " 7kq3 xd9 ", "7KQ3-XD9", "sbm 7kq3xd9"]) {
      expect(normalizeReadableReference(typed)).toBe("SBM-7KQ3-XD9");
    }
  });

  it("is not fooled by an internal reference or a word", () => {
    expect(normalizeReadableReference("g5quw5refcixw4vd")).toBeNull();
    expect(normalizeReadableReference("Madrid")).toBeNull();
    expect(looksLikeReadableReference("SBM-7KQ3-XD9")).toBe(true);
    expect(looksLikeReadableReference("g5quw5refcixw4vd")).toBe(false);
  });
});
