import type { ReactNode } from 'react';
import { Spinner } from './spinner';
import { TableHeader, type HeaderColumn } from './table-header';
import { TitledCard } from './titled-card';

/** What a list query is at: the fields of a react-query result this card reads. */
export interface ListLoad<T> {
  isPending: boolean;
  isError: boolean;
  data?: readonly T[];
}

/**
 * A card that loads a list and shows it as a compact table named by the card's heading: a spinner
 * while it loads, `error` or `empty` in the table's place when there is nothing to show.
 */
export function TableCard<T>(props: {
  titleId: string;
  title: ReactNode;
  action?: ReactNode;
  load: ListLoad<T>;
  loadingLabel: string;
  error: ReactNode;
  empty: ReactNode;
  columns: readonly HeaderColumn[];
  row(item: T): ReactNode;
  /** Below the table: a dialog the rows open. */
  children?: ReactNode;
}) {
  const { load } = props;
  return (
    <TitledCard
      titleId={props.titleId}
      title={props.title}
      action={props.action}
      className="p-4 sm:p-6"
    >
      {load.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={props.loadingLabel} />
        </div>
      ) : load.isError || !load.data ? (
        props.error
      ) : load.data.length === 0 ? (
        props.empty
      ) : (
        <div className="mt-4 -mx-1.5 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby={props.titleId}>
            <TableHeader columns={props.columns} />
            <tbody className="divide-y divide-slate-100">
              {load.data.map((item) => props.row(item))}
            </tbody>
          </table>
        </div>
      )}
      {props.children}
    </TitledCard>
  );
}
