import { describe, expect, it } from 'vitest';
import type { LayerName } from '../src/index.js';
import { normalizeCostName } from '../src/normalize.js';
import { createLocalEngine } from '../src/index.js';

const engine = createLocalEngine();
const one = (s: string) => engine.classifySync([s])[0]!;

/** Each line and the layers it must get (the layers not named are not checked). */
type Expected = Array<[line: string, layers: Partial<Record<LayerName, string>>]>;
const expectLayers = (cases: Expected) => {
  for (const [line, layers] of cases) expect(one(line).layers, line).toMatchObject(layers);
};

describe('European-language ledger text', () => {
  it('reads French, Spanish, Italian, Dutch, German, Polish and Czech cost words', () => {
    expect(normalizeCostName('Amortissement logiciels')).toBe('depreciation software');
    expect(normalizeCostName('Loyer crédit-bail serveurs')).toBe('rent lease server');
    expect(normalizeCostName('Prestations de régie')).toBe('service time materials'); // as 'T&M' reads;
    expect(normalizeCostName('Charges sociales équipe réseau')).toBe('payroll tax equipe network');
    expect(normalizeCostName('Mantenimiento servidores')).toBe('maintenance server');
    expect(normalizeCostName('Canone manutenzione stampanti')).toBe('maintenance printer');
    expect(normalizeCostName('Huur serverruimte')).toBe('rent server room');
    expect(normalizeCostName('Abschreibung Netzwerkkomponenten')).toBe(
      'depreciation network equipment',
    );
    expect(normalizeCostName('Údržba serverů')).toBe('maintenance server');
  });
  it('drops their articles and prepositions but keeps words that are IT terms in English', () => {
    expect(normalizeCostName('Poste de travail pour la direction')).toBe('workstation direction');
    expect(normalizeCostName('DAS shelf')).toBe('das shelf');
    expect(normalizeCostName('MIT licence')).toBe('mit license');
  });
  it('classifies such lines by what they say', () => {
    expectLayers([
      [
        'Abschreibung Netzwerkkomponenten',
        {
          'Sub-Cost Pool': 'Depreciation & Amortization',
          'Cost Pool': 'Hardware',
          'Sub-Tower': 'LAN/WAN',
        },
      ],
      [
        'Huur serverruimte kantoor Amsterdam',
        { 'Cost Pool': 'Facilities & Power', 'Sub-Tower': 'Other Facilities' },
      ],
      ['Telefonia fissa - ufficio Milano', { 'Cost Pool': 'Telecom', 'Sub-Tower': 'Voice' }],
      [
        'Amortissement logiciels - licences SQL Server',
        {
          'Cost Pool': 'Software',
          'Sub-Cost Pool': 'Depreciation & Amortization',
          'Sub-Tower': 'Database',
        },
      ],
      [
        'Arrendamiento laptops HP EliteBook',
        { 'Sub-Cost Pool': 'Lease', 'Sub-Tower': 'Workspace' },
      ],
      ['Infogérance poste de travail', { 'Sub-Cost Pool': 'Managed Service Providers' }],
      [
        'Aluguel sala técnica - CD Cajamar',
        { 'Cost Pool': 'Facilities & Power', 'Sub-Tower': 'Other Facilities' },
      ],
      [
        'Desenvolvedores PJ - squad checkout',
        { 'Cost Pool': 'External Labor', 'Sub-Tower': 'Application Development' },
      ],
    ]);
  });
});

describe('industry applications and their business function', () => {
  /** Each line and its Technical Category. */
  const expectCategories = (cases: Array<[line: string, category: string]>) =>
    expectLayers(cases.map(([line, category]) => [line, { 'Technical Category': category }]));
  it('law-firm systems', () => {
    expectCategories([
      ['Elite 3E on-prem maintenance', 'Finance'],
      ['Aderant Expert annual support', 'Finance'],
      ['Intapp Walls cloud subscription', 'Risk, Audit & Compliance'],
      ['Intapp DealCloud', 'Sales & Marketing'],
    ]);
    expectLayers([
      [
        'Kira contract analysis (Litera)',
        { 'Sub-Cost Pool': 'Cloud Service Providers', 'Technical Category': 'Legal' },
      ],
    ]);
  });
  it('insurance and finance systems', () => {
    expectCategories([
      ['Guidewire BillingCenter subscription', 'Finance'],
      ['CCC ONE Estimating - auto physical damage claims', 'Customer Service'],
      ['Verisk Touchstone catastrophe modeling licences', 'Risk, Audit & Compliance'],
      ['Oracle PeopleSoft Financials - annual support', 'Finance'],
    ]);
  });
  it('engineering CAD suites are product-management business software', () => {
    expectLayers([
      [
        'Dassault CATIA V5 maintenance',
        { 'Sub-Tower': 'Business Software', 'Technical Category': 'Product Management' },
      ],
      ['Siemens NX CAD floating licences', { 'Sub-Tower': 'Business Software' }],
    ]);
  });
  it('retail, fashion and Brazilian and Indian business SaaS', () => {
    expectCategories([
      ['Oracle Xstore POS - annual support', 'Sales & Marketing'],
      ['Cegid Retail Y2 SaaS - Asia boutiques', 'Sales & Marketing'],
      ['Lectra Modaris pattern design licences', 'Product Management'],
      ['Gupy recrutamento e seleção - assinatura', 'Workforce'],
      ['ClearTax GST e-invoicing', 'Finance'],
      ['Anaqua trademark management', 'Legal'],
    ]);
    expectLayers([
      [
        'Sovos - emissão NF-e SaaS',
        { 'Sub-Cost Pool': 'Cloud Service Providers', 'Technical Category': 'Finance' },
      ],
    ]);
  });
  it('cloud DNS, cloud calling, and software utilities are not power', () => {
    expectLayers([
      [
        'Amazon Route 53 hosted zones and queries',
        { 'Sub-Cost Pool': 'Cloud Service Providers', 'Sub-Tower': 'LAN/WAN' },
      ],
      [
        'Cisco Webex Calling licences',
        { 'Sub-Cost Pool': 'Cloud Service Providers', 'Sub-Tower': 'Voice' },
      ],
      ['BMC AMI Utilities for Db2 z/OS - licence', { 'Cost Pool': 'Software' }],
    ]);
  });
  it('Microsoft Project is project management, not Office', () => {
    expectLayers([
      [
        'Microsoft Project Professional 2021 perpetual licence',
        { 'Sub-Tower': 'Program, Product & Project Management' },
      ],
    ]);
  });
  it('industrial network gear, terminal software and Latin American carriers', () => {
    expectLayers([
      ['Siemens SCALANCE XC216 switches', { 'Sub-Tower': 'LAN/WAN' }],
      ['SecureCRT licences', { 'Sub-Tower': 'LAN/WAN' }],
      [
        'Telcel planes de datos flotilla',
        { 'Cost Pool': 'Telecom', 'Sub-Tower': 'Mobile Devices' },
      ],
      [
        'Globe myBusiness postpaid plans - Manila',
        { 'Cost Pool': 'Telecom', 'Sub-Tower': 'Mobile Devices' },
      ],
      [
        'Tata Comms GVPN link Bengaluru-Manila',
        { 'Cost Pool': 'Telecom', 'Sub-Tower': 'Transport' },
      ],
    ]);
  });
});
