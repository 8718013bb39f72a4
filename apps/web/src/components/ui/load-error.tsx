import { apiErrorMessage } from '../../lib/api-client';
import { RetryAlert } from './retry-alert';

/** A load that failed: the API's reason (or `fallback`), and a way to try again. */
export function LoadError(props: {
  error: unknown;
  /** What to say when the API gave no message of its own. */
  fallback: string;
  onRetry(): void;
  className?: string;
}) {
  return (
    <RetryAlert
      message={apiErrorMessage(props.error, props.fallback)}
      retryLabel="Try Again"
      onRetry={props.onRetry}
      className={props.className}
    />
  );
}
