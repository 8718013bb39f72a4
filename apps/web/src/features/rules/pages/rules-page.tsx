import type { Rule } from '@trusty/contracts';
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { apiErrorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatNumber } from '../../../lib/format';
import { RULES_PAGE_SIZE } from '../api/get-rules';
import { useUpdateRule } from '../api/update-rule';
import { DeleteRuleDialog } from '../components/delete-rule-dialog';
import { RuleEditDialog } from '../components/rule-edit-dialog';
import { NoRulesYet, RulesHeader, RulesSearch } from '../components/rules-page-parts';
import { RulesTable } from '../components/rules-table';
import { useRulesAddress } from '../lib/use-rules-address';

/** The account's rules: what they match, what they decide, how often, and their upkeep. */
export function RulesPage() {
  useDocumentTitle('Rules');
  const { rules, total, page, q, typed, setTyped, setPage } = useRulesAddress();
  const toggle = useUpdateRule();
  const [editing, setEditing] = useState<{ rule: Rule; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState<{ rule: Rule; open: boolean } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const empty = rules.isSuccess && total === 0;

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
      <RulesHeader headingRef={heading} empty={empty} />
      {(total > 0 || q) && <RulesSearch value={typed} onChange={setTyped} />}

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
      {empty && !q && <NoRulesYet />}
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
            onPageChange={setPage}
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
