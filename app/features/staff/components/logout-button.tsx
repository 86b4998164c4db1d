import { Form, useLocation } from "react-router";
import { useStaffPerson } from "~/components/admin/use-staff-person";
import { Button } from "~/components/ui/button";

/**
 * Ends the admin session of every admin page (POST /admin/logout) and comes back to this
 * page, which then shows the token form. A full page load, since the logout route renders
 * nothing of its own.
 */
export function LogoutButton() {
  const location = useLocation();
  // A signed-in person signs out from the staff bar.
  if (useStaffPerson()) return null;
  return (
    <Form method="post" action="/admin/logout" reloadDocument>
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <Button type="submit" variant="ghost" size="sm">
        Log out
      </Button>
    </Form>
  );
}
