import { describe, expect, it } from 'vitest';
import {
  decodeMessage,
  encodeMessage,
  fitEvent,
} from '../../../../src/modules/excel/progress/wire';

const envelope = { origin: 'instance-a', userId: 'u1', connectionId: 'conn-0001', id: 7 };
const result = {
  processId: 'p1',
  totalRows: 500,
  successfulRows: 400,
  errorRows: 100,
  unclassifiedRows: 0,
  skippedRows: 0,
  errors: [] as string[],
  expiresAt: '2026-11-25T00:00:00.000Z',
};

describe('progress messages between instances', () => {
  it('read back exactly what was written', () => {
    const message = {
      ...envelope,
      event: { event: 'complete' as const, data: { result: { ...result, errors: ['Row 2: x'] } } },
    };
    expect(decodeMessage(encodeMessage(message))).toEqual(message);
  });

  it('leave an event that fits as it is', () => {
    const event = {
      event: 'complete' as const,
      data: { result: { ...result, errors: ['Row 3: bad'] } },
    };
    expect(fitEvent(event, envelope)).toBe(event);
  });

  it('shorten a result whose error lines would not fit in one NOTIFY, keeping the counts', () => {
    const errors = Array.from({ length: 100 }, (_, i) => `Row ${i + 2}: ${'€'.repeat(400)}`);
    const fitted = fitEvent(
      { event: 'complete', data: { result: { ...result, errors } } },
      envelope,
    );
    const payload = encodeMessage({ ...envelope, event: fitted });
    expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    if (fitted.event !== 'complete') throw new Error('expected complete');
    expect(fitted.data.result).toMatchObject({ errorRows: 100, totalRows: 500, processId: 'p1' });
    expect(fitted.data.result.errors.length).toBeGreaterThan(0);
    expect(fitted.data.result.errors.length).toBeLessThan(100);
    expect(fitted.data.result.errors[0]).toMatch(/^Row 2: €+…$/);
  });

  it('cut an error message that would not fit', () => {
    const fitted = fitEvent({ event: 'error', data: { message: 'ü'.repeat(10_000) } }, envelope);
    if (fitted.event !== 'error') throw new Error('expected error');
    expect(fitted.data.message).toBe('ü'.repeat(1_000));
  });

  it('refuse payloads of other shapes', () => {
    const good = { ...envelope, event: { event: 'error', data: { message: 'x' } } };
    for (const bad of [
      '[]',
      '{',
      JSON.stringify({ ...good, id: 0 }),
      JSON.stringify({ ...good, id: 1.5 }),
      JSON.stringify({ ...good, userId: '' }),
      JSON.stringify({ ...good, connectionId: 'short' }),
      JSON.stringify({ ...good, event: { event: 'other', data: {} } }),
      JSON.stringify({ ...good, event: { event: 'progress', data: { stage: 'x' } } }),
    ]) {
      expect(decodeMessage(bad)).toBeUndefined();
    }
    expect(decodeMessage(JSON.stringify(good))).toEqual(good);
  });
});
