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
    expect(finance(one('CICS region support - Kyndryl'))).toBe(
      'Outside Services / Managed Service Providers',
    );
    expect(finance(one('Dell Latitude laptops - Computacenter'))).toBe('Hardware / Expense');
  });

  it('plain equipment nouns make the asset hardware', () => {
    expect(finance(one('DR standby servers - depreciation'))).toBe(
      'Hardware / Depreciation & Amortization',
    );
  });

  it('a perpetual licence is installed software even from a SaaS vendor', () => {
    expect(finance(one('Adobe Acrobat Standard perpetual licence x10'))).toBe(
      'Software / Licensing',
    );
  });

  it('the same product named twice votes once (CICS for z/OS is middleware, not the OS)', () => {
    expect(it_(one('IBM CICS TS for z/OS MLC'))).toBe('Platform / Mainframe Middleware');
  });

  it('at equal evidence a named product beats a generic word, but a services firm does not', () => {
    expect(it_(one('ServiceNow developer contractor T&M'))).toBe(
      'Delivery / IT Service Management',
    );
    expect(it_(one('Kyndryl x86 server managed service'))).toBe('Compute / Servers');
  });

  it('reads German ledger terms and common misspellings', () => {
    expect(finance(one('AfA Notebooks/PCs 10/2025'))).toBe(
      'Hardware / Depreciation & Amortization',
    );
    expect(finance(one('Festnetz Telefonie Gebühren Telekom Okt'))).toBe('Telecom / Telecom');
    expect(finance(one('Rufbereitschaft SAP Basis Team Okt'))).toBe(
      'Internal Labor / Internal Labor',
    );
    expect(it_(one('Serverraum Klimatisierung Standort Penzberg'))).toBe(
      'Data Center / Other Facilities',
    );
    expect(finance(one('STROM RZ STUTTGART 09/2025'))).toBe(
      'Facilities & Power / Facilities & Power',
    );
    expect(finance(one('F5 BIG-IP i5800 maintenence'))).toBe('Hardware / Maintenance & Support');
  });

  it('a vendor selling one kind of thing is as telling by name as a product (Databricks is big data, not Azure compute)', () => {
    expect(it_(one('Databricks Jobs Compute DBUs - Azure'))).toBe('Platform / Big Data');
  });

  it("a carrier's tower vote yields to a named technology, and a stated managed service beats the carrier's telecom", () => {
    const r = one('SD-WAN managed service - Orange Business');
    expect(it_(r)).toBe('Network / LAN/WAN');
    expect(finance(r)).toBe('Outside Services / Managed Service Providers');
    expect(finance(one('Network managed service - NTT'))).toBe(
      'Outside Services / Managed Service Providers',
    );
    expect(finance(one('Comcast Business broadband - urgent care sites'))).toBe(
      'Telecom / Telecom',
    );
  });

  it('in a recharge, business-function words name the charging department, not business software', () => {
    expect(it_(one('Central procurement office recharge to IT'))).toBe(
      'IT Management / IT Vendor Management',
    );
    const dc = one('Chargeback: corporate real estate - data center floor space');
    expect(it_(dc)).toBe('Data Center / Enterprise Data Center');
    expect(finance(dc)).toBe('Internal Services / Internal Services');
  });

  it('self-managed software is installed software even from a SaaS vendor', () => {
    expect(finance(one('GitLab Premium self-managed subscription'))).toBe('Software / Licensing');
  });

  it('names whose distinguishing word the normaliser drops do not claim lines ("A-Care" is not "care", "cloud cost" is not "cloud")', () => {
    expect(one('Comcast Business broadband - urgent care sites').reason).not.toContain('Arista');
    expect(it_(one('Kainos data platform discovery - G-Cloud 14 call-off'))).toBe(
      'Platform / Big Data',
    );
  });

  it('payroll as the domain of a product is not a payroll cost', () => {
    const r = one('MHR iTrent HR & payroll SaaS');
    expect(it_(r)).toBe('Application / Business Software');
    expect(finance(r)).toBe('Outside Services / Cloud Service Providers');
  });

  it('a mobile plan or usage is carrier connectivity; a phone bought is a device', () => {
    const plan = one('Mobile phone plans');
    expect(finance(plan)).toBe('Telecom / Telecom');
    expect(plan.layers['Technical Category']).toBe('Connectivity');
    expect(finance(one('Mobile usage Q3'))).toBe('Telecom / Telecom');
    const phones = one('iPhone 15 mobile phones x20');
    expect(finance(phones)).toBe('Hardware / Expense');
    expect(phones.layers['Technical Category']).toBe('Client Computing');
  });

  it('cost words inside a product name still count ("SQL Server Software Assurance" is support, not a licence)', () => {
    expect(finance(one('SQL Server Software Assurance - EA anniversary'))).toBe(
      'Software / Maintenance & Support',
    );
  });

  it('payroll words of HR software bought under a licence are its domain, not a payroll cost', () => {
    const r = one('SAP HCM payroll on-prem licences Switzerland');
    expect(finance(r)).toBe('Software / Licensing');
    expect(it_(r)).toBe('Application / Business Software');
  });

  it('a plain equipment noun with only a vendor named is hardware ("Rubrik appliances")', () => {
    expect(finance(one('Rubrik r6410 appliances'))).toBe('Hardware / Expense');
  });

  it('small purchases under a purchasing threshold are expensed', () => {
    expect(
      finance(one('Quest Toad for Oracle - p-card purchase under micro-purchase threshold')),
    ).toBe('Software / Expense');
  });

  it('compliance labels on a cloud product (FedRAMP) do not outvote the product', () => {
    expect(it_(one('Snowflake credits - Business Critical (FedRAMP)'))).toBe('Platform / Big Data');
  });

  it('a membership or conference is an expense even when the body is an advisory firm', () => {
    expect(finance(one('ISACA memberships'))).toBe('Other / Other');
  });

  it('does not read on-call or social security as telephony or IT security', () => {
    expect(r_tower('Application operations on-call allowance')).toBe('Application');
    expect(r_tower('Network engineers salaries incl. employer social security')).toBe('Network');
  });

  it('licensing advice is consulting, not a licence', () => {
    expect(finance(one('Software licensing advisory - SoftwareONE'))).toBe(
      'Outside Services / Consulting',
    );
  });

  it('smart hands alone is a service word, not an Equinix or Check Point product; the contractors say who is paid', () => {
    const r = one('Smart hands PC deployment contractors');
    expect(it_(r)).toBe('End User / Deskside Support');
    expect(finance(r)).toBe('External Labor / External Labor');
    expect(it_(one('Data center remote hands - Equinix Smart Hands'))).toBe(
      'Data Center / Enterprise Data Center',
    );
  });

  it('a depreciated or leased server is hardware even when its operating system is named', () => {
    expect(finance(one('Depreciation - HP-UX 11i v3 Integrity test server'))).toBe(
      'Hardware / Depreciation & Amortization',
    );
    expect(finance(one('Windows Server depreciation'))).toBe(
      'Software / Depreciation & Amortization',
    );
  });

  it('an expensed purchase, break-fix and time & materials state the cost nature over licence, service and consultant words', () => {
    expect(finance(one('Navicat Premium licences x3 - p-card'))).toBe('Software / Expense');
    expect(finance(one('Break fix field engineering services'))).toBe(
      'Hardware / Maintenance & Support',
    );
    expect(finance(one('Kubernetes platform consultant T&M'))).toBe(
      'External Labor / External Labor',
    );
  });

  it('employer contributions are payroll; GRC analysts are compliance staff, not GRC software', () => {
    const r = one('GRC analyst - salary');
    expect(it_(r)).toBe('Security & Compliance / Compliance');
    expect(finance(r)).toBe('Internal Labor / Internal Labor');
    expect(finance(one('PF employer contribution - Bangalore NOC staff'))).toBe(
      'Internal Labor / Internal Labor',
    );
  });

  it('place words next to a named product say where, not a facilities cost; a gift shop is a place', () => {
    expect(finance(one('NVIDIA DGX H100 - AI research facility'))).toBe('Hardware / Expense');
    expect(finance(one('Equinix facility charges LD5'))).toBe(
      'Facilities & Power / Facilities & Power',
    );
    expect(finance(one('PCI DSS QSA assessment - cafeteria & gift shop POS'))).toBe(
      'Outside Services / Consulting',
    );
  });

  it('API calls are cloud usage, not telephone calls', () => {
    expect(finance(one('Apigee X - API calls'))).toBe('Outside Services / Cloud Service Providers');
  });
  it('a private-cloud subscription is installed software; registrations and offsites are expenses, call charges telecom', () => {
    expect(finance(one('Cloudera Data Platform Private Cloud subscription'))).toBe(
      'Software / Licensing',
    );
    expect(finance(one('Gartner IT Symposium/Xpo Barcelona registration 2 pax'))).toBe(
      'Other / Other',
    );
    expect(finance(one('IT leadership offsite - Austin'))).toBe('Other / Other');
    expect(finance(one('Operator Connect call charges - Gamma Mar-25'))).toBe('Telecom / Telecom');
  });
});

function r_tower(s: string): string {
  return one(s).layers['IT Tower'];
}
