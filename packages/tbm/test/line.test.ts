import { describe, expect, it } from 'vitest';
import { answerForInput, classifyLine, createLocalEngine, lineKey, lineText } from '../src/index';

/** A ledger line read with every column it has (issue 14 item 3). */

const engine = createLocalEngine();
const alone = (name: string) => engine.classifySync([name])[0]!;

describe('a FOCUS row', () => {
  it('is placed by its own ServiceCategory / ServiceSubcategory, whatever its name', () => {
    const c = classifyLine({
      name: 'Acme Quantum Ledger',
      focus: { category: 'Databases', subcategory: 'Relational Databases', provider: 'Acme' },
    });
    expect(alone('Acme Quantum Ledger').recognised).toBe(false);
    expect(c.recognised).toBe(true);
    expect(c.layers['IT Tower']).toBe('Platform');
    expect(c.layers['Sub-Tower']).toBe('Database');
    expect(c.layers['Cost Pool']).toBe('Outside Services');
    expect(c.layers['Sub-Cost Pool']).toBe('Cloud Service Providers');
    expect(c.reason).toContain("ServiceCategory 'Databases'");
    // the columns alone, with no word of the name backing them: high, not near-certain
    expect(c.confidence).toBeGreaterThanOrEqual(0.8);
    expect(c.confidence).toBeLessThan(0.9);
  });

  it('lets the charge description name the storage or traffic a compute service bills', () => {
    const base = { category: 'Compute', subcategory: 'Virtual Machines', provider: 'AWS' };
    const snapshot = classifyLine({
      name: 'Amazon Elastic Compute Cloud',
      focus: { ...base, chargeDescription: '$0.05 per GB-Month of snapshot data stored' },
    });
    const transfer = classifyLine({
      name: 'Amazon Elastic Compute Cloud',
      focus: { ...base, chargeDescription: '$0.09 per GB data transfer out to the internet' },
    });
    const hours = classifyLine({
      name: 'Amazon Elastic Compute Cloud',
      focus: { ...base, chargeDescription: '$0.0416 per On Demand Linux t3.medium Instance Hour' },
    });
    expect(snapshot.layers['IT Tower']).toBe('Storage');
    expect(snapshot.reason).toMatch(/^ChargeDescription/);
    expect(transfer.layers['IT Tower']).toBe('Network');
    expect(hours.layers['IT Tower']).toBe('Compute');
    expect(hours.layers['Sub-Tower']).toBe('Servers');
  });

  it('keeps a category decided by its columns below 0.8 when the name itself says otherwise', () => {
    const c = classifyLine({ name: 'Amazon S3', focus: { category: 'Compute' } });
    expect(c.layers['IT Tower']).toBe('Compute');
    expect(c.confidence).toBeLessThan(0.8);
    expect(c.reason).toContain('review');
  });

  it('falls back to its words where the category decides no tower (support plans)', () => {
    const c = classifyLine({
      name: 'Azure Virtual Machines',
      focus: { category: 'Management and Governance', subcategory: 'Support' },
    });
    expect(c.layers['Sub-Tower']).toBe(alone('Azure Virtual Machines').layers['Sub-Tower']);
    expect(c.reason).not.toContain('ServiceCategory');
  });
});

describe('a vendor column', () => {
  it('places a vague name by the vendor, and says so', () => {
    expect(alone('Annual renewal').recognised).toBe(false);
    const c = classifyLine({ name: 'Annual renewal', vendor: 'Cisco Systems, Inc.' });
    expect(c.recognised).toBe(true);
    expect(c.layers['IT Tower']).toBe('Network');
    expect(c.reason).toContain("Vendor 'Cisco'");
    // a vendor's default placement is a lead, not an answer
    expect(c.confidence).toBeLessThan(0.8);
  });

  it("reads a company's name there, not a product's: 'Umbrella Ltd' is no Cisco Umbrella", () => {
    expect(classifyLine({ name: 'Annual renewal', vendor: 'Umbrella Ltd' }).recognised).toBe(false);
    expect(lineKey({ name: 'x', vendor: 'Umbrella Ltd' })).toBe(lineKey({ name: 'x' }));
  });

  it('adds nothing when the vendor is unknown or already named in the line', () => {
    expect(classifyLine({ name: 'Annual renewal', vendor: 'Acme Corp' }).recognised).toBe(false);
    const named = classifyLine({ name: 'Cisco switch maintenance', vendor: 'Cisco' });
    expect(named).toMatchObject({
      layers: alone('Cisco switch maintenance').layers,
      confidence: alone('Cisco switch maintenance').confidence,
    });
    expect(named.reason).not.toContain('Vendor');
  });
});

