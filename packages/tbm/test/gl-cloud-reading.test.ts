/**
 * Issue 30 (session 4, 30f): GL lines and cloud bills read to their cost pool — rules written for this test, not lines
 * of any labelled set.
 */
import { describe, expect, it } from 'vitest';
import { one, pool } from './read-line.js';
import { classifyLine } from '../src/line.js';

const CLOUD = 'Outside Services / Cloud Service Providers';

describe('a vendor column’s name is not the line’s own words', () => {
  it('a carrier whose name reads as an abbreviation leaves a telephony account a telecom bill', () => {
    // 'EE' would read as 'enterprise edition': neither a subscription word nor a word of what was bought
    const alone = one('Mobile phones');
    const paid = classifyLine({ name: 'Mobile phones', vendor: 'EE Limited' });
    expect(pool(alone)).toBe('Telecom / Telecom');
    expect(pool(paid)).toBe('Telecom / Telecom');
    expect(paid.confidence).toBeGreaterThanOrEqual(alone.confidence);
  });
});

describe('a vendor column naming a supplier by a short name', () => {
  it('is read as that supplier when it is the whole column', () => {
    // 'BT' alone is never read in free text (too short to be sure), but a Vendor column of 'BT plc' names the carrier
    const rental = classifyLine({ name: 'Rental', vendor: 'BT plc' });
    expect(rental.recognised).toBe(true);
    expect(pool(rental)).toBe('Telecom / Telecom');
    expect(rental.reason).toMatch(/Vendor 'BT'/);
    // an unknown supplier says nothing, and a line's words are not read as a vendor's short name
    expect(classifyLine({ name: 'Rental', vendor: 'Acme Ltd' }).recognised).toBe(false);
    expect(one('BT rental').recognised).toBe(false);
  });

  it('is read as that supplier when the column names the arm that collects its bills', () => {
    for (const vendor of ['BT Payment Services Ltd', 'BT PAYMENTS LTD']) {
      const r = classifyLine({ name: 'Rental', vendor });
      expect(pool(r), vendor).toBe('Telecom / Telecom');
      expect(r.reason, vendor).toMatch(/Vendor 'BT'/);
    }
    // a word of another trade after the name is still no supplier's other name
    expect(classifyLine({ name: 'Rental', vendor: 'BT Joinery Ltd' }).recognised).toBe(false);
  });
});

describe('a ledger account’s own words for what was bought', () => {
  it('an account of telephones and fax machines is the telephony bill booked to it', () => {
    const r = classifyLine({ name: 'Telephone and fax machines', vendor: 'Acme Ltd' });
    expect(pool(r)).toBe('Telecom / Telecom');
  });

  it('“software maintenance” is a software support contract, whoever the supplier', () => {
    const r = classifyLine({ name: 'Annual software maintenance', vendor: 'Amazon Web Services' });
    expect(pool(r)).toBe('Software / Maintenance & Support');
  });

  it('fax and pagers are telephony words', () => {
    const fax = one('Fax and facsimile costs');
    expect(fax.recognised).toBe(true);
    expect(fax.layers['IT Tower']).toBe('Network');
    const pagers = one('Pagers and paging service');
    expect(pagers.recognised).toBe(true);
    expect(pagers.layers['Sub-Tower']).toBe('Mobile Devices');
  });

  it('an account that puts the category first (“Telephone - mobile”) is mobile telephony', () => {
    const r = one('Telephone - mobile');
    expect(`${r.layers['IT Tower']} / ${r.layers['Sub-Tower']}`).toBe('End User / Mobile Devices');
    expect(pool(r)).toBe('Telecom / Telecom');
  });
});

