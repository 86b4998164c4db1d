// Placeholder until this endpoint's issue lands.
export function loader() {
  return Response.json({ error: "Not implemented yet" }, { status: 501 });
}
