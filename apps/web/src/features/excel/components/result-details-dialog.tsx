import { CATEGORIZATION_KEYS, LOW_CONFIDENCE } from '@trusty/contracts';
import { useId, useState, type RefObject } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-client';
import { ConfidenceBadge } from '../../../components/ui/confidence-badge';
import { DATA_CELL, DataTable, PhoneLabel } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import { useResultDetails } from '../api/get-result-details';

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

export interface ResultDetailsDialogProps {
  processId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The control focus returns to on close (the View Details that is still on the page). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** View Details: the classified rows with their layers and confidence, filterable to the low ones. */
export function ResultDetailsDialog({
  processId,
  open,
  onOpenChange,
  returnFocusTo,
}: ResultDetailsDialogProps) {
  const details = useResultDetails(processId, open);
  const [lowOnly, setLowOnly] = useState(false);
  const filterId = useId();
  const rows = (details.data?.rows ?? []).filter(
    (row) => !lowOnly || row.confidence < LOW_CONFIDENCE,
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Classified Rows"
      description="Each row of your file with the TBM layers it was given and how confident the classification is."
      // `!`: the shared Dialog's own max-w-lg would otherwise win (cn() does not merge classes).
      className="max-w-6xl!"
      returnFocusTo={returnFocusTo}
      footer={
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </div>
      }
    >
      <div className="mb-3 flex items-center gap-2">
        <input
          id={filterId}
          type="checkbox"
          checked={lowOnly}
          onChange={(event) => setLowOnly(event.target.checked)}
          className="h-4 w-4 rounded border-slate-300"
        />
        <label htmlFor={filterId} className="text-sm text-slate-700">
          Only low-confidence rows (below {percent(LOW_CONFIDENCE)})
        </label>
      </div>
      {details.isPending && (
        <div className="flex justify-center py-8">
          <Spinner label="Loading classified rows" />
        </div>
      )}
      {details.isError && (
        <div className="space-y-3">
          <Alert>{apiErrorMessage(details.error, 'Failed to load the classified rows.')}</Alert>
          <Button variant="outline" onClick={() => void details.refetch()}>
            Try Again
          </Button>
        </div>
      )}
      {details.isSuccess && (
        <>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            Showing {rows.length.toLocaleString('en-US')} of{' '}
            {details.data.successfulRows.toLocaleString('en-US')} classified rows
            {details.data.truncated && ' (the first ones; download the file for all of them)'}.
          </p>
          {rows.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-600">
              {lowOnly
                ? `No rows below ${percent(LOW_CONFIDENCE)} confidence.`
                : 'No classified rows.'}
            </p>
          ) : (
            <ClassifiedRowsTable rows={rows} />
          )}
        </>
      )}
    </Dialog>
  );
}

type ClassifiedRow = NonNullable<ReturnType<typeof useResultDetails>['data']>['rows'][number];

/**
 * One table; on a phone each row becomes a stacked card (the headers move into labels beside
 * each value), so tower, pool and confidence are read without scrolling sideways through eight
 * columns.
 */
function ClassifiedRowsTable({ rows }: { rows: ClassifiedRow[] }) {
  return (
    <DataTable
      label="Classified rows table"
      caption="Classified rows"
      frameClassName="sm:max-h-[60vh] sm:overflow-auto sm:rounded-lg sm:border sm:border-slate-200"
      stickyHeader
      columns={[
        { label: 'Row' },
        { label: 'Cost Name' },
        ...CATEGORIZATION_KEYS.map((key) => ({ label: key, nowrap: true })),
        { label: 'Confidence' },
      ]}
    >
      {rows.map((row) => {
        return (
          <tr
            key={row.row}
            title={row.reason}
            className="max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3"
          >
            <td className={cn(DATA_CELL, 'text-slate-500')}>
              <PhoneLabel>Row</PhoneLabel>
              {row.row}
            </td>
            <th
              scope="row"
              className="px-3 py-2 font-medium break-words text-slate-900 max-sm:p-0 sm:min-w-48"
            >
              {row.costName}
            </th>
            {CATEGORIZATION_KEYS.map((key) => (
              <td key={key} className={cn(DATA_CELL, 'text-slate-700 sm:whitespace-nowrap')}>
                <PhoneLabel>{key}</PhoneLabel>
                {row.categorization[key]}
              </td>
            ))}
            <td className={cn(DATA_CELL, 'whitespace-nowrap')}>
              <PhoneLabel>Confidence</PhoneLabel>
              <ConfidenceBadge method="lexicon" confidence={row.confidence} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