describe('context never hurts (Deliver 5)', () => {
  it('a GL account that agrees with the line never makes it less sure', () => {
    const alone = one('Lenovo ThinkPad laptops');
    const agreeing = classifyLine({
      name: 'Lenovo ThinkPad laptops',
      glAccount: '5100 Computer Hardware',
    });
    expect(pool(agreeing)).toBe(pool(alone));
    expect(agreeing.layers['Sub-Tower']).toBe(alone.layers['Sub-Tower']);
    expect(agreeing.confidence).toBeGreaterThanOrEqual(alone.confidence);
    expect(agreeing.reason).toMatch(/GL account/);
  });

  it('a GL account that contradicts the line’s plain pool lowers only the pool, for review', () => {
    const alone = one('HP EliteBook notebooks');
    const booked = classifyLine({
      name: 'HP EliteBook notebooks',
      glAccount: '7210 Software Licences',
    });
    expect(pool(booked)).toBe(pool(alone));
    for (const layer of [
      'IT Tower',
      'Sub-Tower',
      'Technical Solution',
      'Technical Category',
    ] as const) {
      expect(booked.layers[layer]).toBe(alone.layers[layer]);
      expect(booked.layerConfidence[layer]).toBeGreaterThanOrEqual(0.8);
    }
    expect(booked.layerConfidence['Cost Pool']).toBeLessThan(0.6);
    expect(booked.layerConfidence['Sub-Cost Pool']).toBeLessThan(0.6);
    expect(booked.confidence).toBeLessThan(0.6);
    expect(booked.reason).toMatch(/books it as Software \/ Licensing.*review the cost pool/);
  });

  it('a contradicting account lowers the pool even where the line’s words outweigh it', () => {
    const booked = classifyLine({
      name: 'Juniper SRX firewall support renewal',
      glAccount: '6310 Software Licences',
    });
    expect(booked.layers['Cost Pool']).toBe('Hardware');
    expect(booked.layerConfidence['Cost Pool']).toBeLessThan(0.6);
    expect(booked.layers['IT Tower']).toBe(
      one('Juniper SRX firewall support renewal').layers['IT Tower'],
    );
  });

  it('a vendor known only by name takes its pool from a plain account, without a conflict', () => {
    const r = classifyLine({ name: 'Oracle', glAccount: '6420 Computer Equipment' });
    expect(one('Oracle').layers['Cost Pool']).toBe('Software');
    expect(r.layers['Cost Pool']).toBe('Hardware');
    expect(r.reason).not.toMatch(/review the cost pool/);
  });

  it('the reason names the pool the account’s words made the answer', () => {
    const r = classifyLine({ name: 'Microsoft', glAccount: '6410-Software Subscriptions' });
    expect(r.reason).toContain(pool(r));
  });

  it('a cloud service booked to a software account keeps the SaaS convention', () => {
    const alone = one('Slack Business+ subscription');
    const booked = classifyLine({
      name: 'Slack Business+ subscription',
      glAccount: '6410 Software Subscriptions',
    });
    expect(pool(alone)).toBe(CLOUD);
    expect(pool(booked)).toBe(CLOUD);
    expect(booked.confidence).toBeGreaterThanOrEqual(alone.confidence);
  });
});

describe('cloud meters', () => {
  it('a quantity in binary units is metered cloud usage; a spec sheet’s GB or TB is equipment', () => {
    expect(pool(one('Block storage (premium, 512 GiB)'))).toBe(CLOUD);
    expect(pool(one('Archive disk (1 TiB)'))).toBe(CLOUD);
    expect(pool(one('SSD drives 2 TB'))).toBe('Hardware / Expense');
    // a stated purchase is a purchase, whatever the unit
    expect(pool(one('Purchase of NAS shelf 64 TiB'))).toBe('Hardware / Expense');
  });

  it('provisioned capacity and a disk’s throughput are cloud charges', () => {
    expect(pool(one('Disk throughput (MB/s)'))).toBe(CLOUD);
    expect(pool(one('Database (provisioned, 4 vCores)'))).toBe(CLOUD);
  });
});

