import type { TaxonomyResponseData } from '@trusty/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MoneyFilters } from '../../../components/spend/money-filters';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { RowsFilter } from '../api/get-upload-rows';
import { reviewLabels, statusLabels } from '../lib/answer-labels';
import { hasFilters, type FilterKey } from '../lib/rows-filter-params';

export const SEARCH_DELAY_MS = 300;

/** Search (debounced) and filters over an upload's rows; the page keeps them in the URL. */
export function RowsFilters(props: {
  filter: RowsFilter;
  taxonomy: TaxonomyResponseData | undefined;
  /** The upload's currencies (its spend), for the currency filter. */
  currencies: ReadonlyArray<string | null>;
  onChange(key: FilterKey, value: string | undefined): void;
  onClear(): void;
}) {
  const { filter, onChange } = props;
  const [typed, setTyped] = useState(filter.q ?? '');
  const settled = useDebouncedValue(typed, SEARCH_DELAY_MS);
  // The address changed under the box (back button, "Clear filters"): follow it.
  const [shown, setShown] = useState(filter.q);
  if (shown !== filter.q) {
    setShown(filter.q);
    setTyped(filter.q ?? '');
  }
  useEffect(() => {
    const q = settled.trim() || undefined;
    if (q !== filter.q && settled === typed) onChange('q', q);
    // Only a settled change of the box writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <div className="space-y-3">
      <TextField
        label="Search cost names"
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        maxLength={200}
        placeholder="e.g. Microsoft 365"
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <FilterSelect label="Confidence" value={filter.band} onChange={(v) => onChange('band', v)}>
          <option value="high">High (80% or more)</option>
          <option value="medium">Medium (60–79%)</option>
          <option value="low">Low (below 60%)</option>
        </FilterSelect>
        <FilterSelect label="Tower" value={filter.tower} onChange={(v) => onChange('tower', v)}>
          {props.taxonomy?.towers.map((t) => (
            <option key={t.name} value={t.name}>
              {t.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Cost pool"
          value={filter.costPool}
          onChange={(v) => onChange('costPool', v)}
        >
          {props.taxonomy?.costPools.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Status" value={filter.status} onChange={(v) => onChange('status', v)}>
          {Object.entries(statusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Review" value={filter.review} onChange={(v) => onChange('review', v)}>
          {Object.entries(reviewLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterSelect>
      </div>
      {props.currencies.length > 0 && (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <MoneyFilters
            currencies={props.currencies}
            value={filter}
            onChange={(key, value) => onChange(key, value)}
          />
          <SelectField
            label="Order"
            value={filter.order ?? 'row'}
            onChange={(event) =>
              onChange('order', event.target.value === 'amount' ? 'amount' : undefined)
            }
          >
            <option value="row">Sheet order</option>
            <option value="amount">Largest amount first</option>
          </SelectField>
        </div>
      )}
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={filter.needsReview === 'true'}
          onChange={(event) => onChange('needsReview', event.target.checked ? 'true' : undefined)}
          className="h-4 w-4 rounded border-slate-300"
        />
        Only rows that need review
      </label>
      {hasFilters(filter) && (
        <Button variant="ghost" size="sm" onClick={props.onClear}>
          Clear search and filters
        </Button>
      )}
    </div>
  );
}