describe('a GL account', () => {
  it('decides the finance layer with its cost-nature words and leaves the tower to the line', () => {
    const bare = alone('Veeam Backup & Replication');
    const c = classifyLine({
      name: 'Veeam Backup & Replication',
      glAccount: '6420',
      glDescription: 'Software Maintenance',
    });
    expect(c.layers['Sub-Tower']).toBe(bare.layers['Sub-Tower']);
    expect(c.layers['Cost Pool']).toBe('Software');
    expect(c.layers['Sub-Cost Pool']).toBe('Maintenance & Support');
    expect(c.reason).toContain("GL account words 'software maintenance'");
  });

  it('reads the words of an account written as number and name in one cell', () => {
    const c = classifyLine({ name: 'Dell PowerEdge R760', glAccount: '1510 - Depreciation' });
    expect(c.layers['Cost Pool']).toBe('Hardware');
    expect(c.layers['Sub-Cost Pool']).toBe('Depreciation & Amortization');
  });

  it('never makes a line recognised by cost words alone', () => {
    expect(classifyLine({ name: 'Quarterly fee', glDescription: 'Consulting' }).recognised).toBe(
      false,
    );
  });
});

describe('a cost centre', () => {
  it('places a line nothing else places, for review only', () => {
    const c = classifyLine({ name: 'Annual renewal', costCentre: 'IT Network Operations' });
    expect(c.recognised).toBe(true);
    expect(c.layers['IT Tower']).toBe('Network');
    expect(c.confidence).toBeLessThanOrEqual(0.5);
    expect(c.reason).toMatch(/^Cost centre words 'network/);
  });

  it('does not overrule what the line itself says', () => {
    const c = classifyLine({ name: 'Okta Workforce Identity', costCentre: 'Network Services' });
    expect(c.layers).toEqual(alone('Okta Workforce Identity').layers);
  });
});

describe('one key and one text per line', () => {
  it('keys lines by what their columns say, not by their raw cells', () => {
    expect(lineKey({ name: 'Renewal', vendor: 'Cisco' })).toBe(
      lineKey({ name: 'RENEWAL', vendor: 'Cisco Systems, Inc.' }),
    );
    expect(lineKey({ name: 'Renewal', vendor: 'Cisco' })).not.toBe(
      lineKey({ name: 'Renewal', vendor: 'Juniper' }),
    );
    // account numbers and cost-centre codes say nothing: a ledger's thousands of them share a key
    expect(lineKey({ name: 'Renewal', glAccount: '60112', costCentre: 'CC-1042' })).toBe(
      lineKey({ name: 'Renewal', glAccount: '60871', costCentre: 'CC-0007' }),
    );
    expect(lineKey({ name: 'Renewal', glDescription: 'Hardware maintenance' })).not.toBe(
      lineKey({ name: 'Renewal', glDescription: 'Software maintenance' }),
    );
  });

  it('keys names by their normalised form: references, dates and amounts make no new key', () => {
    const key = lineKey({ name: 'Cisco SmartNet renewal', vendor: 'Cisco' });
    for (const name of [
      'Cisco SmartNet renewal INV-204411',
      'Cisco SmartNet renewal Mar-24 PO 4500123',
      'CISCO SMARTNET RENEWAL #77',
    ])
      expect(lineKey({ name, vendor: 'Cisco' })).toBe(key);
    expect(lineKey({ name: 'Cisco SmartNet', vendor: 'Cisco' })).not.toBe(key);
    expect(lineKey({ name: 'x', vendor: 'Cisco' }, 'given form')).toContain('given form');
  });

  it('answers a name that normalises alike with the same answer but its own input', () => {
    const first = classifyLine({ name: 'Cisco SmartNet renewal INV-1' });
    const other = answerForInput(first, 'Cisco SmartNet renewal INV-2');
    expect(other).toEqual(classifyLine({ name: 'Cisco SmartNet renewal INV-2' }));
    expect(answerForInput(first, first.input)).toBe(first);
    // an unrecognised answer quotes its input in its reason
    const lunch = classifyLine({ name: 'Team lunch INV-1' });
    expect(lunch.recognised).toBe(false);
    expect(answerForInput(lunch, 'Team lunch Mar-24 INV-9')).toEqual(
      classifyLine({ name: 'Team lunch Mar-24 INV-9' }),
    );
  });

  it('classifies alike the lines it keys alike', () => {
    const a = classifyLine({ name: 'Annual renewal', vendor: 'Cisco', glAccount: '60112' });
    const b = classifyLine({ name: 'annual renewal', vendor: 'Cisco Systems', glAccount: '6099' });
    expect(b.layers).toEqual(a.layers);
    expect(b.reason).toBe(a.reason);
  });

  it('gives name-only engines the columns as words after the name', () => {
    expect(lineText({ name: 'Annual renewal' })).toBe('Annual renewal');
    expect(lineText({ name: 'Annual renewal', vendor: 'Cisco' })).toBe(
      'Annual renewal (vendor Cisco)',
    );
  });
});
