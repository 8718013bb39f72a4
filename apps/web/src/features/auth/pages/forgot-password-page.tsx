export function ForgotPasswordPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold">Forgot Password</h1>
    </main>
  );
}
