import { useId } from 'react';
import { fieldControlClasses } from '../../../components/ui/field';
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

export function PeriodPicker(props: {
  period: Period;
  custom: boolean;
  onChange(period: Period, custom: boolean): void;
}) {
  const id = useId();
  const fromId = useId();
  const toId = useId();
  const preset = props.custom ? 'custom' : presetOf(props.period);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          Period
        </label>
        <select
          id={id}
          value={preset}
          onChange={(event) => {
            const value = event.target.value as Preset;
            props.onChange(value === 'custom' ? props.period : periodOf(value), value === 'custom');
          }}
          className={fieldControlClasses(undefined, 'h-11 w-48')}
        >
          {PRESETS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {preset === 'custom' && (
        <>
          <div className="space-y-1.5">
            <label htmlFor={fromId} className="block text-sm font-medium text-slate-700">
              From
            </label>
            <input
              id={fromId}
              type="date"
              value={props.period.from ?? ''}
              max={props.period.to}
              onChange={(event) =>
                props.onChange({ ...props.period, from: event.target.value || undefined }, true)
              }
              className={fieldControlClasses(undefined, 'h-11')}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={toId} className="block text-sm font-medium text-slate-700">
              To
            </label>
            <input
              id={toId}
              type="date"
              value={props.period.to ?? ''}
              min={props.period.from}
              onChange={(event) =>
                props.onChange({ ...props.period, to: event.target.value || undefined }, true)
              }
              className={fieldControlClasses(undefined, 'h-11')}
            />
          </div>
        </>
      )}
    </div>
  );
}
