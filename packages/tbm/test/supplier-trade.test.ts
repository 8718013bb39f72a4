/**
 * Issue 30 (session 6, 30j): a payment whose only text is a firm's name, and a ledger account's own words beside a
 * supplier that sells something else — lines written for this test, not lines of any labelled set.
 */
import { describe, expect, it } from 'vitest';
import { one, pool } from './read-line.js';
import { classifyLine } from '../src/line.js';

describe("a payee's title is no vendor", () => {
  it("'Ms' before an initial is a person paid, not Microsoft; 'MS' before a product keeps it", () => {
    for (const name of ['Refund - Ms J Smith', 'REFUND MS K BROWN', 'Ms. A. Patel - expenses'])
      expect(one(name).recognised, name).toBe(false);
    expect(one('MS Office licences').reason).toMatch(/Microsoft Office/);
  });
});

describe("a firm's name alone says what the firm sells", () => {
  it("a telecoms firm's trade word is a carrier's service, not equipment bought", () => {
    for (const name of [
      'Brackwater Networks Ltd',
      'Brackwater Communications Ltd',
      'Brackwater Comms',
      'Brackwater Communication Systems Ltd',
      'Brackwater Telephone Systems',
    ]) {
      const r = one(name);
      expect(r.recognised, name).toBe(true);
      expect(pool(r), name).toBe('Telecom / Telecom');
      expect(r.layers['IT Tower'], name).toBe('Network');
      // a hint, not a reading of what was bought: for review
      expect(r.confidence, name).toBeLessThan(0.5);
    }
    // the same words that are not a firm's name are equipment
    expect(pool(one('Communication systems'))).toMatch(/^Hardware \//);
    const mobile = one('Brackwater Mobiles Ltd');
    expect(pool(mobile)).toBe('Telecom / Telecom');
    expect(mobile.layers['Sub-Tower']).toBe('Mobile Devices');
    expect(mobile.confidence).toBeLessThan(0.5);
  });

  it("an IT services firm's name alone bought the firm's work, for review", () => {
    for (const name of ['Brackwater IT Solutions Ltd', 'Brackwater Computer Services Ltd']) {
      const r = one(name);
      expect(pool(r), name).toBe('Outside Services / Managed Service Providers');
      expect(r.confidence, name).toBeLessThan(0.5);
    }
    // session 7 (30l): 'IT' or 'ICT' alone after the firm's own name is the same trade
    for (const name of [
      'Brackwater IT Ltd',
      'Brackwater ICT (UK) Limited',
      'Brackwater Technologies Ltd',
    ]) {
      const r = one(name);
      expect(pool(r), name).toBe('Outside Services / Managed Service Providers');
      expect(r.layers['IT Tower'], name).toBe('IT Management');
      expect(r.confidence, name).toBeLessThan(0.5);
    }
    // a ledger's own 'IT' (no firm's name before it) keeps its department reading
    expect(pool(one('IT costs'))).not.toBe('Outside Services / Managed Service Providers');
    // a firm that names its goods or its upkeep keeps them
    expect(pool(one('Brackwater Computers Ltd'))).toBe('Hardware / Expense');
    expect(pool(one('Brackwater Computer Repairs'))).toBe('Hardware / Maintenance & Support');
  });

  it('words that are not a firm’s name keep their own reading', () => {
    // the trade word first, or beside words of what was bought: a line's description, not a payee
    expect(one('Communications strategiques').recognised).toBe(false);
    expect(one('Communication services').recognised).toBe(false);
    expect(pool(one('Network switches'))).toBe('Hardware / Expense');
    expect(one('Mobile crane hire').layers['Cost Pool']).not.toBe('Telecom');
  });

  it('a firm with no trade word, or another trade, stays unrecognised', () => {
    for (const name of [
      'Brackwater Ltd',
      'Brackwater Construction Ltd',
      'Brackwater Care Systems Ltd',
    ])
      expect(one(name).recognised, name).toBe(false);
  });
});

describe('a ledger account of carrier services beside a supplier that sells something else', () => {
  it('an account of telephones is the telephony bill, whoever is paid', () => {
    const alone = one('Telephones');
    const paid = classifyLine({ name: 'Telephones', vendor: 'Civica UK Ltd' });
    expect(pool(alone)).toBe('Telecom / Telecom');
    expect(pool(paid)).toBe('Telecom / Telecom');
  });
});
