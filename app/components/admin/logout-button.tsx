import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/** Ends the admin session of both admin pages (the page's action handles `intent=logout`). */
export function LogoutButton() {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="logout" />
      <Button type="submit" variant="ghost" size="sm">
        Log out
      </Button>
    </Form>
  );
}
