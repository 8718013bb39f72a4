/** Grey blocks the shape of the list while it loads; the status line says so to screen readers. */
export function ResultsSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul aria-hidden="true" className="space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
            <div className="h-4 w-1/2 rounded bg-slate-200" />
            <div className="mt-3 h-3 w-3/4 rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}
