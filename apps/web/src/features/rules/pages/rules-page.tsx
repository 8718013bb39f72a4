import type { Rule } from '@trusty/contracts';
import { Download, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatNumber } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useExportRules } from '../api/export-rules';
import { RULES_PAGE_SIZE, useRules } from '../api/get-rules';
import { useUpdateRule } from '../api/update-rule';
import { DeleteRuleDialog } from '../components/delete-rule-dialog';
import { RuleEditDialog } from '../components/rule-edit-dialog';
import { RulesImport } from '../components/rules-import';
import { RulesTable } from '../components/rules-table';

const SEARCH_DEBOUNCE_MS = 300;

/** The account's rules: what they match, what they decide, how often, and their upkeep. */
export function RulesPage() {
  useDocumentTitle('Rules');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const settled = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled === q) return;
    // A new search starts on its first page.
    setParams(settled ? { q: settled } : {}, { replace: true });
  }, [settled, q, setParams]);

  const rules = useRules(q, page);
  const toggle = useUpdateRule();
  const exportRules = useExportRules();
  const [editing, setEditing] = useState<{ rule: Rule; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState<{ rule: Rule; open: boolean } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const total = rules.data?.total ?? 0;
  const empty = rules.isSuccess && total === 0;

  // A deletion emptied the last page: show the one before it instead of an empty table.
  const lastPage = Math.max(1, Math.ceil(total / RULES_PAGE_SIZE));
  useEffect(() => {
    if (rules.isSuccess && !rules.isPlaceholderData && page > lastPage)
      setParams(q ? { q, page: String(lastPage) } : { page: String(lastPage) }, { replace: true });
  }, [rules.isSuccess, rules.isPlaceholderData, page, lastPage, q, setParams]);

  const onToggle = (rule: Rule, enabled: boolean) =>
    toggle.mutate(
      { id: rule.id, changes: { enabled } },
      {
        onSuccess: () =>
          toast.success(
            enabled ? `Rule “${rule.match.value}” enabled` : `Rule “${rule.match.value}” disabled`,
          ),
        onError: (error) => toast.error(apiErrorMessage(error, 'Could not change the rule.')),
      },
    );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-semibold text-slate-900 focus:outline-none"
          >
            Rules
          </h1>
          <p className="text-sm text-slate-600">
            Your rules run before the engine: a line they match gets their answer, marked “Your
            rule”, and is not charged.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            onClick={() => exportRules.mutate()}
            disabled={exportRules.isPending || empty}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {exportRules.isPending ? 'Exporting…' : 'Export CSV'}
          </Button>
          <RulesImport />
        </div>
      </div>

      {(total > 0 || q) && (
        <div className="relative max-w-sm">
          <label htmlFor="rules-search" className="sr-only">
            Search rules
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id="rules-search"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Search rules"
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-brand-500 sm:text-sm"
          />
        </div>
      )}

      {rules.isPending && (
        <div className="flex justify-center py-10">
          <Spinner label="Loading your rules" />
        </div>
      )}
      {rules.isError && (
        <LoadError
          error={rules.error}
          fallback="Could not load your rules."
          onRetry={() => void rules.refetch()}
        />
      )}
      {empty && !q && (
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="font-medium text-slate-900">No rules yet</h2>
          <p className="mt-2 text-sm text-slate-600">
            When you correct a row, tick “Always map lines like this” to save the correction as a
            rule: matching lines in your stored results and in future uploads get your answer, free
            of charge. You can also import rules from a CSV file.
          </p>
          <p className="mt-3 text-sm">
            <TextLink to={paths.results}>Go to your results</TextLink>
          </p>
        </div>
      )}
      {empty && q && (
        <p role="status" className="text-sm text-slate-600">
          No rules match “{q}”.
        </p>
      )}
      {rules.isSuccess && total > 0 && (
        <>
          <p role="status" className="text-sm text-slate-600">
            {formatNumber(total)} {total === 1 ? 'rule' : 'rules'}
            {q && ` matching “${q}”`}
          </p>
          <RulesTable
            rules={rules.data.items}
            togglingId={toggle.isPending ? toggle.variables?.id : undefined}
            onToggle={onToggle}
            onEdit={(rule, button) => {
              returnFocus.current = button;
              setEditing({ rule, open: true });
            }}
            onDelete={(rule, button) => {
              // The deleted rule's button leaves the page: focus goes to the heading then.
              returnFocus.current = button;
              setDeleting({ rule, open: true });
            }}
          />
          <Pager
            page={page}
            pageSize={RULES_PAGE_SIZE}
            total={total}
            label="Rules pages"
            disabled={rules.isFetching}
            onPageChange={(next) =>
              setParams(q ? { q, page: String(next) } : { page: String(next) })
            }
          />
        </>
      )}

      {editing && (
        <RuleEditDialog
          rule={editing.rule}
          open={editing.open}
          onClose={() => setEditing({ ...editing, open: false })}
          returnFocusTo={returnFocus}
        />
      )}
      {deleting && (
        <DeleteRuleDialog
          key={deleting.rule.id}
          rule={deleting.rule}
          open={deleting.open}
          onClose={() => {
            setDeleting({ ...deleting, open: false });
          }}
          onDeleted={() => {
            returnFocus.current = heading.current;
          }}
          returnFocusTo={returnFocus}
        />
      )}
    </div>
  );
}