describe('cloud meters and sizes (session 5, 30h)', () => {
  it('a charge metered per GB-hour, vCPU-hour, invocation or unit of throughput is cloud usage', () => {
    expect(pool(one('Memory (GB-hours)'))).toBe(CLOUD);
    expect(pool(one('Worker vCore hours'))).toBe(CLOUD);
    expect(pool(one('Block volume throughput'))).toBe(CLOUD);
    // equipment with a metered charge beside it is the service that processed the data, not a box bought
    expect(pool(one('Load balancer data processed'))).toBe(CLOUD);
    // the same equipment bought stays a purchase
    expect(pool(one('Load balancer appliance purchase'))).toBe('Hardware / Expense');
  });

  it('a size only a public cloud rents by makes the line cloud usage', () => {
    expect(pool(one('Database instance (db.r6g.large)'))).toBe(CLOUD);
    expect(pool(one('Compute (Standard_E4ds_v5)'))).toBe(CLOUD);
    expect(pool(one('Disk storage (E10)'))).toBe(CLOUD);
    expect(pool(one('SQL compute (BC_Gen5_8)'))).toBe(CLOUD);
    // a laptop's model and generation are no cloud size; a stated purchase stays one
    expect(pool(one('Lenovo ThinkPad T14 Gen 5 laptops'))).toBe('Hardware / Expense');
    expect(pool(one('Purchase of database server m5 large'))).not.toBe(CLOUD);
  });

  it('a cloud service’s CPU or memory allocation is usage, not an internal recharge', () => {
    const r = one('Cloud Run memory allocation time');
    expect(pool(r)).toBe(CLOUD);
    // a cost allocation from IT is still an internal charge
    expect(pool(one('IT cost allocation'))).toBe('Internal Services / Internal Services');
  });
});

describe('a ledger’s own word “IT” (session 5, 30h)', () => {
  it('is the department’s word for its spend, for review, on a line nothing else places', () => {
    const contractors = classifyLine({ name: 'IT Contractors', vendor: 'Acme Ltd' });
    expect(contractors.recognised).toBe(true);
    expect(pool(contractors)).toBe('External Labor / External Labor');
    expect(contractors.confidence).toBeLessThan(0.5);
    expect(pool(one('Professional Services - IT'))).toBe('Outside Services / Consulting');
    expect(one('IT').recognised).toBe(true);
    // the pronoun in a line with no cost word is no IT word
    expect(one('Return it to stores').recognised).toBe(false);
  });
});

describe('cloud storage and transfer words (session 5, 30h)', () => {
  it('outbound data transfer is cloud egress, even under a “Bandwidth” heading; a carrier’s bandwidth stays telecom', () => {
    expect(pool(one('Bandwidth - outbound data transfer'))).toBe(CLOUD);
    expect(pool(one('Leased line bandwidth upgrade'))).toBe('Telecom / Telecom');
  });

  it('blob storage, early deletion and disk bursting are cloud storage meters', () => {
    expect(pool(one('Storage - blob inventory'))).toBe(CLOUD);
    expect(pool(one('Storage early deletion (cool tier)'))).toBe(CLOUD);
    expect(pool(one('Disk bursting'))).toBe(CLOUD);
    // Azure Files bills transactions; Azure's newest managed disks are named by kind
    expect(pool(one('Storage - list transactions (cool)'))).toBe(CLOUD);
    expect(pool(one('Ultra disk provisioned capacity'))).toBe(CLOUD);
    // a storage array bought, with its performance on the spec sheet, is still hardware
    expect(pool(one('All-flash array 200k IOPS'))).toBe('Hardware / Expense');
  });

  it('a machine-learning training instance is compute rented, not training bought', () => {
    expect(one('SageMaker training instance (ml.m5.xlarge)').layers['Cost Pool']).toBe(
      'Outside Services',
    );
  });
});

