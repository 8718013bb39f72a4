import { describe, expect, it } from 'vitest';
import { normalizeCostName } from '../src/normalize.js';
import { createLocalEngine } from '../src/index.js';

const engine = createLocalEngine();
const one = (s: string) => engine.classifySync([s])[0]!;

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
    expect(one('Abschreibung Netzwerkkomponenten').layers).toMatchObject({
      'Sub-Cost Pool': 'Depreciation & Amortization',
      'Cost Pool': 'Hardware',
      'Sub-Tower': 'LAN/WAN',
    });
    expect(one('Huur serverruimte kantoor Amsterdam').layers).toMatchObject({
      'Cost Pool': 'Facilities & Power',
      'Sub-Tower': 'Other Facilities',
    });
    expect(one('Telefonia fissa - ufficio Milano').layers).toMatchObject({
      'Cost Pool': 'Telecom',
      'Sub-Tower': 'Voice',
    });
    expect(one('Amortissement logiciels - licences SQL Server').layers).toMatchObject({
      'Cost Pool': 'Software',
      'Sub-Cost Pool': 'Depreciation & Amortization',
      'Sub-Tower': 'Database',
    });
    expect(one('Arrendamiento laptops HP EliteBook').layers).toMatchObject({
      'Sub-Cost Pool': 'Lease',
      'Sub-Tower': 'Workspace',
    });
    expect(one('Infogérance poste de travail').layers['Sub-Cost Pool']).toBe(
      'Managed Service Providers',
    );
    expect(one('Aluguel sala técnica - CD Cajamar').layers).toMatchObject({
      'Cost Pool': 'Facilities & Power',
      'Sub-Tower': 'Other Facilities',
    });
    expect(one('Desenvolvedores PJ - squad checkout').layers).toMatchObject({
      'Cost Pool': 'External Labor',
      'Sub-Tower': 'Application Development',
    });
  });
});

describe('industry applications and their business function', () => {
  const cat = (s: string) => one(s).layers['Technical Category'];
  it('law-firm systems', () => {
    expect(cat('Elite 3E on-prem maintenance')).toBe('Finance');
    expect(cat('Aderant Expert annual support')).toBe('Finance');
    expect(cat('Intapp Walls cloud subscription')).toBe('Risk, Audit & Compliance');
    expect(cat('Intapp DealCloud')).toBe('Sales & Marketing');
    expect(one('Kira contract analysis (Litera)').layers).toMatchObject({
      'Sub-Cost Pool': 'Cloud Service Providers',
      'Technical Category': 'Legal',
    });
  });
  it('insurance and finance systems', () => {
    expect(cat('Guidewire BillingCenter subscription')).toBe('Finance');
    expect(cat('CCC ONE Estimating - auto physical damage claims')).toBe('Customer Service');
    expect(cat('Verisk Touchstone catastrophe modeling licences')).toBe('Risk, Audit & Compliance');
    expect(cat('Oracle PeopleSoft Financials - annual support')).toBe('Finance');
  });
  it('engineering CAD suites are product-management business software', () => {
    expect(one('Dassault CATIA V5 maintenance').layers).toMatchObject({
      'Sub-Tower': 'Business Software',
      'Technical Category': 'Product Management',
    });
    expect(one('Siemens NX CAD floating licences').layers['Sub-Tower']).toBe('Business Software');
  });
  it('retail, fashion and Brazilian and Indian business SaaS', () => {
    expect(cat('Oracle Xstore POS - annual support')).toBe('Sales & Marketing');
    expect(cat('Cegid Retail Y2 SaaS - Asia boutiques')).toBe('Sales & Marketing');
    expect(cat('Lectra Modaris pattern design licences')).toBe('Product Management');
    expect(one('Sovos - emissão NF-e SaaS').layers).toMatchObject({
      'Sub-Cost Pool': 'Cloud Service Providers',
      'Technical Category': 'Finance',
    });
    expect(cat('Gupy recrutamento e seleção - assinatura')).toBe('Workforce');
    expect(cat('ClearTax GST e-invoicing')).toBe('Finance');
    expect(cat('Anaqua trademark management')).toBe('Legal');
  });
  it('cloud DNS, cloud calling, and software utilities are not power', () => {
    expect(one('Amazon Route 53 hosted zones and queries').layers).toMatchObject({
      'Sub-Cost Pool': 'Cloud Service Providers',
      'Sub-Tower': 'LAN/WAN',
    });
    expect(one('Cisco Webex Calling licences').layers).toMatchObject({
      'Sub-Cost Pool': 'Cloud Service Providers',
      'Sub-Tower': 'Voice',
    });
    expect(one('BMC AMI Utilities for Db2 z/OS - licence').layers['Cost Pool']).toBe('Software');
  });
  it('Microsoft Project is project management, not Office', () => {
    expect(one('Microsoft Project Professional 2021 perpetual licence').layers['Sub-Tower']).toBe(
      'Program, Product & Project Management',
    );
  });
  it('industrial network gear, terminal software and Latin American carriers', () => {
    expect(one('Siemens SCALANCE XC216 switches').layers['Sub-Tower']).toBe('LAN/WAN');
    expect(one('SecureCRT licences').layers['Sub-Tower']).toBe('LAN/WAN');
    expect(one('Telcel planes de datos flotilla').layers).toMatchObject({
      'Cost Pool': 'Telecom',
      'Sub-Tower': 'Mobile Devices',
    });
    expect(one('Globe myBusiness postpaid plans - Manila').layers).toMatchObject({
      'Cost Pool': 'Telecom',
      'Sub-Tower': 'Mobile Devices',
    });
    expect(one('Tata Comms GVPN link Bengaluru-Manila').layers).toMatchObject({
      'Cost Pool': 'Telecom',
      'Sub-Tower': 'Transport',
    });
  });
});
