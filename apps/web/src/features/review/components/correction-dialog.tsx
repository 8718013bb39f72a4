import {
  LAYER_KEYS,
  ruleMatchSchema,
  type Layers,
  type ResultRow,
  type ReviewGroup,
  type RowSelection,
} from '@trusty/contracts';
import { useRef, useState, type RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { LayerPickers } from '../../../components/taxonomy/layer-pickers';
import {
  completeLayers,
  draftFromLayers,
  emptyDraft,
  missingLayerErrors,
  type LayerDraft,
  type LayerKey,
} from '../../../components/taxonomy/layer-draft';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useTaxonomyMembers } from '../../../lib/taxonomy';
import { useAcceptRows } from '../api/accept-rows';
import { useCorrectRows } from '../api/correct-rows';
import { useCreateRule } from '../api/create-rule';
import { ConfidenceBadge } from '../../../components/ui/confidence-badge';
import { useRowCandidates } from '../api/get-row-candidates';
import { contextLabel } from '../lib/answer-labels';
import { AnswerCandidates } from './answer-candidates';
import { RuleFields, defaultRuleValue, ruleKindsFor, type RuleDraft } from './rule-fields';

interface CommonProps {
  open: boolean;
  onClose(): void;
  /** After an accept or a correction is saved (the dialog closes itself). */
  onSaved?(): void;
  /** Where focus goes on close when the control that opened the dialog is gone. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * One stored row (the Results page), or a review group with the selection that covers its rows
 * (the review queue): one decision settles them all.
 */
export type CorrectionDialogProps = CommonProps &
  ({ row: ResultRow; selection?: RowSelection } | { row: ReviewGroup; selection: RowSelection });

const rowWord = (n: number) => `${formatNumber(n)} ${n === 1 ? 'row' : 'rows'}`;

function selectionOf(props: CorrectionDialogProps): RowSelection {
  if (props.selection) return props.selection;
  // Without a selection the row is a stored row (the union's other side requires one).
  return { rowIds: [(props.row as ResultRow).id] };
}

function rowCountOf(props: CorrectionDialogProps): number {
  if ('rowCount' in props.row) return props.row.rowCount;
  const selection = selectionOf(props);
  return 'rowIds' in selection ? selection.rowIds.length : 1;
}

/** Accept a row's answer, or correct its layers, and optionally teach it as a rule. */
export function CorrectionDialog(props: CorrectionDialogProps) {
  const { row, open, onClose, onSaved } = props;
  const taxonomy = useTaxonomyMembers();
  const accept = useAcceptRows();
  const correct = useCorrectRows();
  const createRule = useCreateRule();
  const bodyRef = useRef<HTMLDivElement>(null);

  // Reset whenever the dialog opens (again, or for another row): state is per opening.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const [edited, setEdited] = useState<LayerDraft | null>(null);
  const [layerErrors, setLayerErrors] = useState<Partial<Record<LayerKey, string>>>({});
  const [ruleOn, setRuleOn] = useState(false);
  const [ruleDraft, setRuleDraft] = useState<RuleDraft>({ kind: 'name', value: '' });
  const [valueError, setValueError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  // The correction went through but its rule did not: saving again only retries the rule.
  const [corrected, setCorrected] = useState(false);
  // By identity, not by object: a refetch hands over an equal row that must not reset the form.
  const openKey = open ? ('id' in row ? row.id : `group:${row.normalizedName}`) : null;
  if (openKey !== openedFor) {
    setOpenedFor(openKey);
    setEdited(null);
    setLayerErrors({});
    setRuleOn(false);
    setRuleDraft({ kind: 'name', value: defaultRuleValue('name', row) });
    setValueError(undefined);
    setSaveError(undefined);
    setCorrected(false);
  }

  // Preset to the current answer once the taxonomy is known; the person's edits win after.
  const draft =
    edited ?? (taxonomy.data ? draftFromLayers(row.layers, taxonomy.data) : emptyDraft());
  const layers = completeLayers(draft);
  const selection = selectionOf(props);
  const count = rowCountOf(props);
  const busy = accept.isPending || correct.isPending || createRule.isPending;
  const contextEntries = Object.entries(row.context).filter(([, value]) => value.trim());
  // A review group brings its candidates; a stored row's are asked for when the dialog opens.
  const fetched = useRowCandidates(open && 'id' in row ? row.id : undefined);
  const candidates = 'candidates' in row ? row.candidates : (fetched.data ?? []);

  const focusFirstInvalid = () =>
    setTimeout(() => bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const finish = (message: string) => {
    toast.success(message);
    onSaved?.();
    onClose();
  };

  const onAccept = async () => {
    setSaveError(undefined);
    try {
      const outcome = await accept.mutateAsync(selection);
      finish(`Answer accepted for ${rowWord(outcome.updated)}.`);
    } catch (error) {
      setSaveError(apiErrorMessage(error, 'Could not accept this answer. Please try again.'));
    }
  };

  /** The correction (and the rule, when asked for) with `chosen` as the rows' answer. */
  const save = async (chosen: Layers | undefined) => {
    setSaveError(undefined);
    const match = ruleOn ? ruleMatchSchema.safeParse(ruleDraft) : undefined;
    setValueError(match && !match.success ? match.error.issues[0]?.message : undefined);
    if (!chosen || (match && !match.success)) {
      focusFirstInvalid();
      return;
    }
    const layers = chosen;
    let updated = count;
    if (!corrected) {
      try {
        updated = (await correct.mutateAsync({ selection, layers })).updated;
        setCorrected(true);
      } catch (error) {
        setSaveError(apiErrorMessage(error, 'Could not save the correction. Please try again.'));
        return;
      }
    }
    if (!match) return finish(`Correction saved for ${rowWord(updated)}.`);
    try {
      await createRule.mutateAsync({ match: match.data, layers, enabled: true });
    } catch (error) {
      onSaved?.();
      setSaveError(
        `Your correction was saved, but the rule was not: ${apiErrorMessage(error, 'please try again.')}`,
      );
      return;
    }
    finish(`Correction saved for ${rowWord(updated)} and rule created.`);
  };

  const onSave = () => {
    setLayerErrors(missingLayerErrors(draft));
    return save(layers);
  };

  // One click on one of the engine's answers: its layers become the correction, saved at once.
  const onUseCandidate = (chosen: Layers) => {
    if (taxonomy.data) setEdited(draftFromLayers(chosen, taxonomy.data));
    setLayerErrors({});
    void save(chosen);
  };

  const onDraftChange = (next: LayerDraft) => {
    setEdited(next);
    setCorrected(false);
    // An error clears as soon as its layer is chosen.
    setLayerErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([key]) => next[key as LayerKey] === '')),
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      dismissible={!busy}
      title={count > 1 ? `Review ${rowWord(count)}` : 'Review this row'}
      description="Accept the answer as it is, or choose the right layers. Corrections are free."
      className="max-w-2xl!"
      returnFocusTo={props.returnFocusTo}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {row.layers && (
            <Button variant="outline" onClick={() => void onAccept()} disabled={busy}>
              {accept.isPending ? 'Accepting…' : 'Accept as is'}
            </Button>
          )}
          <Button onClick={() => void onSave()} disabled={busy || !taxonomy.data}>
            {correct.isPending || createRule.isPending
              ? 'Saving…'
              : ruleOn
                ? 'Save correction and rule'
                : 'Save correction'}
          </Button>
        </div>
      }
    >
      <div ref={bodyRef} className="space-y-5">
        <section aria-label="The line" className="space-y-2">
          <p className="font-medium break-words text-slate-900">{row.costName}</p>
          {count > 1 && (
            <p className="text-sm text-slate-600">
              {rowWord(count)} with this name get the same decision.
            </p>
          )}
          {contextEntries.length > 0 && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {contextEntries.map(([role, value]) => (
                <div key={role} className="contents">
                  <dt className="text-slate-600">{contextLabel(role)}</dt>
                  <dd className="break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>

        <section aria-label="Current answer" className="rounded-lg border border-slate-200 p-3">
          <h3 className="text-sm font-semibold text-slate-900">Current answer</h3>
          {row.layers ? (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {LAYER_KEYS.map((key) => (
                <div key={key} className="contents">
                  <dt className="text-slate-600">{key}</dt>
                  <dd className="text-slate-900">{row.layers?.[key]}</dd>
                </div>
              ))}
              <div className="contents">
                <dt className="text-slate-600">Confidence</dt>
                <dd className="text-slate-900">
                  <ConfidenceBadge
                    method={row.method}
                    confidence={row.confidence}
                    none="Not classified"
                  />
                </dd>
              </div>
            </dl>
          ) : (
            <p className="mt-1 text-sm text-slate-700">Not classified.</p>
          )}
          {row.reason && <p className="mt-2 text-sm text-slate-600">Why: {row.reason}</p>}
        </section>

        <AnswerCandidates candidates={candidates} onUse={onUseCandidate} disabled={busy} />

        <section aria-labelledby="correction-layers-heading" className="space-y-3">
          <h3 id="correction-layers-heading" className="text-sm font-semibold text-slate-900">
            Correct answer
          </h3>
          {taxonomy.isPending && (
            <div className="flex justify-center py-4">
              <Spinner label="Loading the TBM layers" />
            </div>
          )}
          {taxonomy.isError && (
            <div className="space-y-2">
              <Alert>{apiErrorMessage(taxonomy.error, 'Could not load the TBM layers.')}</Alert>
              <Button variant="outline" size="sm" onClick={() => void taxonomy.refetch()}>
                Try Again
              </Button>
            </div>
          )}
          {taxonomy.data && (
            <LayerPickers
              taxonomy={taxonomy.data}
              value={draft}
              onChange={onDraftChange}
              errors={layerErrors}
              disabled={busy}
              idPrefix="correction"
            />
          )}
        </section>

        <RuleFields
          enabled={ruleOn}
          onEnabledChange={(on) => {
            setRuleOn(on);
            setValueError(undefined);
          }}
          draft={ruleDraft}
          onDraftChange={(next) => {
            setRuleDraft(next);
            setValueError(undefined);
          }}
          kinds={ruleKindsFor(row.context)}
          line={row}
          layers={layers}
          valueError={valueError}
          disabled={busy}
        />

        {saveError && <Alert>{saveError}</Alert>}
      </div>
    </Dialog>
  );
}
