import { Button } from './button';

/** "Page 2 of 7" with Previous and Next; nothing when everything fits on one page. */
export function Pager(props: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
  /** Names the list it pages, for screen readers ("Review groups pages"). */
  label: string;
  disabled?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={props.label} className="flex items-center justify-between gap-3 pt-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => props.onPageChange(props.page - 1)}
        disabled={props.disabled || props.page <= 1}
      >
        Previous
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {props.page} of {pages}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => props.onPageChange(props.page + 1)}
        disabled={props.disabled || props.page >= pages}
      >
        Next
      </Button>
    </nav>
  );
}
