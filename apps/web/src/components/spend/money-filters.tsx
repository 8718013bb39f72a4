import { useId, useState } from 'react';
import { currencyLabel } from '../../lib/money';
import { fieldControlClasses } from '../ui/field';
import { FilterSelect } from '../ui/filter-select';

type MoneyKey = 'currency' | 'minAmount' | 'maxAmount';

/** A plain decimal as the filters take it (thousands separators and spaces dropped). */
export function amountBound(typed: string): string | undefined {
  const plain = typed.replace(/[\s,']/g, '');
  return /^-?\d{1,15}(\.\d{1,6})?$/.test(plain) ? plain : undefined;
}

function AmountInput(props: {
  label: string;
  value: string | undefined;
  onCommit(value: string | undefined): void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(props.value ?? '');
  const [shown, setShown] = useState(props.value);
  // The address changed under the box (back button, "Clear"): follow it.
  if (shown !== props.value) {
    setShown(props.value);
    setTyped(props.value ?? '');
  }
  const invalid = typed.trim() !== '' && amountBound(typed) === undefined;
  const commit = () => {
    if (invalid) return;
    const value = amountBound(typed);
    if (value !== props.value) props.onCommit(value);
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        placeholder="e.g. 10000"
        className={fieldControlClasses(invalid ? 'error' : undefined, 'h-11')}
      />
      {invalid && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          Type a number such as 10000 or 1234.56.
        </p>
      )}
    </div>
  );
}

/** Currency and amount range filters (rows and review queue), kept in the page's address. */
export function MoneyFilters(props: {
  currencies: ReadonlyArray<string | null>;
  value: Partial<Record<MoneyKey, string>>;
  onChange(key: MoneyKey, value: string | undefined): void;
}) {
  return (
    <>
      {props.currencies.length > 1 && (
        <FilterSelect
          label="Currency"
          value={props.value.currency}
          onChange={(value) => props.onChange('currency', value)}
        >
          {props.currencies.map((currency) => (
            <option key={currency ?? 'none'} value={currency ?? 'none'}>
              {currencyLabel(currency)}
            </option>
          ))}
        </FilterSelect>
      )}
      <AmountInput
        label="Amount from"
        value={props.value.minAmount}
        onCommit={(value) => props.onChange('minAmount', value)}
      />
      <AmountInput
        label="Amount to"
        value={props.value.maxAmount}
        onCommit={(value) => props.onChange('maxAmount', value)}
      />
    </>
  );
}
