import { Link } from "react-router";

/**
 * Shown on every admin page while the team has no owner and the admin token's session is the
 * one open: the way to the first account, and what changes once it exists.
 */
export function FirstOwnerBanner() {
  return (
    <aside
      aria-label="Team accounts"
      className="border-b border-line bg-warning-soft px-4 py-3 text-sm text-warning sm:px-6"
    >
      <p className="mx-auto max-w-7xl">
        Nobody has an account yet: everyone here shares the admin token.{" "}
        <Link to="/admin/first-owner" className="font-semibold text-warning underline">
          Create the first owner account
        </Link>
        . After that, each person signs in with their own account and a code from an authenticator app, and the token
        only serves the JSON API.
      </p>
    </aside>
  );
}
