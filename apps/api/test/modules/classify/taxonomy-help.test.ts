import { taxonomyResponseDataSchema } from '@trusty/contracts';
import { getTaxonomy } from '@trusty/tbm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';

const t = useTestApp();

describe('GET /tbm/taxonomy help', () => {
  it('carries each cost pool definition and each sub-tower examples for the pickers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tbm/taxonomy' });
    expect(res.statusCode).toBe(200);
    const data = taxonomyResponseDataSchema.parse(res.json().data);
    const help = data.help ?? {};
    const source = getTaxonomy();

    for (const pool of source.costPools) expect(help[pool.name]).toBe(pool.definition);
    const subTower = source.towers
      .flatMap((tower) => tower.subTowers)
      .find((s) => s.examples.length > 1);
    expect(subTower).toBeDefined();
    expect(help[subTower!.name]).toBe(`For example: ${subTower!.examples.join('; ')}.`);
    // Every entry names a member the pickers offer, so no help text is orphaned.
    const members = new Set([
      ...data.costPools.map((p) => p.name),
      ...data.towers.flatMap((tower) => tower.subTowers),
    ]);
    expect(Object.keys(help).filter((name) => !members.has(name))).toEqual([]);
  });
});
