import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One entry of the results list (an upload or a single analysis): its icon, an h3 `title` with the
 * lines under it, and `actions` beside them (below on a phone).
 */
export function ResultListItem(props: {
  icon: LucideIcon;
  title: ReactNode;
  /** How a long title breaks: file names anywhere, cost names between words. */
  titleBreak: 'break-all' | 'break-words';
  children: ReactNode;
  actions: ReactNode;
}) {
  const { icon: Icon } = props;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
          <div className="min-w-0">
            <h3 className={`font-semibold ${props.titleBreak} text-slate-900`}>{props.title}</h3>
            {props.children}
          </div>
        </div>
        {props.actions}
      </div>
    </li>
  );
}
