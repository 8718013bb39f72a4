import {
  RULE_MATCH_LABELS,
  type Layers,
  type RuleMatch,
  type RuleMatchKind,
} from '@trusty/contracts';
import { useId, useMemo } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRulePreview } from '../api/preview-rule';

/** How long typing must pause before the preview asks the API. */
export const PREVIEW_DEBOUNCE_MS = 400;

export interface RuleDraft {
  kind: RuleMatchKind;
  value: string;
}

/** The kinds a row can offer: vendor and GL account only when the row has those columns. */
export function ruleKindsFor(context: Record<string, string>): RuleMatchKind[] {
  return (['name', 'phrase', 'vendor', 'glAccount'] as const).filter(
    (kind) => (kind !== 'vendor' && kind !== 'glAccount') || Boolean(context[kind]?.trim()),
  );
}

/** What a kind matches for this row, as a starting value the person can edit. */
export function defaultRuleValue(
  kind: RuleMatchKind,
  line: { normalizedName: string; context: Record<string, string> },
): string {
  if (kind === 'vendor') return line.context.vendor ?? '';
  if (kind === 'glAccount') return line.context.glAccount ?? '';
  return line.normalizedName;
}

const VALUE_LABELS: Record<RuleMatchKind, string> = {
  name: 'Name to match exactly',
  phrase: 'Phrase the line contains',
  vendor: 'Vendor to match',
  glAccount: 'GL account to match',
};

const VALUE_HINTS: Record<RuleMatchKind, string> = {
  name: 'Matched after the same clean-up as your lines (case, punctuation, dates and codes ignored).',
  phrase: 'Whole words the cost name contains, for example "creative cloud".',
  vendor: 'Lines whose vendor column says this.',
  glAccount: 'Lines booked to this GL account.',
};

const rows = (n: number) => `${formatNumber(n)} stored ${n === 1 ? 'row' : 'rows'}`;

/** The live count of rows a rule would change, asked once typing pauses. */
function RulePreviewLine({ kind, value, layers }: RuleDraft & { layers: Layers | undefined }) {
  // Debounced as text: an object made anew each render would restart the wait every render.
  const question = useDebouncedValue(
    layers && value.trim() ? JSON.stringify({ match: { kind, value: value.trim() }, layers }) : '',
    PREVIEW_DEBOUNCE_MS,
  );
  const input = useMemo(
    () => (question ? (JSON.parse(question) as { match: RuleMatch; layers: Layers }) : undefined),
    [question],
  );
  const preview = useRulePreview(input);
  let text: string;
  if (!layers) text = 'Choose all six layers to see how many stored rows this rule would change.';
  else if (!value.trim())
    text = 'Enter what the rule matches to see how many stored rows it would change.';
  else if (!input || preview.isPending) text = 'Counting the stored rows this rule would change…';
  else if (preview.isError)
    text = apiErrorMessage(preview.error, 'Could not count the rows this rule would change.');
  else
    text = `This rule would change ${rows(preview.data.changingRows)} (${formatNumber(preview.data.protectedRows)} you reviewed stay as they are).`;
  return (
    <p role="status" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      {text}
    </p>
  );
}

/** "Always map lines like this": the match kind, its value, and what saving it would change. */
export function RuleFields(props: {
  enabled: boolean;
  onEnabledChange(enabled: boolean): void;
  draft: RuleDraft;
  onDraftChange(draft: RuleDraft): void;
  kinds: RuleMatchKind[];
  line: { normalizedName: string; context: Record<string, string> };
  layers: Layers | undefined;
  valueError?: string;
  disabled?: boolean;
}) {
  const checkboxId = useId();
  const { draft } = props;
  return (
    <section
      aria-labelledby={`${checkboxId}-label`}
      className="space-y-3 border-t border-slate-200 pt-4"
    >
      <div className="flex items-start gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          checked={props.enabled}
          onChange={(event) => props.onEnabledChange(event.target.checked)}
          disabled={props.disabled}
          className="mt-0.5 h-4 w-4 rounded border-slate-300"
        />
        <label id={`${checkboxId}-label`} htmlFor={checkboxId} className="text-sm text-slate-800">
          <span className="font-medium">Always map lines like this</span>
          <span className="block text-slate-600">
            Saves a rule: matching lines in your stored results and future uploads get this answer,
            free of charge.
          </span>
        </label>
      </div>
      {props.enabled && (
        <div className="space-y-3 pl-6">
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">Match lines by</legend>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              {props.kinds.map((kind) => (
                <label key={kind} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={`${checkboxId}-kind`}
                    value={kind}
                    checked={draft.kind === kind}
                    disabled={props.disabled}
                    onChange={() =>
                      props.onDraftChange({ kind, value: defaultRuleValue(kind, props.line) })
                    }
                    className="h-4 w-4 border-slate-300"
                  />
                  {RULE_MATCH_LABELS[kind]}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={VALUE_LABELS[draft.kind]}
            hint={VALUE_HINTS[draft.kind]}
            value={draft.value}
            error={props.valueError}
            disabled={props.disabled}
            onChange={(event) => props.onDraftChange({ ...draft, value: event.target.value })}
          />
          <RulePreviewLine kind={draft.kind} value={draft.value} layers={props.layers} />
        </div>
      )}
    </section>
  );
}
