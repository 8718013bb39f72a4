import { describe, expect, it } from 'vitest';
import { createLocalEngine, type Classification } from '../src/index.js';

const engine = createLocalEngine();
const one = (s: string): Classification => engine.classifySync([s])[0]!;
const finance = (r: Classification) => `${r.layers['Cost Pool']} / ${r.layers['Sub-Cost Pool']}`;
const it_ = (r: Classification) => `${r.layers['IT Tower']} / ${r.layers['Sub-Tower']}`;

// Rules that decide between competing evidence; each case failed before its rule existed.
describe('evidence rules', () => {
  it('a support programme says what is paid for, the covered equipment says the tower', () => {
    const r = one('Dell ProSupport Plus laptops 4yr extension');
    expect(it_(r)).toBe('End User / Workspace');
    expect(finance(r)).toBe('Hardware / Maintenance & Support');
  });

  it('a consultancy named anywhere in the line makes it consulting', () => {
    expect(finance(one('TBM cost model build - Deloitte'))).toBe('Outside Services / Consulting');
    expect(finance(one('SOX ITGC testing - EY'))).toBe('Outside Services / Consulting');
  });

  it('an outsourcer named with the work it does is a managed service; with a product bought it is not', () => {
    expect(finance(one('CICS region support - Kyndryl'))).toBe('Outside Services / Managed Service Providers');
    expect(finance(one('Dell Latitude laptops - Computacenter'))).toBe('Hardware / Expense');
  });

  it('plain equipment nouns make the asset hardware', () => {
    expect(finance(one('DR standby servers - depreciation'))).toBe('Hardware / Depreciation & Amortization');
  });

  it('a perpetual licence is installed software even from a SaaS vendor', () => {
    expect(finance(one('Adobe Acrobat Standard perpetual licence x10'))).toBe('Software / Licensing');
  });

  it('the same product named twice votes once (CICS for z/OS is middleware, not the OS)', () => {
    expect(it_(one('IBM CICS TS for z/OS MLC'))).toBe('Platform / Mainframe Middleware');
  });

  it('at equal evidence a named product beats a generic word, but a services firm does not', () => {
    expect(it_(one('ServiceNow developer contractor T&M'))).toBe('Delivery / IT Service Management');
    expect(it_(one('Kyndryl x86 server managed service'))).toBe('Compute / Servers');
  });

  it('reads German ledger terms and common misspellings', () => {
    expect(finance(one('AfA Notebooks/PCs 10/2025'))).toBe('Hardware / Depreciation & Amortization');
    expect(finance(one('STROM RZ STUTTGART 09/2025'))).toBe('Facilities & Power / Facilities & Power');
    expect(finance(one('F5 BIG-IP i5800 maintenence'))).toBe('Hardware / Maintenance & Support');
  });

  it('does not read on-call or social security as telephony or IT security', () => {
    expect(r_tower('Application operations on-call allowance')).toBe('Application');
    expect(r_tower('Network engineers salaries incl. employer social security')).toBe('Network');
  });
});

function r_tower(s: string): string {
  return one(s).layers['IT Tower'];
}
