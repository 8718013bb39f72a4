import type { Layers, ResultRow, ReviewGroup, RowSelection } from '@trusty/contracts';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LayerPickers } from '../../../components/taxonomy/layer-pickers';
import {
  completeLayers,
  draftFromLayers,
  type LayerKey,
} from '../../../components/taxonomy/layer-draft';
import { TaxonomyStatus } from '../../../components/taxonomy/taxonomy-status';
import type { useTaxonomyMembers } from '../../../lib/taxonomy';
import { useRowCandidates } from '../api/get-row-candidates';
import {
  layersOf,
  ruleMatchOf,
  useCorrectionForm,
  type CorrectionValues,
} from '../lib/correction-form';
import { rowWord, useCorrectionActions } from '../lib/use-correction-actions';
import { AnswerCandidates } from './answer-candidates';
import { CurrentAnswerSection, LineSection } from './answer-sections';
import { RuleFields, ruleKindsFor } from './rule-fields';
import { DialogActions } from '../../../components/ui/dialog-actions';

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

/**
 * Accept a row's answer, or correct its layers, and optionally teach it as a rule. Each opening
 * (again, or for another row) starts a fresh form; closing keeps the one on screen until it is
 * gone. By identity, not by object: a refetch hands over an equal row that must not reset it.
 */
export function CorrectionDialog(props: CorrectionDialogProps) {
  const { row, open } = props;
  const openKey = open ? ('id' in row ? row.id : `group:${row.normalizedName}`) : null;
  const [shown, setShown] = useState({ key: openKey, opening: 0 });
  if (openKey !== shown.key)
    setShown({ key: openKey, opening: openKey ? shown.opening + 1 : shown.opening });
  return <CorrectionDialogOpening key={shown.opening} {...props} />;
}

function CorrectionDialogOpening(props: CorrectionDialogProps) {
  const { row, open, onClose } = props;
  const { form, taxonomy } = useCorrectionForm(row);
  const count = rowCountOf(props);
  const actions = useCorrectionActions({
    selection: selectionOf(props),
    count,
    onSaved: props.onSaved,
    onClose,
  });
  const formId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  // A review group brings its candidates; a stored row's are asked for when the dialog opens.
  const fetched = useRowCandidates(open && 'id' in row ? row.id : undefined);
  const candidates = 'candidates' in row ? row.candidates : (fetched.data ?? []);
  const ruleOn = form.watch('rule.on');

  // After a refused save, once its errors are on screen: focus the first field in error.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused) bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  const submit = form.handleSubmit(
    (values: CorrectionValues) => actions.save(layersOf(values), ruleMatchOf(values)),
    () => setRefused((n) => n + 1),
  );

  // One click on one of the engine's answers: its layers become the correction, saved at once.
  const onUseCandidate = (chosen: Layers) => {
    if (taxonomy.data)
      form.setValue('layers', draftFromLayers(chosen, taxonomy.data), { shouldDirty: true });
    form.clearErrors('layers');
    actions.layersChanged();
    void submit();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      dismissible={!actions.busy}
      title={count > 1 ? `Review ${rowWord(count)}` : 'Review this row'}
      description="Accept the answer as it is, or choose the right layers. Corrections are free."
      className="max-w-2xl!"
      returnFocusTo={props.returnFocusTo}
      footer={
        <DialogActions onCancel={onClose} busy={actions.busy}>
          {row.layers && (
            <Button
              variant="outline"
              onClick={() => void actions.acceptAnswer()}
              disabled={actions.busy}
            >
              {actions.accepting ? 'Accepting…' : 'Accept as is'}
            </Button>
          )}
          <Button type="submit" form={formId} disabled={actions.busy || !taxonomy.data}>
            {actions.saving ? 'Saving…' : ruleOn ? 'Save correction and rule' : 'Save correction'}
          </Button>
        </DialogActions>
      }
    >
      <div ref={bodyRef} className="space-y-5">
        <LineSection row={row} count={count} />
        <CurrentAnswerSection row={row} />
        <AnswerCandidates candidates={candidates} onUse={onUseCandidate} disabled={actions.busy} />
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
          <CorrectionFields
            form={form}
            taxonomy={taxonomy}
            disabled={actions.busy}
            onLayersChange={actions.layersChanged}
          />
          <TeachRuleFields form={form} row={row} disabled={actions.busy} />
        </form>
        {actions.saveError && <Alert>{actions.saveError}</Alert>}
      </div>
    </Dialog>
  );
}

/** The correction: the six layers, each error shown on its picker until it is chosen. */
function CorrectionFields(props: {
  form: UseFormReturn<CorrectionValues>;
  taxonomy: ReturnType<typeof useTaxonomyMembers>;
  disabled: boolean;
  onLayersChange(): void;
}) {
  const { form, taxonomy } = props;
  const errors = form.formState.errors.layers as
    Partial<Record<LayerKey, { message?: string }>> | undefined;
  const layerErrors = Object.fromEntries(
    Object.entries(errors ?? {}).map(([key, error]) => [key, error?.message]),
  ) as Partial<Record<LayerKey, string>>;
  return (
    <section aria-labelledby="correction-layers-heading" className="space-y-3">
      <h3 id="correction-layers-heading" className="text-sm font-semibold text-slate-900">
        Correct answer
      </h3>
      <TaxonomyStatus taxonomy={taxonomy} />
      {taxonomy.data && (
        <Controller
          control={form.control}
          name="layers"
          render={({ field }) => (
            <LayerPickers
              taxonomy={taxonomy.data}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                props.onLayersChange();
              }}
              errors={layerErrors}
              disabled={props.disabled}
              idPrefix="correction"
            />
          )}
        />
      )}
    </section>
  );
}

/** Teaching the correction as a rule: off unless asked for, its match checked before saving. */
function TeachRuleFields(props: {
  form: UseFormReturn<CorrectionValues>;
  row: ResultRow | ReviewGroup;
  disabled: boolean;
}) {
  const { form, row } = props;
  const rule = form.watch('rule');
  const layers = completeLayers(form.watch('layers'));
  return (
    <RuleFields
      enabled={rule.on}
      onEnabledChange={(on) => {
        form.setValue('rule.on', on);
        form.clearErrors('rule.value');
      }}
      draft={{ kind: rule.kind, value: rule.value }}
      onDraftChange={(next) => {
        form.setValue('rule', { ...rule, ...next });
        form.clearErrors('rule.value');
      }}
      kinds={ruleKindsFor(row.context)}
      line={row}
      layers={layers}
      valueError={form.formState.errors.rule?.value?.message}
      disabled={props.disabled}
    />
  );
}
