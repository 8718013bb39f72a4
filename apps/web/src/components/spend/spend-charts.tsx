import type { CoverageTrendPoint, CurrencySpend, SpendGroup } from '@trusty/contracts';
import { useId, useState, type ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Sankey,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDate } from '../../lib/format';
import { currencyLabel, formatAmount, formatCompactAmount, formatShare } from '../../lib/money';
import { Button } from '../ui/button';
import { useKeyboardScrollable } from '../ui/dialog';
import { CoverageFigures, COVERAGE_LAYERS, SPEND_STATES } from './spend-figures';
import { PALETTE, STATE_COLOURS } from './spend-palette';

/**
 * The spend charts (issue 31), loaded on their own (lazy-spend-charts.tsx) so no other page
 * carries the charting library. Every chart has a table view of the same figures (exact, as the
 * API sends them), a caption, and a keyboard way through its values (Recharts' accessibility
 * layer: focus the chart, then the arrow keys).
 */

/** A first size before the container is measured (and where nothing measures it, in tests). */
const INITIAL = { width: 640, height: 280 };

/** The two views of every chart, offered as a pair of toggle buttons. */
const VIEWS = [
  { view: 'chart', label: 'Chart' },
  { view: 'table', label: 'Table' },
] as const;

function ChartFrame(props: {
  title: string;
  description: string;
  chart: ReactNode;
  table: ReactNode;
  height?: number;
}) {
  const [view, setView] = useState<(typeof VIEWS)[number]['view']>('chart');
  const titleId = useId();
  const descriptionId = useId();
  const tableBox = useKeyboardScrollable<HTMLDivElement>();
  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="min-w-0 space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-semibold text-slate-900">
            {props.title}
          </h3>
          <p id={descriptionId} className="text-sm text-slate-600">
            {props.description}
          </p>
        </div>
        <div role="group" aria-label={`${props.title}: view`} className="flex gap-1">
          {VIEWS.map((option) => (
            <Button
              key={option.view}
              variant={view === option.view ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={view === option.view}
              onClick={() => setView(option.view)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      </div>
      {view === 'chart' ? (
        <div style={{ height: props.height ?? INITIAL.height }} className="w-full">
          <ResponsiveContainer
            width="100%"
            height="100%"
            initialDimension={{ width: INITIAL.width, height: props.height ?? INITIAL.height }}
          >
            {props.chart as never}
          </ResponsiveContainer>
        </div>
      ) : (
        // On a phone a wide table scrolls in its box, reachable by keyboard when it does.
        <div
          {...tableBox}
          role="region"
          aria-label={`${props.title}: table`}
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {props.table}
        </div>
      )}
    </figure>
  );
}

/** Legend labels in the text colour: a series' own colour is too light to read as text. */
const legendText = (value: string) => <span className="text-slate-700">{value}</span>;

const cell = 'py-1.5 pr-3 text-right whitespace-nowrap tabular-nums';
const headCell = 'py-1.5 pr-3 text-right font-medium';

/** A figures table's header: what each row is, on the left, then the figures' names. */
function FiguresHead(props: { first: ReactNode; figures: readonly string[] }) {
  return (
    <thead className="text-slate-600">
      <tr>
        <th scope="col" className="py-1.5 pr-3 text-left font-medium">
          {props.first}
        </th>
        {props.figures.map((figure) => (
          <th key={figure} scope="col" className={headCell}>
            {figure}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The money of a currency, as the axes and tooltips write it. */
const moneyOf = (spend: CurrencySpend) => ({
  exact: (value: string) => formatAmount(value, spend.currency),
  compact: (value: number) => formatCompactAmount(String(value), spend.currency),
  tooltip: (value: unknown) => formatAmount(String(value), spend.currency),
});

/** Mapped with confidence or still to review, by cost pool or by tower. */
function GroupChart(props: {
  title: string;
  label: string;
  groups: SpendGroup[];
  spend: CurrencySpend;
}) {
  const money = moneyOf(props.spend);
  const data = props.groups.map((group) => ({
    name: group.name,
    confident: Number(group.confident),
    rest: Number(group.amount) - Number(group.confident),
  }));
  const height = Math.max(160, 44 * data.length + 60);
  return (
    <ChartFrame
      title={props.title}
      description={`Classified spend in ${currencyLabel(props.spend.currency)}, largest first: the part mapped with confidence, and the rest still to review.`}
      height={height}
      chart={
        <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }}>
          <CartesianGrid horizontal={false} stroke="#e2e8f0" />
          <XAxis type="number" tickFormatter={money.compact} />
          <YAxis type="category" dataKey="name" width={112} tick={{ fontSize: 12 }} />
          <Tooltip formatter={money.tooltip} />
          <Legend formatter={legendText} />
          <Bar
            dataKey="confident"
            name="Mapped with confidence"
            stackId="spend"
            fill={STATE_COLOURS.byRules}
          />
          <Bar
            dataKey="rest"
            name="Still to review"
            stackId="spend"
            fill={STATE_COLOURS.toReview}
          />
        </BarChart>
      }
      table={
        <table className="w-full text-sm">
          <caption className="sr-only">{props.title}</caption>
          <FiguresHead first={props.label} figures={['Spend', 'Mapped with confidence', 'Share']} />
          <tbody>
            {props.groups.map((group) => (
              <tr key={group.name} className="border-t border-slate-100">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  {group.name}
                </th>
                <td className={cell}>{money.exact(group.amount)}</td>
                <td className={cell}>{money.exact(group.confident)}</td>
                <td className={cell}>{formatShare(group.confident, group.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/** How the whole spend is decided: one stacked bar, rules to unclassified. */
function CoverageChart({ spend }: { spend: CurrencySpend }) {
  const money = moneyOf(spend);
  const datum = Object.fromEntries(
    SPEND_STATES.map((state) => [state.key, Number(spend[state.key])]),
  );
  const layers = COVERAGE_LAYERS.map((layer) => ({
    name: layer.label,
    covered: Number(spend.covered[layer.key]),
    rest: Number(spend.total) - Number(spend.covered[layer.key]),
  }));
  return (
    <ChartFrame
      title="Coverage"
      description={`How the ${currencyLabel(spend.currency)} spend was mapped: by your rules, by people, by the engine at or above the review threshold, and what is still to review or unclassified; then what is mapped with confidence at each layer.`}
      height={260}
      chart={
        <BarChart
          data={[{ name: 'All spend', ...datum }, ...layers]}
          layout="vertical"
          margin={{ left: 8, right: 16 }}
        >
          <CartesianGrid horizontal={false} stroke="#e2e8f0" />
          <XAxis type="number" tickFormatter={money.compact} />
          <YAxis type="category" dataKey="name" width={88} tick={{ fontSize: 12 }} />
          <Tooltip formatter={money.tooltip} />
          <Legend formatter={legendText} />
          {SPEND_STATES.map((state) => (
            <Bar
              key={state.key}
              dataKey={state.key}
              name={state.label}
              stackId="spend"
              fill={STATE_COLOURS[state.key]}
            />
          ))}
          <Bar
            dataKey="covered"
            name="Mapped with confidence"
            stackId="spend"
            fill={PALETTE[0]}
            legendType="none"
          />
          <Bar
            dataKey="rest"
            name="Not mapped with confidence"
            stackId="spend"
            fill="#cbd5e1"
            legendType="none"
          />
        </BarChart>
      }
      table={<CoverageFigures spend={spend} />}
    />
  );
}

/** Classified spend from each cost pool to each tower. */
function FlowChart({ spend }: { spend: CurrencySpend }) {
  const money = moneyOf(spend);
  // A Sankey draws money that flows: credits (negative totals) stay in the table view.
  const links = spend.flow.filter((link) => Number(link.amount) > 0);
  const pools = [...new Set(links.map((link) => link.costPool))];
  const towers = [...new Set(links.map((link) => link.itTower))];
  const nodes = [
    ...pools.map((name) => ({ name })),
    ...towers.map((name) => ({ name: `${name} ` })),
  ];
  const data = {
    nodes,
    links: links.map((link) => ({
      source: pools.indexOf(link.costPool),
      target: pools.length + towers.indexOf(link.itTower),
      value: Number(link.amount),
    })),
  };
  const height = Math.max(220, 28 * Math.max(pools.length, towers.length));
  return (
    <ChartFrame
      title="From cost pools to towers"
      description={`Where each cost pool's classified ${currencyLabel(spend.currency)} spend goes, by IT tower.`}
      height={height}
      chart={
        links.length === 0 ? (
          <svg role="img" aria-label="No classified spend to draw" />
        ) : (
          <Sankey
            data={data}
            nodePadding={16}
            margin={{ left: 8, right: 120, top: 8, bottom: 8 }}
            link={{ stroke: PALETTE[3], strokeOpacity: 0.35 }}
            node={{ fill: PALETTE[0] }}
          >
            <Tooltip formatter={money.tooltip} />
          </Sankey>
        )
      }
      table={
        <table className="w-full text-sm">
          <caption className="sr-only">From cost pools to towers</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1.5 pr-3 text-left font-medium">
                Cost Pool
              </th>
              <th scope="col" className="py-1.5 pr-3 text-left font-medium">
                IT Tower
              </th>
              <th scope="col" className={headCell}>
                Spend
              </th>
            </tr>
          </thead>
          <tbody>
            {spend.flow.map((link) => (
              <tr
                key={`${link.costPool}\u0000${link.itTower}`}
                className="border-t border-slate-100"
              >
                <td className="py-1.5 pr-3">{link.costPool}</td>
                <td className="py-1.5 pr-3">{link.itTower}</td>
                <td className={cell}>{money.exact(link.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/** Coverage upload after upload, in one currency. */
function TrendChart({
  points,
  currency,
}: {
  points: CoverageTrendPoint[];
  currency: string | null;
}) {
  const mine = points.filter((point) => point.currency === currency);
  const share = (part: string, whole: string) =>
    Number(whole) === 0 ? 0 : Math.round((Number(part) / Number(whole)) * 1000) / 10;
  const data = mine.map((point) => ({
    name: `${formatDate(point.createdAt)} · ${point.fileName}`,
    confident: share(point.confident, point.total),
    tower: share(point.covered.itTower, point.total),
  }));
  return (
    <ChartFrame
      title="Coverage across uploads"
      description={`The share of each upload's ${currencyLabel(currency)} spend mapped with confidence, oldest upload first.`}
      chart={
        <LineChart data={data} margin={{ left: 8, right: 16 }}>
          <CartesianGrid stroke="#e2e8f0" />
          <XAxis
            dataKey="name"
            tick={false}
            label={{ value: 'Uploads, oldest first', position: 'insideBottom' }}
          />
          <YAxis domain={[0, 100]} unit="%" width={48} />
          <Tooltip formatter={(value) => `${String(value)}%`} />
          <Legend verticalAlign="top" formatter={legendText} />
          <Line dataKey="confident" name="All six layers" stroke={PALETTE[0]} strokeWidth={2} />
          <Line
            dataKey="tower"
            name="IT Tower"
            stroke={PALETTE[1]}
            strokeDasharray="5 4"
            strokeWidth={2}
          />
        </LineChart>
      }
      table={
        <table className="w-full text-sm">
          <caption className="sr-only">Coverage across uploads</caption>
          <FiguresHead first="Upload" figures={['Spend', 'All six layers', 'IT Tower']} />
          <tbody>
            {mine.map((point) => (
              <tr key={point.uploadId} className="border-t border-slate-100">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal break-all">
                  {point.fileName}
                  <span className="block text-xs text-slate-500">
                    {formatDate(point.createdAt)}
                  </span>
                </th>
                <td className={cell}>{formatAmount(point.total, currency)}</td>
                <td className={cell}>{formatShare(point.confident, point.total)}</td>
                <td className={cell}>{formatShare(point.covered.itTower, point.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

export interface SpendChartsProps {
  spend: CurrencySpend;
  /** The account's uploads over time (Insights); an upload's own page has none. */
  trend?: CoverageTrendPoint[];
}

export function SpendCharts({ spend, trend }: SpendChartsProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CoverageChart spend={spend} />
      {trend && <TrendChart points={trend} currency={spend.currency} />}
      <GroupChart
        title="Spend by cost pool"
        label="Cost Pool"
        groups={spend.byPool}
        spend={spend}
      />
      <GroupChart title="Spend by tower" label="IT Tower" groups={spend.byTower} spend={spend} />
      <div className="lg:col-span-2">
        <FlowChart spend={spend} />
      </div>
    </div>
  );
}
