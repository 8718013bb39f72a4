import type { TaxonomyResponseData } from '@trusty/contracts';
import type { ReactNode } from 'react';
import { SelectField } from '../ui/select-field';
import {
  LAYER_NOUNS,
  layerPairs,
  withChild,
  withParent,
  type LayerDraft,
  type LayerKey,
  type LayerPair,
} from './layer-draft';

/**
 * Help is keyed by member name; only cost pools and sub-towers have names unique across the
 * taxonomy (a sub-cost pool such as "Internal Labor" shares its pool's name), so only their
 * selects show it.
 */
const HELP_LAYERS: ReadonlySet<LayerKey> = new Set(['Cost Pool', 'Sub-Tower']);

export interface LayerPickersProps {
  taxonomy: TaxonomyResponseData;
  value: LayerDraft;
  onChange(next: LayerDraft): void;
  errors?: Partial<Record<LayerKey, string>>;
  disabled?: boolean;
  /** Keeps ids unique when two sets of pickers are on one page. */
  idPrefix?: string;
}

function LayerSelect(props: {
  id: string;
  label: LayerKey;
  value: string;
  onChange(value: string): void;
  error?: string;
  help?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <SelectField
      id={props.id}
      label={props.label}
      hint={props.help}
      error={props.error}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      disabled={props.disabled}
    >
      {props.children}
    </SelectField>
  );
}

const helpFor = (taxonomy: TaxonomyResponseData, layer: LayerKey, member: string) =>
  member && HELP_LAYERS.has(layer) ? taxonomy.help?.[member] : undefined;

/** One parent → child pair: the parent narrows the child list; a child brings its parent. */
function PairPickers({ pair, props }: { pair: LayerPair; props: LayerPickersProps }) {
  const { value, onChange, taxonomy, errors, disabled, idPrefix = 'layers' } = props;
  const parentIndex = pair.groups.findIndex((g) => g.name === value[pair.parent]);
  const childIndex =
    parentIndex >= 0 ? pair.groups[parentIndex]!.children.indexOf(value[pair.child]) : -1;
  // Child options carry "group:child" indexes: a child's name alone may sit under two parents.
  const childValue = childIndex >= 0 ? `${parentIndex}:${childIndex}` : '';
  const slug = (key: LayerKey) => `${idPrefix}-${key.toLowerCase().replace(/[^a-z]+/g, '-')}`;

  return (
    <>
      <LayerSelect
        id={slug(pair.parent)}
        label={pair.parent}
        value={value[pair.parent]}
        onChange={(parent) => onChange(withParent(value, pair, parent))}
        error={errors?.[pair.parent]}
        help={helpFor(taxonomy, pair.parent, value[pair.parent])}
        disabled={disabled}
      >
        <option value="">Choose {LAYER_NOUNS[pair.parent]}</option>
        {pair.groups.map((group) => (
          <option key={group.name} value={group.name}>
            {group.name}
          </option>
        ))}
      </LayerSelect>
      <LayerSelect
        id={slug(pair.child)}
        label={pair.child}
        value={childValue}
        onChange={(picked) => {
          if (!picked) return onChange({ ...value, [pair.child]: '' });
          const [g, c] = picked.split(':').map(Number);
          const group = pair.groups[g!];
          const child = group?.children[c!];
          if (group && child !== undefined) onChange(withChild(value, pair, group.name, child));
        }}
        error={errors?.[pair.child]}
        help={helpFor(taxonomy, pair.child, value[pair.child])}
        disabled={disabled}
      >
        <option value="">
          {parentIndex >= 0
            ? `Choose ${LAYER_NOUNS[pair.child]}`
            : `Choose ${LAYER_NOUNS[pair.child]} (any ${LAYER_NOUNS[pair.parent].replace(/^an? /, '')})`}
        </option>
        {parentIndex >= 0
          ? pair.groups[parentIndex]!.children.map((child, c) => (
              <option key={child} value={`${parentIndex}:${c}`}>
                {child}
              </option>
            ))
          : pair.groups.map((group, g) => (
              <optgroup key={group.name} label={group.name}>
                {group.children.map((child, c) => (
                  <option key={child} value={`${g}:${c}`}>
                    {child}
                  </option>
                ))}
              </optgroup>
            ))}
      </LayerSelect>
    </>
  );
}

/**
 * The six TBM layers as selects that offer only taxonomy members and keep the hierarchy
 * consistent: choosing a parent narrows its child list (and clears a child that no longer
 * fits); choosing a child sets its parent.
 */
export function LayerPickers(props: LayerPickersProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {layerPairs(props.taxonomy).map((pair) => (
        <PairPickers key={pair.parent} pair={pair} props={props} />
      ))}
    </div>
  );
}
