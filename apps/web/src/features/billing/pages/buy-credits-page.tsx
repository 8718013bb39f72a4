export function BuyCreditsPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold">Buy Credits</h1>
    </main>
  );
}
