import type { RuleMatchKind } from '@trusty/contracts';
import { describe, expect, it } from 'vitest';
import type { StoredLayers } from '../../../src/db/schema/index';
import {
  compileRules,
  normalizeForRules,
  normalizeRuleValue,
  type RuleRecord,
} from '../../../src/modules/rules/rule-matcher';

const CLOUD: StoredLayers = {
  'Cost Pool': 'External Services',
  'Sub-Cost Pool': 'Cloud Service Providers',
  'IT Tower': 'Compute',
  'Sub-Tower': 'Cloud Compute',
  'Technical Solution': 'Virtual Server',
  'Technical Category': 'Infrastructure',
};
const LAPTOP: StoredLayers = { ...CLOUD, 'IT Tower': 'End User', 'Sub-Tower': 'Workspace' };

let serial = 0;
function rule(kind: RuleMatchKind, value: string, extra: Partial<RuleRecord> = {}): RuleRecord {
  serial += 1;
  return {
    id: `r${serial}`,
    matchKind: kind,
    matchValue: normalizeRuleValue(kind, value),
    displayValue: value,
    layers: CLOUD,
    enabled: true,
    ...extra,
  };
}

describe('compileRules: each kind', () => {
  it('name matches the whole normalised name, whatever its case, plurals or numbers', () => {
    const r = rule('name', 'AWS EC2 instance');
    const set = compileRules([r]);
    expect(set.match({ name: 'aws  EC2 Instances 2024' })?.rule.id).toBe(r.id);
    expect(set.match({ name: 'AWS EC2 instance reserved' })).toBeUndefined();
  });

  it('vendor matches the vendor column, case and spacing aside, never the name', () => {
    const r = rule('vendor', 'Amazon  Web Services');
    const set = compileRules([r]);
    expect(set.match({ name: 'anything', vendor: ' amazon web SERVICES ' })?.rule.id).toBe(r.id);
    expect(set.match({ name: 'Amazon Web Services' })).toBeUndefined();
    expect(set.match({ name: 'x', vendor: 'Amazon' })).toBeUndefined();
  });

  it('glAccount matches the GL column exactly, so neighbouring codes stay apart', () => {
    const r = rule('glAccount', '6100-10');
    const set = compileRules([r]);
    expect(set.match({ name: 'x', glAccount: '6100-10' })?.rule.id).toBe(r.id);
    expect(set.match({ name: 'x', glAccount: '6100-20' })).toBeUndefined();
    expect(set.match({ name: '6100-10' })).toBeUndefined();
  });

  it('phrase matches whole words in sequence inside the name, not parts of words', () => {
    const r = rule('phrase', 'cloud hosting');
    const set = compileRules([r]);
    expect(set.match({ name: 'Monthly Cloud Hosting Services' })?.rule.id).toBe(r.id);
    expect(set.match({ name: 'hosting cloud' })).toBeUndefined();
    expect(set.match({ name: 'cloudy hosting' })).toBeUndefined();
    expect(set.match({ name: 'cloud' })).toBeUndefined();
  });

  it('the reason names the kind and the value as typed', () => {
    const set = compileRules([rule('vendor', 'Amazon Web Services')]);
    expect(set.match({ name: 'x', vendor: 'amazon web services' })?.reason).toBe(
      'Your rule: Vendor "Amazon Web Services"',
    );
    const phrase = compileRules([rule('phrase', 'Cloud hosting')]);
    expect(phrase.match({ name: 'cloud hosting fee' })?.reason).toBe(
      'Your rule: Contains phrase "Cloud hosting"',
    );
  });
});

