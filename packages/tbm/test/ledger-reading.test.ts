/**
 * Issue 30, session 3: the rules read off the public ledgers' and purchases' dev half, each on lines written for this
 * test (not lines of any labelled set): a line's own word for what was bought, telecoms goods, software a line pays
 * for without naming it, generic work words beside a non-IT subject, a supplier's trade, a person as payee, ordinary
 * words that are no vendor, a carrier's other names in a vendor column.
 */
import { describe, expect, it } from 'vitest';
import { one, pool, tower } from './read-line.js';
import { classifyLine, lineKey } from '../src/line.js';

describe("the line's own word for what was bought", () => {
  it('beats the kind of an IT services firm paid for it, unless the line buys work', () => {
    expect(pool(classifyLine({ name: 'Software maintenance', vendor: 'Computacenter' }))).toBe(
      'Software / Maintenance & Support',
    );
    expect(pool(classifyLine({ name: 'Purchased software', vendor: 'Deloitte' }))).toMatch(
      /^Software \//,
    );
    expect(
      pool(classifyLine({ name: 'Computer software', vendor: 'Tata Consultancy Services' })),
    ).toMatch(/^Software \//);
    expect(pool(classifyLine({ name: 'Computer maintenance', vendor: 'Capita' }))).toBe(
      'Hardware / Maintenance & Support',
    );
    // work bought from the firm stays a service
    expect(
      classifyLine({ name: 'Software development', vendor: 'Accenture' }).layers['Cost Pool'],
    ).toBe('Outside Services');
  });
  it("'software' in a ledger account beats the equipment noun of its parent account and a vendor's SaaS kind", () => {
    expect(one('Computer Equipment - Software').layers['Cost Pool']).toBe('Software');
    expect(
      classifyLine({ name: 'Software - Expenditure', vendor: 'Microsoft' }).layers['Cost Pool'],
    ).toBe('Software');
    // a named SaaS product keeps its own kind
    expect(one('Salesforce Sales Cloud software subscription').layers['Cost Pool']).toBe(
      'Outside Services',
    );
  });
});

describe('telecoms goods are equipment, a carrier service is telecom', () => {
  it('maintenance, supplies and purchases of telecoms equipment are hardware', () => {
    expect(pool(one('Telecoms Maintenance'))).toBe('Hardware / Maintenance & Support');
    expect(one('Telecomms Supplies').layers['Cost Pool']).toBe('Hardware');
    expect(
      classifyLine({
        name: 'Purchase of Telecommunications Equipment',
        vendor: 'Daisy Communications Ltd',
      }).layers['Cost Pool'],
    ).toBe('Hardware');
  });
  it('a carrier service stays telecom, also through a reseller, and a carrier’s bill for phones is the contract', () => {
    expect(pool(one('Telephone line rental and calls'))).toBe('Telecom / Telecom');
    expect(pool(classifyLine({ name: 'Telephony Mobile', vendor: 'Computacenter' }))).toBe(
      'Telecom / Telecom',
    );
    expect(pool(classifyLine({ name: 'Mobile phones', vendor: 'Vodafone' }))).toBe(
      'Telecom / Telecom',
    );
    expect(
      classifyLine({ name: 'Purchase of mobile phones', vendor: 'Vodafone' }).layers['Cost Pool'],
    ).toBe('Hardware');
  });
  it("reads a carrier's other name in a vendor column, and not its words as a second 'telecom'", () => {
    const r = classifyLine({ name: 'Telephones', vendor: 'British Telecom' });
    expect(pool(r)).toBe('Telecom / Telecom');
    expect(r.layers['Sub-Tower']).toBe('Voice');
    // a product's name in a vendor column is still no purchase of that product
    expect(classifyLine({ name: 'Consultancy', vendor: 'Umbrella Ltd' }).reason).not.toMatch(
      /Umbrella/,
    );
  });
});

describe('software a line pays for without naming it (answer what is known)', () => {
  it('a licence fee or an intangible asset is answered, pool plain, tower a low-confidence guess', () => {
    const fee = one('Annual Licence Fee for 12 months to March');
    expect(fee.recognised).toBe(true);
    expect(pool(fee)).toBe('Software / Licensing');
    expect(fee.confidence).toBeLessThan(0.5);
    const intangible = one('Intangible Assets');
    expect(intangible.recognised).toBe(true);
    expect(pool(intangible)).toBe('Software / Depreciation & Amortization');
  });
  it('a licence of something else is not software', () => {
    expect(one('Premises licence renewal').recognised).toBe(false);
    expect(one('TV licence').recognised).toBe(false);
  });
});

describe('generic work and place words beside a non-IT subject', () => {
  it('leave the line Unclassified and say why', () => {
    for (const name of [
      'Gas - Stonefall Cemetery PCs',
      'Water - Dacre Bottom PCs',
      'Design & Build Contract for a Range of Housing Projects',
      'Reducing Parenting Conflict Training',
    ]) {
      const r = one(name);
      expect(r.recognised, name).toBe(false);
      expect(r.reason, name).toMatch(/no IT purchase/);
    }
  });
  it('leave a line that names IT answered', () => {
    expect(one('Network switch for the housing office').recognised).toBe(true);
    expect(one('Project management software for highways').recognised).toBe(true);
    expect(one('IT training courses').recognised).toBe(true);
  });
});

describe("a supplier's trade, a person as payee, ordinary words as vendors", () => {
  it('a supplier whose name states an IT trade places a line nothing else places, for review', () => {
    const r = classifyLine({ name: 'Quarterly charge', vendor: 'Acme Software Ltd' });
    expect(r.recognised).toBe(true);
    expect(r.confidence).toBeLessThanOrEqual(0.5);
    expect(r.reason).toMatch(/Supplier's trade 'software'/);
    expect(
      classifyLine({ name: 'Quarterly charge', vendor: 'Acme IT Services Ltd' }).recognised,
    ).toBe(true);
    // a supplier named for communications is a carrier or a telephone installer: telecoms
    for (const vendor of ['Acme Communications Ltd', 'North Radio Comms Ltd']) {
      const c = classifyLine({ name: 'Quarterly charge', vendor });
      expect(tower(c), vendor).toMatch(/^Network \//);
      expect(c.confidence, vendor).toBeLessThanOrEqual(0.5);
    }
    expect(
      tower(classifyLine({ name: 'Quarterly charge', vendor: 'Acme IT & Networking Ltd' })),
    ).toMatch(/^Network \//);
    // words that as often name other trades are not read
    expect(classifyLine({ name: 'Quarterly charge', vendor: 'Acme Systems Ltd' }).recognised).toBe(
      false,
    );
    // the trade is part of what makes two lines alike
    expect(lineKey({ name: 'Quarterly charge', vendor: 'Acme Software Ltd' })).not.toBe(
      lineKey({ name: 'Quarterly charge', vendor: 'Acme Catering Ltd' }),
    );
  });
  it('a catch-all heading does not keep a supplier’s trade from placing the line; a named trade does', () => {
    const heading = 'Printing, Stationery and General Office Expenses';
    const software = classifyLine({ name: heading, vendor: 'Acme Software Ltd' });
    expect(software.recognised).toBe(true);
    expect(pool(software)).toMatch(/^Software \//);
    expect(software.confidence).toBeLessThanOrEqual(0.5);
    // the heading's own subjects say nothing of this purchase: an internet firm's bill is the network's
    expect(tower(classifyLine({ name: heading, vendor: 'Acme Internet Ltd' }))).toMatch(
      /^Network \//,
    );
    expect(classifyLine({ name: 'Sundries', vendor: 'Acme Computers Ltd' }).recognised).toBe(true);
    // a heading naming only another trade's subject stays that trade's
    expect(
      classifyLine({ name: 'Printing and stationery', vendor: 'Acme Software Ltd' }).recognised,
    ).toBe(false);
    expect(classifyLine({ name: 'Office cleaning', vendor: 'Acme Computers Ltd' }).recognised).toBe(
      false,
    );
    expect(classifyLine({ name: heading, vendor: 'Acme Print Ltd' }).recognised).toBe(false);
  });
  it('a department’s word alone says IT, and a supplier’s trade says which kind', () => {
    const heading = 'Communications & Computing';
    const radio = classifyLine({ name: heading, vendor: 'North Radio Comms Ltd' });
    expect(tower(radio)).toMatch(/^Network \//);
    expect(pool(radio)).toBe('Telecom / Telecom');
    expect(radio.confidence).toBeLessThanOrEqual(0.5);
    expect(pool(classifyLine({ name: heading, vendor: 'Acme Software Ltd' }))).toMatch(
      /^Software \//,
    );
    // a supplier stating no trade leaves the heading's own guess
    expect(tower(classifyLine({ name: heading, vendor: 'Brackwater Supplies Ltd' }))).toBe(
      'End User / Workspace',
    );
    // a line naming a kind keeps it whatever the supplier's trade
    expect(
      tower(classifyLine({ name: 'Telecomms Supplies', vendor: 'Acme Computer Systems Ltd' })),
    ).toMatch(/^Network \//);
  });
  it("a supplier named for technology, data or IT places a heading's payment as IT, for review", () => {
    for (const [name, vendor] of [
      ['Miscellaneous Expenses', 'Brackwater Technology Solutions Ltd'],
      ['Equipment', 'Brackwater Data Limited'],
      ['Private Contractors', 'Brackwater Digital Ltd'],
      ['Miscellaneous Expenses', 'Brackwater IT Ltd'],
    ] as const) {
      const r = classifyLine({ name, vendor });
      expect(r.recognised, vendor).toBe(true);
      expect(tower(r), vendor).toBe('IT Management / IT Management & Strategic Planning');
      expect(r.confidence, vendor).toBeLessThanOrEqual(0.5);
    }
    // the heading still says the cost's nature; a supplier's work is never Internal Labor
    expect(pool(classifyLine({ name: 'Equipment', vendor: 'Brackwater Data Limited' }))).toMatch(
      /^Hardware \//,
    );
    expect(
      classifyLine({ name: 'Communications & Computing', vendor: 'Brackwater IT Ltd' }).layers[
        'Cost Pool'
      ],
    ).not.toBe('Internal Labor');
    // a body named for its field sells none of it; 'IT' mid-name is a pronoun
    expect(
      classifyLine({ name: 'Equipment', vendor: 'The Institution of Data Technology' }).recognised,
    ).toBe(false);
    expect(classifyLine({ name: 'Equipment', vendor: 'Make It Happen Ltd' }).recognised).toBe(
      false,
    );
  });
  it('a catch-all heading names no nature of what a named vendor sold: the vendor’s kind does', () => {
    const dell = classifyLine({ name: 'Miscellaneous Expenses', vendor: 'Dell' });
    expect(pool(dell)).toMatch(/^Hardware \//);
    // the vendor's default, for review
    expect(dell.layerConfidence['Cost Pool']).toBeLessThanOrEqual(0.6);
    expect(pool(classifyLine({ name: 'Sundries', vendor: 'Vodafone Ltd' }))).toBe(
      'Telecom / Telecom',
    );
    // a heading that names a nature keeps it
    expect(pool(classifyLine({ name: 'Miscellaneous software', vendor: 'Dell' }))).toMatch(
      /^Software \//,
    );
    expect(pool(classifyLine({ name: 'Miscellaneous travel', vendor: 'Dell' }))).toBe(
      'Other / Other',
    );
  });
  it('a department’s word beside a vendor or an IT term yields the tower to them', () => {
    const licences = classifyLine({ name: 'ICT Licences', vendor: 'Microsoft' });
    expect(pool(licences)).toBe('Software / Licensing');
    expect(licences.layers['IT Tower']).not.toBe('IT Management');
    expect(
      classifyLine({ name: 'ICT Contract Payments', vendor: 'Capita Business Services' }).layers[
        'IT Tower'
      ],
    ).not.toBe('IT Management');
    // alone it still says IT, for review
    const alone = one('ICT Licences');
    expect(alone.recognised).toBe(true);
    expect(alone.layers['IT Tower']).toBe('IT Management');
  });
  it('a supplier of another trade paid under a department’s heading sold none of its IT', () => {
    const heading = 'Communications & Computing';
    for (const vendor of ['Brackwater Books', 'Brackwater Stores Ltd', 'Brackwater Mailing Ltd']) {
      const r = classifyLine({ name: heading, vendor });
      expect(r.recognised, vendor).toBe(false);
      expect(r.reason, vendor).toMatch(/not read as IT/);
    }
    // a public body paid under an ICT heading sold shared ICT services; an IT trade or maker keeps the line IT
    expect(classifyLine({ name: 'ICT', vendor: 'Brackwater NHS Trust' }).recognised).toBe(true);
    expect(classifyLine({ name: heading, vendor: 'Viglen Ltd' }).recognised).toBe(true);
    expect(classifyLine({ name: heading, vendor: 'Building Software Ltd' }).recognised).toBe(true);
  });
  it('a heading of payees names who was paid: goods and a carrier’s service keep their nature', () => {
    const heading = 'Private Contractors';
    expect(pool(classifyLine({ name: heading, vendor: 'Vodafone Ltd' }))).toBe('Telecom / Telecom');
    expect(pool(classifyLine({ name: heading, vendor: 'Dell' }))).toMatch(/^Hardware \//);
    expect(pool(classifyLine({ name: heading, vendor: 'North Radio Comms Ltd' }))).toBe(
      'Telecom / Telecom',
    );
    // a contractor's work stays the heading's
    for (const vendor of ['Capita Business Services', 'Acme Software Ltd', 'Brackwater IT Ltd'])
      expect(classifyLine({ name: heading, vendor }).layers['Cost Pool'], vendor).toBe(
        'External Labor',
      );
    // and a catch-all heading takes the nature a supplier's trade states
    expect(pool(classifyLine({ name: 'Miscellaneous Expenses', vendor: 'Acme Telecom Ltd' }))).toBe(
      'Telecom / Telecom',
    );
  });
  it('a payee with a personal title is a person: no vendor and no trade is read', () => {
    expect(classifyLine({ name: 'Legal fees', vendor: 'Ms Constanze Bell' }).recognised).toBe(
      false,
    );
    expect(classifyLine({ name: 'Quarterly charge', vendor: 'Dr Ada Software' }).recognised).toBe(
      false,
    );
    expect(classifyLine({ name: 'Licences', vendor: 'MS' }).reason).toMatch(/Microsoft/);
  });
  it('ordinary words are no vendor on their own, and stay vendors in their longer names', () => {
    expect(one('Claro Road Depot').recognised).toBe(false);
    expect(one('Contract for the supply of natural gas').recognised).toBe(false);
    expect(one('Responsive Repairs Framework').recognised).toBe(false);
    expect(one('Framework Laptop 13').layers['Sub-Tower']).toBe('Workspace');
    expect(one('Brother printer toner').layers['Sub-Tower']).toBe('Network Printers');
  });
});

describe("a supplier's name is not the line's words", () => {
  it('a supplier named alone is a vendor default, held below 0.8, for review', () => {
    for (const name of [
      'IDOX SOFTWARE LTD',
      'Northgate Information Solutions UK Ltd',
      'Daisy Communications Ltd',
    ]) {
      const r = one(name);
      expect(r.recognised, name).toBe(true);
      expect(r.confidence, name).toBeLessThan(0.8);
    }
  });
  it("'Software' in a supplier's name does not make the equipment the line names software", () => {
    expect(
      classifyLine({ name: 'Computer Maintenance', vendor: 'Idox Software Ltd' }).layers[
        'Cost Pool'
      ],
    ).toBe('Hardware');
  });
  it("a carrier's bare name yields to the technology the line names", () => {
    expect(classifyLine({ name: 'Telephones', vendor: 'KCOM Group Plc' }).layers['Sub-Tower']).toBe(
      'Voice',
    );
  });
});

describe('a ledger account naming only telephones', () => {
  it('is the telephony expense booked to it; handsets named or bought stay hardware', () => {
    expect(pool(one('Telephones'))).toBe('Telecom / Telecom');
    const mobile = one('Mobile Telephones');
    expect(pool(mobile)).toBe('Telecom / Telecom');
    expect(mobile.layers['Sub-Tower']).toBe('Mobile Devices');
    expect(pool(one('Voice Telephone Mobile Costs'))).toBe('Telecom / Telecom');
    expect(one('Mobile phone handsets').layers['Cost Pool']).toBe('Hardware');
    expect(one('Purchase of mobile phones').layers['Cost Pool']).toBe('Hardware');
  });
  it("'Mobiles' alone is the mobile phones' bill; mobile devices named stay hardware", () => {
    for (const name of ['Mobiles', 'Mobile Costs']) {
      expect(pool(one(name)), name).toBe('Telecom / Telecom');
      expect(one(name).layers['Sub-Tower'], name).toBe('Mobile Devices');
    }
    expect(one('Mobile devices').layers['Cost Pool']).toBe('Hardware');
  });
  it("'Call charges' are a carrier's call usage, in German too; a call-out is no call", () => {
    for (const name of ['Call Charges', 'Call charges - March', 'Verbindungsentgelte']) {
      expect(pool(one(name)), name).toBe('Telecom / Telecom');
      expect(tower(one(name)), name).toBe('Network / Voice');
    }
    expect(one('Boiler call out charges').layers['Cost Pool']).not.toBe('Telecom');
  });
  it("a copier's 'click charges' are print charges", () => {
    expect(tower(one('Click charges'))).toBe('End User / Network Printers');
    expect(one('Click and collect charges').recognised).toBe(false);
  });
});

describe('ledger accounts of equipment and capital', () => {
  it("'IT equipment' is equipment, and an account that says capital is Depreciation & Amortization (issue 30)", () => {
    expect(one('IT Equipment < £5k').layers['Cost Pool']).toBe('Hardware');
    expect(pool(one('Depreciation - IT Equipment'))).toBe('Hardware / Depreciation & Amortization');
    expect(pool(classifyLine({ name: 'Capital - ICT Equipment', vendor: 'Dell' }))).toBe(
      'Hardware / Depreciation & Amortization',
    );
    expect(pool(one('Capital lease - servers'))).toBe('Hardware / Lease');
    expect(classifyLine({ name: 'IT Consumables', vendor: 'Banner' }).layers['Cost Pool']).toBe(
      'Hardware',
    );
  });
  it('the upkeep of cameras is equipment upkeep', () => {
    expect(pool(classifyLine({ name: 'CCTV Maintenance', vendor: 'ADT' }))).toBe(
      'Hardware / Maintenance & Support',
    );
  });
});

describe('more ordinary words and non-IT subjects (issue 30, session 3)', () => {
  it('leaves fuel, furniture and first-aid training Unclassified', () => {
    expect(classifyLine({ name: 'Fuel', vendor: 'Shell' }).recognised).toBe(false);
    expect(classifyLine({ name: 'Office furniture', vendor: 'Office Depot' }).recognised).toBe(
      false,
    );
    expect(one('Staff training - first aid').recognised).toBe(false);
    expect(one('Shells cloud desktop').recognised).toBe(true);
  });
});

describe("'office' and 'credit' alone (issue 30, session 3)", () => {
  it('are a place and a credit note, not Microsoft Office and big-data credits', () => {
    expect(one('Office Products').recognised).toBe(false);
    expect(one('Credit invoice HRG369886').recognised).toBe(false);
    expect(one('Office licences').layers['Sub-Tower']).toBe('End User Software');
    expect(one('Snowflake credits').layers['Sub-Tower']).toBe('Big Data');
  });
});

describe("a UK ledger's R&M", () => {
  it('is repairs and maintenance', () => {
    expect(pool(one('R&M - IT equipment'))).toBe('Hardware / Maintenance & Support');
  });
});
