export function LandingPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold">Trusty</h1>
    </main>
  );
}
