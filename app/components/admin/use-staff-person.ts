import { useRouteLoaderData } from "react-router";

type LayoutData = { person: { name: string; role: string } | null } | undefined;

/**
 * The signed-in team member, from the admin layout's loader (null for the token's session and
 * outside the admin area). A person has the staff bar, with its menu and "Sign out"; the
 * token-era links of each page (the top bar's, "Log out") are for the token's session only.
 */
export function useStaffPerson() {
  return (useRouteLoaderData("routes/admin/layout") as LayoutData)?.person ?? null;
}
