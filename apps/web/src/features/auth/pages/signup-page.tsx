export function SignupPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold">Create Your Account</h1>
    </main>
  );
}
