import { Form, useLocation } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * Ends the admin session of every admin page (POST /admin/logout) and comes back to this
 * page, which then shows the token form. A full page load, since the logout route renders
 * nothing of its own.
 */
export function LogoutButton() {
  const location = useLocation();
  return (
    <Form method="post" action="/admin/logout" reloadDocument>
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <Button type="submit" variant="ghost" size="sm">
        Log out
      </Button>
    </Form>
  );
}
