export function WhatWeDoPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold">What We Do</h1>
    </main>
  );
}
