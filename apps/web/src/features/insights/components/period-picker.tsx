import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { Period } from '../api/get-insights';

/** The presets of the period picker, as days back from today (UTC); `all` has no bounds. */
export const PRESETS = [
  { value: 'all', label: 'All time' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 12 months' },
  { value: 'custom', label: 'Choose dates…' },
] as const;
export type Preset = (typeof PRESETS)[number]['value'];

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The period a preset stands for, counted from `today`. */
export function periodOf(preset: Preset, today = new Date()): Period {
  if (preset === 'all' || preset === 'custom') return {};
  const from = new Date(today.getTime() - (Number(preset) - 1) * 86_400_000);
  return { from: day(from), to: day(today) };
}

/** Which preset a period is, or `custom`. */
export function presetOf(period: Period, today = new Date()): Preset {
  if (!period.from && !period.to) return 'all';
  const match = PRESETS.find((preset) => {
    const bounds = periodOf(preset.value, today);
    return preset.value !== 'all' && bounds.from === period.from && bounds.to === period.to;
  });
  return match?.value ?? 'custom';
}

/** The custom period's two date boxes; each keeps the other bound as its limit. */
const BOUNDS = [
  { bound: 'from', label: 'From', limit: 'max', other: 'to' },
  { bound: 'to', label: 'To', limit: 'min', other: 'from' },
] as const;

export function PeriodPicker(props: {
  period: Period;
  custom: boolean;
  onChange(period: Period, custom: boolean): void;
}) {
  const preset = props.custom ? 'custom' : presetOf(props.period);
  const onBound = (bound: 'from' | 'to', typed: string) =>
    props.onChange({ ...props.period, [bound]: typed || undefined }, true);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        label="Period"
        value={preset}
        onChange={(event) => {
          const value = event.target.value as Preset;
          props.onChange(value === 'custom' ? props.period : periodOf(value), value === 'custom');
        }}
        className="w-48"
      >
        {PRESETS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {preset === 'custom' && (
        <>
          {BOUNDS.map(({ bound, label, limit, other }) => (
            <TextField
              key={bound}
              label={label}
              type="date"
              value={props.period[bound] ?? ''}
              {...{ [limit]: props.period[other] }}
              onChange={(event) => onBound(bound, event.target.value)}
            />
          ))}
        </>
      )}
    </div>
  );
}
