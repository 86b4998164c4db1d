import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { Permission } from "~/domain/staff-roles";

/**
 * A page's forms, declared once. Every form posts an `intent`; the page's names live in a plain
 * module of its feature (`{ markBooked: "mark-booked" }`, which its components read too), and its
 * action is this table's dispatcher, keyed like the names: one entry per intent, none missing,
 * none extra (the compiler checks both), each with
 * - `permission`: what the intent needs beyond the page's own, asked of the viewer before the
 *   form is read (the page's `authorize`, whose refusal is a 403 with nothing done);
 * - `schema`: the fields it reads; a form that does not fit never reaches the handler, and is
 *   answered by `invalid` (or, without one, as an intent the page does not know);
 * - `handle`: what it does, given the page's context, the form and the schema's value.
 * An intent the page does not have (or none, unless the page names a `fallback`) is answered by
 * the page's `unknown`: a 400 saying so, never an exception.
 */

type Parsed<V> = Submission<unknown, string[], V>;
/** A form that did not fit its schema: `error` holds each field's messages. */
type FailedSubmission<V = unknown> = Exclude<Parsed<V>, { status: "success" }>;
/** A form that fit its schema: its `value`, and `reply` for errors the handler finds itself. */
export type PassedSubmission<V> = Extract<Parsed<V>, { status: "success" }>;

type Args<C> = C & { form: URLSearchParams };
/** What a handler gets from its schema; nothing without one (`unknown` is what V is inferred as then). */
type FromSchema<V> = unknown extends V ? object : { value: V; submission: PassedSubmission<V> };

type IntentSpec<C, V> = {
  permission?: Permission;
  schema?: z.ZodType<V>;
  invalid?: (args: Args<C> & { submission: FailedSubmission<V> }) => unknown;
  handle: (args: Args<C> & FromSchema<V>) => unknown;
};

type Fn = (...args: never[]) => unknown;
/** Every answer the table's handlers can give. */
type Answers<T> = {
  [K in keyof T]: T[K] extends { handle: infer H extends Fn; invalid?: infer I }
    ? ReturnType<H> | (I extends Fn ? ReturnType<I> : never)
    : never;
}[keyof T];

type Options<C, K, U> = {
  /** How the page answers an intent it does not have: a 400 with a message that says so. */
  unknown: (args: Args<C> & { intent: string }) => U;
  /** Asks the viewer for an intent's `permission`, throwing the page's refusal (a 403) without it. */
  authorize?: (permission: Permission, args: Args<C>) => void;
  /** The intent a post without one means, for a form from before the page had several. */
  fallback?: K;
};

/**
 * The page's action over its intents: `defineIntents<Context>()(NAMES, table, options)` gives
 * `(form, context) => answer`, where the answer's type is every handler's answer.
 */
export function defineIntents<C>() {
  return <const N extends Record<string, string>, V extends { [K in keyof N]: unknown }, T, U>(
    names: N,
    table: T & { [K in keyof V]: IntentSpec<C, V[K]> } & { [K in Exclude<keyof T, keyof N>]: never },
    options: Options<C, keyof N, U>,
  ) => {
    const specs = table as unknown as Record<keyof N, IntentSpec<C, unknown>>;
    const byName = new Map<string, IntentSpec<C, unknown>>();
    for (const key of Object.keys(names) as (keyof N)[]) {
      if (byName.has(names[key])) throw new Error(`Two intents are named "${names[key]}"`);
      if (specs[key].permission && !options.authorize) {
        throw new Error(`The intent "${names[key]}" needs a permission, and its page has no authorize`);
      }
      byName.set(names[key], specs[key]);
    }
    const fallback = options.fallback === undefined ? undefined : specs[options.fallback];

    return async (form: URLSearchParams, context: C): Promise<Awaited<Answers<T> | U>> => {
      const intent = form.get("intent") ?? "";
      const args = { ...context, form } as Args<C>;
      const spec = intent === "" ? fallback : byName.get(intent);
      if (!spec) return (await options.unknown({ ...args, intent })) as Awaited<U>;
      if (spec.permission) options.authorize?.(spec.permission, args);
      if (!spec.schema) return (await spec.handle(args)) as Awaited<Answers<T>>;
      const submission = parseWithZod(form, { schema: spec.schema }) as Parsed<unknown>;
      if (submission.status !== "success") {
        const answer = spec.invalid ? spec.invalid({ ...args, submission }) : options.unknown({ ...args, intent });
        return (await answer) as Awaited<Answers<T> | U>;
      }
      return (await spec.handle({ ...args, value: submission.value, submission })) as Awaited<Answers<T>>;
    };
  };
}
