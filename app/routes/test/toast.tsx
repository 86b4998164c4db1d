import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { env } from "~/env.server";
import { redirectWithToast } from "~/http/toast.server";
import { useHydrated } from "~/utils/use-hydrated";
import type { Route } from "./+types/toast";

/** Test-only: a playground for the toast region. Off unless ENABLE_TEST_ROUTES=true (never in production). */
export function loader() {
  if (!env().ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  return null;
}

export async function action() {
  if (!env().ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  return redirectWithToast("/__test/toast", {
    title: "Saved on the server",
    description: "This came through a redirect.",
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Toast playground · Sobremesa" }];

export default function TestToast() {
  // The buttons work only once React runs; until then they are disabled, so a test's click waits for them.
  const hydrated = useHydrated();
  return (
    <main className="mx-auto grid max-w-xl gap-4 px-4 py-12">
      <h1 className="text-3xl font-bold">Toast playground</h1>
      <Button disabled={!hydrated} onClick={() => toast({ title: "First toast", description: "The first message." })}>
        Show first
      </Button>
      <Button
        disabled={!hydrated}
        variant="destructive"
        onClick={() => toast({ title: "Second toast", description: "It replaces the first.", variant: "destructive" })}
      >
        Show second
      </Button>
      <Form method="post">
        <Button type="submit" variant="outline">
          Redirect with a toast
        </Button>
      </Form>
    </main>
  );
}
