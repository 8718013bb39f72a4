import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';

const t = useTestApp({}, { captureLogs: true });

interface LogEntry {
  msg?: string;
  req?: { url?: string };
}

describe('request logs', () => {
  it('are written for product routes but not for health probes', async () => {
    const taxonomy = await t.app.inject({ method: 'GET', url: '/api/v1/tbm/taxonomy' });
    expect(taxonomy.statusCode).toBe(200);
    for (const url of ['/api/v1/health', '/api/v1/health/ready']) {
      const probe = await t.app.inject({ method: 'GET', url });
      expect(probe.statusCode).toBe(200);
    }

    const entries = t.logs.map((line) => JSON.parse(line) as LogEntry);
    expect(
      entries.filter((entry) => entry.msg === 'incoming request').map((entry) => entry.req?.url),
    ).toEqual(['/api/v1/tbm/taxonomy']);
    // "request completed" names no URL: one line means the probes left none of their own.
    expect(entries.filter((entry) => entry.msg === 'request completed')).toHaveLength(1);
  });
});
