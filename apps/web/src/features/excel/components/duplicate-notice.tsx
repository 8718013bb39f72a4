import { processedOnDay, type SheetPreview } from '@trusty/contracts';
import { CopyCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';

/**
 * Issue 34 §5: the same file was processed before in this account. Said before anything is
 * charged, with the way to the earlier result; processing it again is a choice of its own.
 */
export function DuplicateNotice(props: {
  earlier: NonNullable<SheetPreview['duplicateOf']>;
  onProcessAgain(): void;
  busy: boolean;
}) {
  const { earlier } = props;
  return (
    <div
      role="status"
      className="mt-4 flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <CopyCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          This file was processed on {processedOnDay(earlier.createdAt)}:{' '}
          <TextLink to={paths.result(earlier.processId)}>open it</TextLink>, or process it again
          (charged again).
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={props.onProcessAgain} disabled={props.busy}>
        Process again
      </Button>
    </div>
  );
}
