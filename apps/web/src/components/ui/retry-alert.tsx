import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** Something failed to load: what (announced), and a button to load it again. */
export function RetryAlert(props: {
  message: ReactNode;
  onRetry(): void;
  retryLabel?: string;
  /** While the retry is on its way the button waits. */
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('flex flex-wrap items-center gap-3 text-sm text-red-700', props.className)}
    >
      <span>{props.message}</span>
      <Button variant="outline" size="sm" onClick={props.onRetry} disabled={props.retrying}>
        {props.retryLabel ?? 'Retry'}
      </Button>
    </div>
  );
}
