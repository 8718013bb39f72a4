export function LoginPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold">Welcome Back</h1>
    </main>
  );
}
