// Placeholder until this page's issue lands.
export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">creators</h1>
    </main>
  );
}
