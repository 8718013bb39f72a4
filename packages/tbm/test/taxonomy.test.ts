import { describe, expect, it } from 'vitest';
import { LAYERS, TAXONOMY_VERSION, getTaxonomy, isConsistent } from '../src/index.js';

const ok = {
  'Cost Pool': 'Hardware',
  'Sub-Cost Pool': 'Maintenance & Support',
  'IT Tower': 'Network',
  'Sub-Tower': 'LAN/WAN',
  'Technical Solution': 'Infrastructure',
  'Technical Category': 'Network',
};

describe('taxonomy v4.0', () => {
  const t = getTaxonomy();
  it('has the v4.0 shape', () => {
    expect(t.version).toBe('4.0');
    expect(TAXONOMY_VERSION).toBe('4.0');
    expect(t.layers).toEqual([...LAYERS]);
    expect(t.costPools).toHaveLength(9);
    expect(t.costPools.flatMap((p) => p.subPools)).toHaveLength(17);
    expect(t.costPools.every((p) => p.subPools.length >= 1)).toBe(true);
    expect(t.towers).toHaveLength(11);
    expect(t.towers.flatMap((x) => x.subTowers)).toHaveLength(43);
    expect(t.solutionTypes.map((s) => s.name)).toEqual([
      'Delivery',
      'Infrastructure',
      'Platform',
      'Workplace',
      'Business',
      'Shared & Corporate',
    ]);
    expect(t.solutionTypes.flatMap((s) => s.categories)).toHaveLength(26);
  });
  it('is JSON-serialisable and a fresh copy each call', () => {
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
    t.towers.pop();
    expect(getTaxonomy().towers).toHaveLength(11);
  });
  it('rejects unknown versions', () => {
    expect(() => getTaxonomy('5.0')).toThrow(/unsupported/);
  });
  it('every sub-tower default solution is a real category', () => {
    const cats = new Set(t.solutionTypes.flatMap((s) => s.categories.map((c) => c.code)));
    for (const st of t.towers.flatMap((x) => x.subTowers)) expect(cats.has(st.solution)).toBe(true);
  });
  it('isConsistent checks every relation', () => {
    expect(isConsistent(ok)).toBe(true);
    expect(isConsistent({ ...ok, 'IT Tower': 'Compute' })).toBe(false);
    expect(isConsistent({ ...ok, 'Sub-Cost Pool': 'Licensing' })).toBe(false); // Licensing is under Software
    expect(isConsistent({ ...ok, 'Cost Pool': 'Software', 'Sub-Cost Pool': 'Lease' })).toBe(false);
    expect(isConsistent({ ...ok, 'Technical Solution': 'Platform' })).toBe(false);
    expect(isConsistent({ ...ok, 'Technical Category': 'Nonsense' })).toBe(false);
    expect(isConsistent({ ...ok, 'Sub-Tower': '' })).toBe(false);
    const { 'IT Tower': _drop, ...missing } = ok;
    expect(isConsistent(missing)).toBe(false);
  });
});
