import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Permission } from "~/domain/staff-roles";
import { defineIntents } from "~/http/intents.server";

/**
 * A page's table of intents (app/http/intents.server.ts), as a page uses it: each form reaches
 * its own handler and no other, with the permission asked first and the fields checked before.
 */

const NAMES = { note: "note", markBooked: "mark-booked", cancel: "cancel" } as const;

type Context = { held: Permission[]; done: string[] };

/** A page of three forms; `done` records which handlers ran. */
const page = defineIntents<Context>()(
  NAMES,
  {
    note: {
      schema: z.object({ body: z.string().trim().min(1, "Write the note first") }),
      invalid: ({ submission }) => ({ status: 400, refused: submission.error?.body?.[0] }),
      handle: ({ value, done }) => {
        done.push(`note: ${value.body}`);
        return { status: 302 };
      },
    },
    markBooked: {
      handle: ({ done }) => {
        done.push("mark-booked");
        return { status: 302 };
      },
    },
    cancel: {
      permission: "booking.refund",
      schema: z.object({ refund: z.enum(["full", "none"]) }),
      handle: ({ value, done }) => {
        done.push(`cancel: ${value.refund}`);
        return { status: 302 };
      },
    },
  },
  {
    unknown: ({ intent }) => ({ status: 400, refused: `Not understood: "${intent}"` }),
    authorize: (permission, { held }) => {
      if (!held.includes(permission)) throw new Response("Only an owner can do this.", { status: 403 });
    },
  },
);

const post = (fields: Record<string, string>, held: Permission[] = ["booking.refund"]) => {
  const done: string[] = [];
  return page(new URLSearchParams(fields), { held, done }).then((answer) => ({ answer, done }));
};

describe("a page's intents", () => {
  it("run the handler the form names, and only it", async () => {
    expect(await post({ intent: "mark-booked" })).toEqual({ answer: { status: 302 }, done: ["mark-booked"] });
    expect(await post({ intent: "note", body: " Called them " })).toEqual({
      answer: { status: 302 },
      done: ["note: Called them"],
    });
  });

  it("answer a form the page does not have with 400 saying so, whatever its name, and run nothing", async () => {
    for (const intent of ["", "nope", "markBooked", "constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const { answer, done } = await post({ intent, body: "x" });
      expect(answer, intent).toEqual({ status: 400, refused: `Not understood: "${intent}"` });
      expect(done).toEqual([]);
    }
    expect(await post({ body: "x" })).toEqual({ answer: { status: 400, refused: 'Not understood: ""' }, done: [] });
  });

  it("ask the intent's permission before anything else: refused, the form is not even read", async () => {
    const refused = await post({ intent: "cancel", refund: "not a refund" }, []).catch((error: Response) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(403);
    expect(await post({ intent: "cancel", refund: "full" })).toEqual({
      answer: { status: 302 },
      done: ["cancel: full"],
    });
  });

  it("answer fields that do not fit with the intent's refusal (or, without one, as not understood), never the handler", async () => {
    expect(await post({ intent: "note", body: "  " })).toEqual({
      answer: { status: 400, refused: "Write the note first" },
      done: [],
    });
    expect(await post({ intent: "cancel", refund: "all" })).toEqual({
      answer: { status: 400, refused: 'Not understood: "cancel"' },
      done: [],
    });
  });

  it("take a post without an intent as the page's fallback form when it names one", async () => {
    const withFallback = defineIntents<object>()(
      { preferences: "preferences", pay: "pay" },
      { preferences: { handle: () => "saved" }, pay: { handle: () => "paying" } },
      { unknown: () => "not understood", fallback: "preferences" },
    );
    expect(await withFallback(new URLSearchParams("meals=1"), {})).toBe("saved");
    expect(await withFallback(new URLSearchParams("intent=&meals=1"), {})).toBe("saved");
    expect(await withFallback(new URLSearchParams("intent=pay"), {})).toBe("paying");
    expect(await withFallback(new URLSearchParams("intent=nope"), {})).toBe("not understood");
  });

  it("refuse, when the page is defined, two intents of one name and a permission the page cannot ask", () => {
    const handle = () => null;
    expect(() =>
      defineIntents<object>()({ a: "same", b: "same" }, { a: { handle }, b: { handle } }, { unknown: handle }),
    ).toThrow('Two intents are named "same"');
    expect(() =>
      defineIntents<object>()({ a: "a" }, { a: { permission: "booking.refund", handle } }, { unknown: handle }),
    ).toThrow('The intent "a" needs a permission');
  });
});
