/**
 * Session 8 rules for cloud bills (issue 14, items 2 and 4), each read off the external group's dev half and tested
 * here on lines written for the test (not copied from any external set): AWS services by their SDK full names, the
 * resource a compute or storage service billed, hardware rented through a cloud service, cloud-only charge words
 * without a named service, a bare 'managed' in a service's resource name, and cost phrases the normaliser empties.
 */
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../src/index.js';
import { buildCatalogue } from '../src/catalogue-build.js';
import { PACKAGE_ROOT } from '../src/knowledge-build.js';

const engine = createLocalEngine();
const classify = (text: string) => engine.classifySync([text])[0]!;
const pool = (text: string) => {
  const r = classify(text);
  return `${r.layers['Cost Pool']} / ${r.layers['Sub-Cost Pool']}`;
};
const CLOUD = 'Outside Services / Cloud Service Providers';

describe('AWS services by the full names of the AWS SDK (data/catalogues/aws/service-names.tsv)', () => {
  it('are catalogue entries placed like the offer code they bill under', () => {
    const sdk = buildCatalogue(PACKAGE_ROOT).entries.filter((e) => e.id.startsWith('sdk:'));
    expect(sdk.length).toBeGreaterThan(100);
    const kms = sdk.find((e) => e.id === 'sdk:kms')!;
    expect(kms.names).toContain('AWS Key Management Service');
    expect(kms.subcategory).toBe('Secret Management');
  });

  it.each([
    ['AWS Key Management Service monthly keys', 'Security & Compliance'],
    ['Amazon Simple Queue Service standard queue', 'Platform'],
    ['Amazon Relational Database Service db.r6g.large', 'Platform'],
  ])('%s → %s, billed as cloud usage', (line, tower) => {
    expect(classify(line).layers['IT Tower']).toBe(tower);
    expect(pool(line)).toBe(CLOUD);
  });
});

describe('the resource a cloud service billed', () => {
  it.each([
    ['Compute Engine external IP address attached to a VM', 'Network'],
    ['Amazon Elastic Compute Cloud volume (cold HDD)', 'Storage'],
    ['Compute Engine local SSD capacity', 'Storage'],
    ['Amazon Elastic Compute Cloud NAT data processed', 'Network'],
  ])('a compute service: %s → %s (the machine it is attached to does not count)', (line, tower) => {
    expect(classify(line).layers['IT Tower']).toBe(tower);
  });

  it('a VPN gateway or tunnel on a bill is network, a VPN product stays security', () => {
    expect(classify('VPN Gateway gateway hours (VpnGw2AZ)').layers['IT Tower']).toBe('Network');
    expect(classify('Palo Alto GlobalProtect VPN').layers['IT Tower']).toBe(
      'Security & Compliance',
    );
  });

  it('a storage service: its egress is network traffic', () => {
    expect(classify('Cloud Storage network egress to Europe').layers['IT Tower']).toBe('Network');
    expect(classify('Cloud Storage standard storage EU').layers['IT Tower']).toBe('Storage');
  });

  it('a compute line without any resource word stays compute', () => {
    expect(classify('Compute Engine N2 instance core running').layers['IT Tower']).toBe('Compute');
  });
});

describe('what was bought on a cloud bill', () => {
  it('hardware named beside a cloud service is rented, not purchased', () => {
    expect(pool('Compute Engine: NVIDIA A100 GPU attached')).toBe(CLOUD);
    // the same hardware bought outright is still hardware
    expect(pool('NVIDIA A100 GPU server purchase')).toMatch(/^Hardware/);
  });

  it('a cloud-only charge word with no service named is cloud usage, not equipment', () => {
    expect(pool('Snapshot storage GB-month')).toBe(CLOUD);
    expect(pool('Public IP address hours')).toBe(CLOUD);
  });

  it('a carrier named inside a cloud charge does not make it a telecom bill', () => {
    expect(pool('Content delivery network outbound data transfer (Verizon tier)')).toBe(CLOUD);
    expect(pool('Verizon MPLS circuit monthly')).toMatch(/^Telecom/);
  });

  it("a bare 'managed' in a cloud service's resource name is no managed-service contract", () => {
    expect(pool('Cloud DNS managed zones')).toBe(CLOUD);
    expect(pool('Managed services for our AWS estate')).toMatch(/Managed Service Providers$/);
  });
});

describe('names the normaliser would empty', () => {
  it("'Version 1' (a consultancy) is not read in every 'key versions' line", () => {
    expect(pool('Google Cloud Key Management Service key versions active')).toBe(CLOUD);
  });

  it("'daily rate' is not indexed as 'rate': an I/O rate is no labour", () => {
    expect(pool('Amazon Relational Database Service I/O requests rate')).toBe(CLOUD);
    expect(pool('Contractor day rate - March')).toMatch(/^External Labor/);
  });
});

describe('issue 30, session 3: cloud network services', () => {
  it("a 'Virtual Private Cloud' is a public cloud's network, not a private cloud run on premises", () => {
    expect(pool('Amazon Virtual Private Cloud VPN connection')).toBe(CLOUD);
    expect(classify('Amazon Virtual Private Cloud Connection').layers['IT Tower']).toBe('Network');
    expect(pool('Cloudera Data Platform Private Cloud licence')).toMatch(/^Software/);
  });
  it('a content delivery network is rented from a cloud or edge provider, not a carrier', () => {
    expect(pool('Content Delivery Network Rules engine rules')).toBe(CLOUD);
  });
  it("the network traffic a compute service bills is the provider's, not a carrier's", () => {
    expect(pool('Compute Engine: Network Internet Ingress')).toBe(CLOUD);
  });
  it("'Kubernetes Engine' on a bill is Google's", () => {
    expect(pool('Kubernetes Engine Autopilot')).toBe(CLOUD);
    expect(classify('Kubernetes Engine Cluster management fee').layers['Sub-Tower']).toBe(
      'Container Orchestration',
    );
  });
});

describe("issue 30, session 3: a cloud price list's own units", () => {
  it('a pricing tier, a per-month unit or serverless says cloud usage, not storage bought', () => {
    expect(pool('Storage Capacity (first 50TB)')).toBe(CLOUD);
    expect(pool('Blob storage data at rest')).toBe(CLOUD);
    expect(pool('SQL Database Compute (serverless, GP_S_Gen5_2)')).toBe(CLOUD);
    expect(pool('SQL Database Read replicas')).toBe(CLOUD);
    // storage bought from a maker stays hardware
    expect(pool('NetApp storage capacity 50TB')).toMatch(/^Hardware/);
  });
});
