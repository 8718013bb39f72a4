export function ProfilePage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold">Profile</h1>
    </main>
  );
}
