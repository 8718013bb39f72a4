import type { ReactNode } from 'react';
import { SelectField } from './select-field';

/** A filter's select: its first choice "All" sets no filter (`undefined`). */
export function FilterSelect(props: {
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  children: ReactNode;
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value || undefined)}
    >
      <option value="">All</option>
      {props.children}
    </SelectField>
  );
}
