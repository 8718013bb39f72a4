export function ExcelProcessorPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold">Excel Processor</h1>
    </main>
  );
}
