export function NotFoundPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
    </main>
  );
}
