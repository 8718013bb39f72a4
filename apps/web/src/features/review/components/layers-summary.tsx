import type { Layers } from '@trusty/contracts';

/** An answer in three lines, each a parent › child pair, as people scan it. */
export function LayersSummary({ layers }: { layers: Layers | null }) {
  if (!layers) return <p className="text-sm text-slate-600">Not classified</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      <dt className="text-slate-500">Tower</dt>
      <dd className="text-slate-900">
        {layers['IT Tower']} › {layers['Sub-Tower']}
      </dd>
      <dt className="text-slate-500">Cost pool</dt>
      <dd className="text-slate-900">
        {layers['Cost Pool']} › {layers['Sub-Cost Pool']}
      </dd>
      <dt className="text-slate-500">Solution</dt>
      <dd className="text-slate-900">
        {layers['Technical Solution']} › {layers['Technical Category']}
      </dd>
    </dl>
  );
}