describe('services paid to a software house (session 5, 30h)', () => {
  it('an account that says only “services” bought the firm’s work, not its product', () => {
    const r = classifyLine({ name: 'IT Services', vendor: 'Civica UK Ltd' });
    expect(pool(r)).toBe('Outside Services / Managed Service Providers');
    // the vendor still places the tower; its support or its licences keep their own pools
    expect(r.layers['IT Tower']).toBe('Application');
    expect(pool(classifyLine({ name: 'ICT Support Services', vendor: 'Civica UK Ltd' }))).toBe(
      'Software / Maintenance & Support',
    );
    expect(pool(classifyLine({ name: 'Software Licences', vendor: 'Civica UK Ltd' }))).toBe(
      'Software / Licensing',
    );
  });
});

describe('a cloud service bought, named by kind alone (session 5, 30h)', () => {
  it('is answered with its plain pool and a low guess at the tower, never Unclassified', () => {
    const r = classifyLine({ name: 'Cloud Services', vendor: 'Acme Ltd' });
    expect(r.recognised).toBe(true);
    expect(pool(r)).toBe(CLOUD);
    expect(r.confidence).toBeLessThan(0.5);
    expect(one('Infrastructure as a service').layers['IT Tower']).toBe('Compute');
    // a firm whose name starts with the word is no cloud service
    expect(one('Cloud Nine catering').recognised).toBe(false);
  });
});

describe('a council ledger’s headings (SeRCOP subjective analysis; session 7)', () => {
  it('reads “computing” as IT spend for review on a line nothing else places', () => {
    for (const name of ['Communications and computing', 'Computing costs']) {
      const r = one(name);
      expect(r.recognised, name).toBe(true);
      // the heading's likeliest purchase (session 10): computer goods, assumed
      expect(r.layers['IT Tower'], name).toBe('End User');
      expect(r.layers['Cost Pool'], name).toBe('Hardware');
      expect(r.confidence, name).toBeLessThan(0.3);
    }
    // 'communications' alone may be a press office's: no IT word
    expect(one('Communications').recognised).toBe(false);
  });
  it('lets a vendor beside the heading decide the tower', () => {
    const r = classifyLine({ name: 'Communications and computing', vendor: 'Vodafone Ltd' });
    expect(r.layers['IT Tower']).toBe('End User');
    expect(r.layers['Cost Pool']).toBe('Telecom');
  });
  it('leaves printing beside stationery to the office, unless a vendor says print hardware', () => {
    for (const name of [
      'Printing and stationery',
      'Printing, stationery and general office expenses',
    ])
      expect(one(name).recognised, name).toBe(false);
    expect(one('Printing and stationery').reason).toMatch(/names 'stationery'/);
    const copier = classifyLine({
      name: 'Printing, stationery and general office expenses',
      vendor: 'Ricoh UK Ltd',
    });
    expect(copier.layers['Sub-Tower']).toBe('Network Printers');
    // printing alone, or beside an IT word, stays IT print
    expect(one('Printing costs - MFD clicks').layers['Sub-Tower']).toBe('Network Printers');
  });
});

describe('a cost pool nothing on the line states or implies (session 7)', () => {
  it('is a guess for review, not spend covered at the Cost Pool', () => {
    for (const line of [
      { name: 'Communications and computing', vendor: 'Brackwater Supplies Ltd' },
      { name: 'Computing costs' },
    ]) {
      const r = classifyLine(line);
      expect(r.recognised, line.name).toBe(true);
      expect(r.reason, line.name).toMatch(/no cost-type words, assumed/);
      expect(r.layerConfidence['Cost Pool'], line.name).toBeLessThan(0.3);
      expect(r.layerConfidence['Sub-Cost Pool'], line.name).toBeLessThan(0.3);
    }
  });
  it('keeps a stated or implied pool as sure as its curve says', () => {
    expect(one('Cisco SmartNet renewal').layerConfidence['Cost Pool']).toBeGreaterThan(0.9);
    expect(one('Dell Latitude laptops').layerConfidence['Cost Pool']).toBeGreaterThan(0.9);
  });
});