describe('compileRules: precedence', () => {
  it('name before vendor before GL account before phrase', () => {
    const name = rule('name', 'dell laptop');
    const vendor = rule('vendor', 'Dell');
    const gl = rule('glAccount', '7000');
    const phrase = rule('phrase', 'laptop');
    const set = compileRules([phrase, gl, vendor, name]);
    const line = { name: 'Dell laptops', vendor: 'dell', glAccount: '7000' };
    expect(set.match(line)?.rule.id).toBe(name.id);
    expect(set.match({ ...line, name: 'Dell laptop bag' })?.rule.id).toBe(vendor.id);
    expect(set.match({ ...line, name: 'Dell laptop bag', vendor: 'HP' })?.rule.id).toBe(gl.id);
    expect(set.match({ name: 'Dell laptop bag', vendor: 'HP' })?.rule.id).toBe(phrase.id);
  });

  it('within phrases the longest value wins, wherever it sits in the line', () => {
    const short = rule('phrase', 'support', { layers: LAPTOP });
    const long = rule('phrase', 'premium support contract');
    const set = compileRules([short, long]);
    expect(set.match({ name: 'Cisco premium support contract' })?.rule.id).toBe(long.id);
    expect(set.match({ name: 'support for premium support contract' })?.rule.id).toBe(long.id);
    expect(set.match({ name: 'Cisco support' })?.rule.id).toBe(short.id);
  });

  it('the choice does not depend on the order the rules come in', () => {
    const a = rule('phrase', 'network gear');
    const b = rule('phrase', 'network cable');
    const line = { name: 'network gear and network cable' };
    const ids = [
      compileRules([a, b]).match(line)?.rule.id,
      compileRules([b, a]).match(line)?.rule.id,
    ];
    expect(ids[0]).toBe(ids[1]);
  });

  it('disabled rules never match, and a disabled winner lets the next one decide', () => {
    const off = rule('name', 'dell laptop', { enabled: false });
    const phrase = rule('phrase', 'laptop');
    const set = compileRules([off, phrase]);
    expect(set.match({ name: 'Dell laptop' })?.rule.id).toBe(phrase.id);
    expect(compileRules([off]).match({ name: 'Dell laptop' })).toBeUndefined();
    expect(compileRules([off]).size).toBe(0);
  });
});

describe('compileRules: hostile values', () => {
  it('regular-expression characters are plain text', () => {
    const gl = rule('glAccount', '(a+)+$');
    const vendor = rule('vendor', '.*');
    const set = compileRules([gl, vendor]);
    expect(set.match({ name: 'x', glAccount: '(a+)+$' })?.rule.id).toBe(gl.id);
    expect(set.match({ name: 'x', glAccount: 'aaaa' })).toBeUndefined();
    expect(set.match({ name: 'x', vendor: 'Acme' })).toBeUndefined();
    expect(set.match({ name: 'x', vendor: '.*' })?.rule.id).toBe(vendor.id);
  });

  it('a value that normalises to nothing never matches (not even an empty line)', () => {
    const set = compileRules([rule('phrase', 'the of'), rule('name', '!!!')]);
    expect(set.match({ name: '' })).toBeUndefined();
    expect(set.match({ name: 'the cost of it' })).toBeUndefined();
  });

  it('long values and long lines stay linear', () => {
    const words = Array.from({ length: 300 }, (_, i) => `w${String.fromCharCode(97 + (i % 26))}`);
    const rules = Array.from({ length: 2_000 }, (_, i) =>
      rule('phrase', `${words.slice(0, 40).join(' ')} tail${i}`),
    );
    const set = compileRules(rules);
    const line = { name: `${words.join(' ')} `.repeat(30) };
    const started = performance.now();
    expect(set.match(line)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2_000);
    const hit = `${words.slice(0, 40).join(' ')} tail1999`;
    expect(set.match({ name: `x ${hit}` })?.rule.id).toBe(rules[1999]?.id);
  });
});

describe('normalizeForRules', () => {
  it('trims, lower-cases and collapses whitespace only', () => {
    expect(normalizeForRules('  ACME\t Corp.  Ltd ')).toBe('acme corp. ltd');
  });
});
