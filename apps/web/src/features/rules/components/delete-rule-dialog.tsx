import { RULE_MATCH_LABELS, type Rule } from '@trusty/contracts';
import type { RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { apiErrorMessage } from '../../../lib/api-client';
import { useDeleteRule } from '../api/delete-rule';
import { DialogActions } from '../../../components/ui/dialog-actions';

/** Asks before a rule goes: it cannot be undone (but an export can bring it back). */
export function DeleteRuleDialog(props: {
  rule: Rule;
  open: boolean;
  onClose(): void;
  /** Before the dialog closes: the page moves focus away from the button that is gone. */
  onDeleted?(): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const remove = useDeleteRule();
  const { rule } = props;
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => !next && props.onClose()}
      dismissible={!remove.isPending}
      title="Delete this rule?"
      returnFocusTo={props.returnFocusTo}
      footer={
        <DialogActions onCancel={props.onClose} busy={remove.isPending}>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(rule.id, {
                onSuccess: () => {
                  toast.success('Rule deleted');
                  props.onDeleted?.();
                  props.onClose();
                },
              })
            }
          >
            {remove.isPending ? 'Deleting…' : 'Delete rule'}
          </Button>
        </DialogActions>
      }
    >
      <p className="text-sm text-slate-700">
        {RULE_MATCH_LABELS[rule.match.kind]} “{rule.match.value}” will no longer decide lines of
        future uploads. Rows it already decided keep their answer.
      </p>
      {remove.isError && (
        <Alert className="mt-3">
          {apiErrorMessage(remove.error, 'Could not delete the rule. Please try again.')}
        </Alert>
      )}
    </Dialog>
  );
}
