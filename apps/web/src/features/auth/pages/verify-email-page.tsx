export function VerifyEmailPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold">Verify Your Email</h1>
    </main>
  );
}
