import { Check, Circle } from 'lucide-react';
import { cn } from '../../../lib/cn';

const requirements = [
  { label: 'At least 6 characters', met: (value: string) => value.length >= 6 },
  {
    label: 'Upper and lower case letters',
    met: (value: string) => /[A-Z]/.test(value) && /[a-z]/.test(value),
  },
  { label: 'At least one number', met: (value: string) => /[0-9]/.test(value) },
];

/** The reset form's rules (spec §5), ticked off as the new password is typed. */
export function PasswordRequirements({ id, value }: { id: string; value: string }) {
  return (
    <div id={id} className="rounded-lg bg-slate-50 p-3 text-sm">
      <p className="mb-1.5 font-medium text-slate-700">Password requirements:</p>
      <ul className="space-y-1">
        {requirements.map(({ label, met }) => {
          const ok = met(value);
          return (
            <li
              key={label}
              className={cn('flex items-center gap-2', ok ? 'text-green-700' : 'text-slate-600')}
            >
              {ok ? (
                <Check aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Circle aria-hidden="true" className="h-3 w-3 mx-0.5" />
              )}
              {label}
              <span className="sr-only">{ok ? '(met)' : '(not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
