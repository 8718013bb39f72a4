export function ResetPasswordPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold">Reset Password</h1>
    </main>
  );
}
