/**
 * Knowledge from the providers' own catalogues (issue 14, item 2): the generated tables are what the copied extracts
 * give, every FOCUS subcategory is either placed in the taxonomy or deliberately left out, and the engine reads the
 * spellings bills use, the provider name as a hint only, and the charge description over the service that bills it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FOCUS_TO_TBM,
  buildCatalogue,
  renderCatalogueData,
  tbmSubTowerOf,
} from '../src/catalogue-build.js';
import { PACKAGE_ROOT } from '../src/knowledge-build.js';
import { FOCUS_UNDECIDED, focusSubTower } from '../src/focus.js';
import { SUB_TOWERS } from '../src/taxonomy.js';
import { normalizeCostName } from '../src/normalize.js';
import { createLocalEngine } from '../src/index.js';

const engine = createLocalEngine();
const classify = (text: string) => engine.classifySync([text])[0]!;
const build = buildCatalogue(PACKAGE_ROOT);

const UNDECIDED = FOCUS_UNDECIDED;

describe('generated catalogue tables (data/kb/catalogues.generated.json)', () => {
  it('are what scripts/build-catalogues.ts makes of the extracts in data/catalogues/', () => {
    const committed = readFileSync(join(PACKAGE_ROOT, 'data/kb/catalogues.generated.json'), 'utf8');
    expect(
      committed,
      'stale: run `npx tsx packages/tbm/scripts/build-catalogues.ts` then scripts/build-kb.ts',
    ).toBe(renderCatalogueData(build));
  });

  it('cover all four providers with their bill spellings', () => {
    const per = (p: string) => build.entries.filter((e) => e.provider === p).length;
    expect(per('AWS')).toBeGreaterThan(150);
    expect(per('Azure')).toBeGreaterThan(100);
    expect(per('Google Cloud')).toBeGreaterThan(40);
    expect(per('Oracle Cloud')).toBeGreaterThan(60);
    const ec2 = build.entries.find((e) => e.id === 'AmazonEC2')!;
    expect(ec2.names).toEqual(expect.arrayContaining(['AmazonEC2', 'Amazon EC2']));
    expect(ec2.subcategory).toBe('Virtual Machines');
  });

  it('map every FOCUS 1.1 subcategory to a taxonomy sub-tower, or leave it out on purpose', () => {
    const rows = readFileSync(
      join(PACKAGE_ROOT, 'data/catalogues/focus/allowed-values-1.1.tsv'),
      'utf8',
    )
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .map((l) => l.split('\t') as [string, string]);
    expect(rows.length).toBeGreaterThan(50);
    for (const [cat, sub] of rows) {
      const st = tbmSubTowerOf(cat, sub);
      if (UNDECIDED.has(`${cat}/${sub}`)) expect(st, `${cat}/${sub}`).toBeUndefined();
      else expect(SUB_TOWERS.has(st ?? ''), `${cat}/${sub} → ${st}`).toBe(true);
    }
    for (const st of Object.values(FOCUS_TO_TBM)) expect(SUB_TOWERS.has(st)).toBe(true);
  });

  it('never give a service a name that reads as the provider alone', () => {
    const providers = new Set(
      [
        'AWS',
        'Amazon',
        'Amazon Web Services',
        'Azure',
        'Microsoft Azure',
        'Google Cloud',
        'GCP',
        'OCI',
      ].map(normalizeCostName),
    );
    for (const e of build.entries)
      for (const n of e.names) expect(providers.has(normalizeCostName(n)), n).toBe(false);
  });

  it('leave out what no subcategory decides instead of guessing', () => {
    expect(build.leftOut).toEqual(
      expect.arrayContaining(['AWS: AWSSupportEnterprise', 'Azure: Microsoft 365']),
    );
    expect(build.entries.some((e) => e.id === 'AWSSupportEnterprise')).toBe(false);
  });
});

describe('reading cloud bills with the catalogue', () => {
  it.each([
    ['AmazonEC2', 'Compute', 'Servers'],
    ['awskms', 'Security & Compliance', 'Security'],
    ['AmazonRDS', 'Platform', 'Database'],
    ['AmazonSES', 'Platform', 'Middleware'],
    ['Google Cloud Pub/Sub', 'Platform', 'Middleware'],
    ['Oracle Cloud Infrastructure Load Balancer', 'Network', 'LAN/WAN'],
  ])('product codes and service names: %s → %s / %s', (line, tower, sub) => {
    const r = classify(line);
    expect(r.layers['IT Tower']).toBe(tower);
    expect(r.layers['Sub-Tower']).toBe(sub);
  });

  it('a provider name is a weak hint, not one service: its services keep their own tower', () => {
    const kms = classify('Google Cloud Key Management Service');
    expect(kms.layers['IT Tower']).toBe('Security & Compliance');
    for (const name of ['Google Cloud', 'Microsoft Azure']) {
      const r = classify(name);
      expect(r.reason).not.toContain('Compute Engine');
      expect(r.confidence).toBeLessThan(0.8);
    }
  });

  it.each([
    ['AmazonEC2 EBS:SnapshotUsage', 'Storage'],
    ['AmazonEC2 USE1-NatGateway-Hours', 'Network'],
    ['Compute Engine Network Internet Egress', 'Network'],
    ['AmazonEC2 USE1-BoxUsage:m5.large', 'Compute'],
    // Azure's storage redundancy (the skuName of its storage meters), not the print-software vendor LRS
    ['Storage Storage (S4, LRS)', 'Storage'],
    // the meter names Azure Storage bills by
    ['Storage - Hot LRS Write Operations', 'Storage'],
  ])('the charge description decides what a compute service billed: %s → %s', (line, tower) => {
    expect(classify(line).layers['IT Tower']).toBe(tower);
  });

  it.each([
    ['Microsoft Azure Event Hubs', 'Platform', 'Middleware'],
    ['Azure Premium SSD Managed Disks', 'Storage', 'Online Storage'],
    ['Standard HDD Managed Disks P10', 'Storage', 'Online Storage'],
    ['Azure Bandwidth', 'Network', 'Transport'],
    ['Azure Front Door', 'Network', 'Transport'],
    ['Azure Foundry Models', 'Platform', 'Middleware'],
    // Microsoft's family (Networking) and the FOCUS samples (Network Infrastructure) agree: not a security product
    ['Azure Bastion', 'Network', 'LAN/WAN'],
  ])(
    'Azure services and products by their Retail Prices names: %s → %s / %s',
    (line, tower, sub) => {
      const r = classify(line);
      expect(r.layers['IT Tower']).toBe(tower);
      expect(r.layers['Sub-Tower']).toBe(sub);
      expect(r.layers['Cost Pool']).toBe('Outside Services');
    },
  );

  it('Azure: a service billing several kinds is decided by its product; ambiguous ones are left out', () => {
    const kind = (id: string) => build.entries.find((e) => e.id === id)?.subcategory;
    expect(kind('retail:Storage/Premium SSD Managed Disks')).toBe('Block Storage');
    expect(kind('retail:Storage/General Block Blob v2')).toBe('Object Storage');
    expect(kind('retail:Storage/Files v2')).toBe('File Storage');
    expect(kind('retail:Storage/Storage - Bandwidth')).toBe('Data Transfer');
    expect(kind('retail:Backup')).toBe('Backup Storage');
    expect(build.leftOut).toEqual(
      expect.arrayContaining([
        'Azure: retail:Storage/Tables',
        'Azure: retail:Microsoft Purview',
        'Azure: retail:Virtual Machines Licenses',
      ]),
    );
    // a product name without 'Azure' is read alone only when Azure coined it
    const ip = build.entries.find((e) => e.id === 'retail:Virtual Network/IP Addresses')!;
    expect(ip.names).not.toContain('IP Addresses');
  });

  it('a storage meter name does not outvote the database service it is billed under', () => {
    expect(classify('Azure Cosmos DB read operations').layers['Sub-Tower']).toBe('Database');
  });

  it('a hand-written name wins over the catalogue for the same phrase', () => {
    // the FOCUS samples file ExpressRoute under Network Infrastructure; the knowledge base calls it transport
    const r = classify('Azure ExpressRoute');
    expect(r.layers['Sub-Tower']).toBe('Transport');
  });
});

describe('focusSubTower (a FOCUS export read by its own category columns)', () => {
  it.each([
    ['Compute', 'Virtual Machines', 'CP_SRV'],
    ['storage', ' disk ', 'ST_ON'],
    ['Storage', 'Backups', 'ST_OFF'],
    ['Networking', 'Data Transfer', 'NW_TR'],
    ['Security', 'Credentials', 'SC_SEC'],
    ['Databases', 'Data Warehouse', 'PL_BD'],
    ['Compute', undefined, 'CP_SRV'],
    ['Networking', 'a provider-specific subcategory', 'NW_LAN'],
  ])('%s / %s → %s', (cat, sub, st) => {
    expect(focusSubTower(cat, sub)).toBe(st);
  });
  it('decides nothing for spread-out or unknown categories', () => {
    expect(focusSubTower('Management and Governance', 'Support')).toBeUndefined();
    expect(focusSubTower('Other', 'Other (Other)')).toBeUndefined();
    expect(focusSubTower('Business Applications')).toBeUndefined();
    expect(focusSubTower('Not a FOCUS category', 'Disk')).toBeUndefined();
  });
});
