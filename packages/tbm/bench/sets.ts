/**
 * The labelled sets and what each may be used for. Every set but the dev set was written by an independent
 * author from docs/labelling-guide.md and the taxonomy only (never the knowledge base, the dev set or the engine).
 *   dev   — the knowledge base author's set, fixed train/test split (the benchmark's targets are on test)
 *   tune  — errors may be read while improving the knowledge base (in-sample afterwards, like train)
 *   calib — fits the confidence calibration; errors are never printed or read
 * Public labelled data nobody on the team wrote is listed apart, in bench/external-sets.ts (evaluation only).
 */
export interface LabelledSet {
  source: string;
  target: string;
  role: 'dev' | 'tune' | 'calib';
  organisation: string;
}

export const LABELLED_SETS: readonly LabelledSet[] = [
  {
    source: 'devset.src.txt',
    target: 'devset.json',
    role: 'dev',
    organisation: 'mixed (knowledge base author)',
  },
  {
    source: 'tuneset.src.txt',
    target: 'tuneset.json',
    role: 'tune',
    organisation: 'European manufacturer',
  },
  {
    source: 'tuneset-hospital.src.txt',
    target: 'tuneset-hospital.json',
    role: 'tune',
    organisation: 'US hospital and health system',
  },
  {
    source: 'tuneset-university.src.txt',
    target: 'tuneset-university.json',
    role: 'tune',
    organisation: 'UK university and public-sector IT service',
  },
  {
    source: 'tuneset-pharma.src.txt',
    target: 'tuneset-pharma.json',
    role: 'tune',
    organisation: 'Swiss-German pharmaceutical company',
  },
  {
    source: 'tuneset-federal.src.txt',
    target: 'tuneset-federal.json',
    role: 'tune',
    organisation: 'US federal civilian agency',
  },
  {
    source: 'tuneset-saas.src.txt',
    target: 'tuneset-saas.json',
    role: 'tune',
    organisation: 'US B2B SaaS software company',
  },
  {
    source: 'tuneset-automotive.src.txt',
    target: 'tuneset-automotive.json',
    role: 'tune',
    organisation: 'German automotive parts manufacturer',
  },
  {
    source: 'tuneset-insurance.src.txt',
    target: 'tuneset-insurance.json',
    role: 'tune',
    organisation: 'US property and casualty insurer',
  },
  {
    source: 'tuneset-lawfirm.src.txt',
    target: 'tuneset-lawfirm.json',
    role: 'tune',
    organisation: 'London-headquartered international law firm',
  },
  {
    source: 'tuneset-itservices.src.txt',
    target: 'tuneset-itservices.json',
    role: 'tune',
    organisation: 'Indian IT services and BPO company',
  },
  {
    source: 'tuneset-ecommerce.src.txt',
    target: 'tuneset-ecommerce.json',
    role: 'tune',
    organisation: 'Brazilian e-commerce marketplace',
  },
  {
    source: 'tuneset-luxury.src.txt',
    target: 'tuneset-luxury.json',
    role: 'tune',
    organisation: 'Italian luxury fashion group',
  },
  {
    source: 'calibset.src.txt',
    target: 'calibset.json',
    role: 'calib',
    organisation: 'US bank and insurer',
  },
  {
    source: 'calibset-utility.src.txt',
    target: 'calibset-utility.json',
    role: 'calib',
    organisation: 'Canadian electricity and gas utility',
  },
  {
    source: 'calibset-retail.src.txt',
    target: 'calibset-retail.json',
    role: 'calib',
    organisation: 'Australian national retailer',
  },
  {
    source: 'calibset-airline.src.txt',
    target: 'calibset-airline.json',
    role: 'calib',
    organisation: 'Singapore airline and air-cargo group',
  },
  {
    source: 'calibset-logistics.src.txt',
    target: 'calibset-logistics.json',
    role: 'calib',
    organisation: 'Danish container shipping and logistics group',
  },
  {
    source: 'calibset-media.src.txt',
    target: 'calibset-media.json',
    role: 'calib',
    organisation: 'UK media and publishing group',
  },
  {
    source: 'calibset-energy.src.txt',
    target: 'calibset-energy.json',
    role: 'calib',
    organisation: 'Texas oil and gas producer',
  },
  {
    source: 'calibset-bank.src.txt',
    target: 'calibset-bank.json',
    role: 'calib',
    organisation: 'French retail and corporate bank',
  },
  {
    source: 'calibset-council.src.txt',
    target: 'calibset-council.json',
    role: 'calib',
    organisation: 'New Zealand city council',
  },
  {
    source: 'calibset-transport.src.txt',
    target: 'calibset-transport.json',
    role: 'calib',
    organisation: 'US state department of transportation',
  },
  {
    source: 'calibset-health.src.txt',
    target: 'calibset-health.json',
    role: 'calib',
    organisation: 'Canadian provincial health authority',
  },
];
