import {
  RULE_MATCH_KINDS,
  RULE_MATCH_LABELS,
  ruleMatchSchema,
  type Rule,
  type RuleMatchKind,
} from '@trusty/contracts';
import { useId, useState, type RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { LayerPickers } from '../../../components/taxonomy/layer-pickers';
import { TaxonomyStatus } from '../../../components/taxonomy/taxonomy-status';
import {
  completeLayers,
  draftFromLayers,
  missingLayerErrors,
  type LayerDraft,
  type LayerKey,
} from '../../../components/taxonomy/layer-draft';
import { apiErrorMessage } from '../../../lib/api-client';
import { useTaxonomyMembers } from '../../../lib/taxonomy';
import { useUpdateRule } from '../api/update-rule';
import { DialogActions } from '../../../components/ui/dialog-actions';

/** Edit a rule's match and layers; saving applies it to the stored rows nobody reviewed. */
export function RuleEditDialog(props: {
  rule: Rule;
  open: boolean;
  onClose(): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { rule, open, onClose } = props;
  const taxonomy = useTaxonomyMembers();
  const update = useUpdateRule();
  const kindId = useId();

  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const [kind, setKind] = useState<RuleMatchKind>(rule.match.kind);
  const [value, setValue] = useState(rule.match.value);
  const [edited, setEdited] = useState<LayerDraft | null>(null);
  const [layerErrors, setLayerErrors] = useState<Partial<Record<LayerKey, string>>>({});
  const [valueError, setValueError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  const openKey = open ? rule.id : null;
  if (openKey !== openedFor) {
    setOpenedFor(openKey);
    setKind(rule.match.kind);
    setValue(rule.match.value);
    setEdited(null);
    setLayerErrors({});
    setValueError(undefined);
    setSaveError(undefined);
  }
  const draft = edited ?? (taxonomy.data ? draftFromLayers(rule.layers, taxonomy.data) : null);

  const onSave = async () => {
    setSaveError(undefined);
    const match = ruleMatchSchema.safeParse({ kind, value });
    setValueError(match.success ? undefined : match.error.issues[0]?.message);
    const layers = draft ? completeLayers(draft) : undefined;
    if (draft) setLayerErrors(missingLayerErrors(draft));
    if (!match.success || !layers) return;
    try {
      await update.mutateAsync({ id: rule.id, changes: { match: match.data, layers } });
      toast.success('Rule saved');
      onClose();
    } catch (error) {
      setSaveError(apiErrorMessage(error, 'Could not save the rule. Please try again.'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      dismissible={!update.isPending}
      title="Edit rule"
      description="Saving applies the rule to your stored rows nobody reviewed; rows you accepted or corrected stay as they are."
      className="max-w-2xl!"
      returnFocusTo={props.returnFocusTo}
      footer={
        <DialogActions onCancel={onClose} busy={update.isPending}>
          <Button onClick={() => void onSave()} disabled={update.isPending || !draft}>
            {update.isPending ? 'Saving…' : 'Save rule'}
          </Button>
        </DialogActions>
      }
    >
      <div className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={kindId}
            label="Match lines by"
            value={kind}
            onChange={(event) => setKind(event.target.value as RuleMatchKind)}
            disabled={update.isPending}
          >
            {RULE_MATCH_KINDS.map((k) => (
              <option key={k} value={k}>
                {RULE_MATCH_LABELS[k]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Matches"
            value={value}
            error={valueError}
            disabled={update.isPending}
            onChange={(event) => {
              setValue(event.target.value);
              setValueError(undefined);
            }}
          />
        </div>
        <TaxonomyStatus taxonomy={taxonomy} />
        {taxonomy.data && draft && (
          <LayerPickers
            taxonomy={taxonomy.data}
            value={draft}
            onChange={(next) => {
              setEdited(next);
              setLayerErrors({});
            }}
            errors={layerErrors}
            disabled={update.isPending}
            idPrefix="rule-edit"
          />
        )}
        {saveError && <Alert>{saveError}</Alert>}
      </div>
    </Dialog>
  );
}
