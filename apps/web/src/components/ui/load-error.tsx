import { apiErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** A load that failed: why (announced), and a way to try again. */
export function LoadError(props: {
  error: unknown;
  /** What to say when the API gave no message of its own. */
  fallback: string;
  onRetry(): void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('flex flex-wrap items-center gap-3 text-sm text-red-700', props.className)}
    >
      <span>{apiErrorMessage(props.error, props.fallback)}</span>
      <Button variant="outline" size="sm" onClick={props.onRetry}>
        Try Again
      </Button>
    </div>
  );
}
