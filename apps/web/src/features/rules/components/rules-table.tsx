import { LAYER_KEYS, RULE_MATCH_LABELS, type Rule } from '@trusty/contracts';
import { Fragment, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DATA_CELL, DataTable, PhoneLabel } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An on/off switch read as "Enabled" with its rule's value. */
function EnabledSwitch(props: { rule: Rule; onToggle(enabled: boolean): void; pending: boolean }) {
  const { rule } = props;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={rule.enabled}
      aria-label={`Enabled: ${rule.match.value}`}
      disabled={props.pending}
      onClick={() => props.onToggle(!rule.enabled)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
        rule.enabled ? 'bg-brand-600' : 'bg-slate-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
          rule.enabled ? 'translate-x-5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}

/** Editing and deleting a rule, each button naming the rule it acts on. */
function RuleActions(props: {
  rule: Rule;
  onEdit(rule: Rule, button: HTMLButtonElement): void;
  onDelete(rule: Rule, button: HTMLButtonElement): void;
}) {
  const { rule } = props;
  return (
    <span className="flex gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-label={`Edit ${rule.match.value}`}
        onClick={(event) => props.onEdit(rule, event.currentTarget)}
      >
        Edit
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700"
        aria-label={`Delete ${rule.match.value}`}
        onClick={(event) => props.onDelete(rule, event.currentTarget)}
      >
        Delete
      </Button>
    </span>
  );
}

/** A rule's six layers, shown under its row on request. */
function RuleLayersRow({ id, rule, open }: { id: string; rule: Rule; open: boolean }) {
  return (
    <tr id={id} hidden={!open} className="max-sm:block bg-slate-50">
      <td colSpan={7} className="px-3 py-2 max-sm:block">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          {LAYER_KEYS.map((key) => (
            <Fragment key={key}>
              <dt className="text-slate-500">{key}</dt>
              <dd className="text-slate-900">{rule.layers[key]}</dd>
            </Fragment>
          ))}
        </dl>
      </td>
    </tr>
  );
}

export function RulesTable(props: {
  rules: Rule[];
  onToggle(rule: Rule, enabled: boolean): void;
  togglingId: string | undefined;
  onEdit(rule: Rule, button: HTMLButtonElement): void;
  onDelete(rule: Rule, button: HTMLButtonElement): void;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  return (
    <DataTable
      label="Rules table"
      caption="Your rules"
      frameClassName="sm:overflow-x-auto sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white"
      columns={[
        { label: 'Match' },
        { label: 'Value' },
        { label: 'Tower / Sub-tower' },
        { label: 'Enabled' },
        { label: 'Hits', align: 'right' },
        { label: 'Updated' },
        { label: 'Actions', srOnly: true },
      ]}
    >
      {props.rules.map((rule) => {
        const open = expanded.has(rule.id);
        const detailsId = `rule-layers-${rule.id}`;
        return (
          <Fragment key={rule.id}>
            <tr className="max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:rounded-2xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3">
              <td className={cn(DATA_CELL, 'whitespace-nowrap text-slate-600')}>
                <PhoneLabel>Match</PhoneLabel>
                {RULE_MATCH_LABELS[rule.match.kind]}
              </td>
              <th
                scope="row"
                className="px-3 py-2 font-medium break-words text-slate-900 max-sm:p-0 sm:max-w-64"
              >
                {rule.match.value}
              </th>
              <td className={cn(DATA_CELL, 'text-slate-700')}>
                <PhoneLabel>Tower</PhoneLabel>
                <span>
                  {rule.layers['IT Tower']} / {rule.layers['Sub-Tower']}
                  <button
                    type="button"
                    aria-label={`${open ? 'Hide layers' : 'All layers'} of ${rule.match.value}`}
                    aria-expanded={open}
                    aria-controls={detailsId}
                    onClick={() =>
                      setExpanded((current) => {
                        const next = new Set(current);
                        if (open) next.delete(rule.id);
                        else next.add(rule.id);
                        return next;
                      })
                    }
                    className="ml-2 text-xs font-medium text-brand-700 hover:underline"
                  >
                    {open ? 'Hide layers' : 'All layers'}
                  </button>
                </span>
              </td>
              <td className={DATA_CELL}>
                <PhoneLabel>Enabled</PhoneLabel>
                <EnabledSwitch
                  rule={rule}
                  pending={props.togglingId === rule.id}
                  onToggle={(enabled) => props.onToggle(rule, enabled)}
                />
              </td>
              <td className={cn(DATA_CELL, 'text-right tabular-nums')}>
                <PhoneLabel>Hits</PhoneLabel>
                {formatNumber(rule.hits)}
              </td>
              <td className={cn(DATA_CELL, 'whitespace-nowrap text-slate-600')}>
                <PhoneLabel>Updated</PhoneLabel>
                <time dateTime={rule.updatedAt}>{dateFormat.format(new Date(rule.updatedAt))}</time>
              </td>
              <td className={cn(DATA_CELL, 'max-sm:justify-end')}>
                <RuleActions rule={rule} onEdit={props.onEdit} onDelete={props.onDelete} />
              </td>
            </tr>
            <RuleLayersRow id={detailsId} rule={rule} open={open} />
          </Fragment>
        );
      })}
    </DataTable>
  );
}
