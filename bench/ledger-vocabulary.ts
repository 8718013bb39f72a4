/**
 * The words the benchmarks' generated ledgers are made of, and the seeded generator that picks
 * them, shared so bench/excel.ts and bench/realistic-ledger.ts draw from one vocabulary.
 */

/** mulberry32: small and seeded, so every run generates the same file. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const PRODUCTS = [
  'Microsoft 365 E3 licenses',
  'AWS EC2 compute',
  'AWS S3 storage',
  'Azure blob storage',
  'Azure SQL database',
  'Google Workspace',
  'GCP BigQuery analysis',
  'Salesforce Sales Cloud',
  'ServiceNow ITSM subscription',
  'Oracle database support',
  'SAP S/4HANA maintenance',
  'Cisco switch maintenance',
  'Cisco SmartNet renewal',
  'Palo Alto firewall support',
  'CrowdStrike Falcon endpoint',
  'Okta workforce identity',
  'Zoom meetings',
  'Slack Enterprise Grid',
  'Atlassian Jira Cloud',
  'GitHub Enterprise',
  'Adobe Creative Cloud',
  'Dell Latitude laptops',
  'Apple MacBook Pro',
  'HP LaserJet toner',
  'Verizon mobile plans',
  'AT&T MPLS circuit',
  'Equinix colocation',
  'Data center power',
  'VMware vSphere licenses',
  'NetApp storage array',
  'Splunk Cloud',
  'Datadog monitoring',
  'Snowflake credits',
  'Tableau Creator licenses',
  'Workday HCM subscription',
  'DocuSign envelopes',
  'Zendesk Suite',
  'Twilio SMS usage',
  'Contractor - network engineer',
  'Contractor - SAP consultant',
  'IT helpdesk outsourcing',
  'Security awareness training',
  'Backup tapes offsite storage',
  'Veeam backup licenses',
  'Penetration test',
  'Cloudflare CDN',
  'Fortinet VPN gateway',
  'Jamf device management',
  'Lenovo ThinkPad docking stations',
  'Microsoft Azure DevOps',
];

/**
 * bench/excel.ts's products, whose ledger repeats 40 of them: the first 44 but for AWS S3
 * storage, Azure SQL database, GCP BigQuery analysis and Cisco SmartNet renewal. Its list and
 * order as they were, so its file stays the one the README's figures were measured on.
 */
const LEFT_OUT_OF_EXCEL_BENCH = new Set([2, 4, 6, 12]);
export const EXCEL_BENCH_PRODUCTS = PRODUCTS.slice(0, 44).filter(
  (_, i) => !LEFT_OUT_OF_EXCEL_BENCH.has(i),
);

export const QUALIFIERS = [
  'Q1',
  'Q2',
  'Q3',
  'Q4',
  'renewal',
  'true-up',
  'EMEA',
  'APAC',
  'Americas',
  'pilot',
  'expansion',
  'support',
  'annual',
  'monthly',
];
/** bench/excel.ts's qualifiers: the list without its last two, 'annual' and 'monthly'. */
export const EXCEL_BENCH_QUALIFIERS = QUALIFIERS.slice(0, -2);

export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Hooli', 'Vandelay'];
const SUFFIXES = ['Inc', 'LLC', 'GmbH', 'Ltd', 'SA'];

/** `count` vendor names ("Acme Inc 0", "Globex LLC 1", …) cycling through the first `companies`. */
export function vendorNames(count: number, companies: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `${COMPANIES[i % companies]} ${SUFFIXES[i % SUFFIXES.length]} ${i}`,
  );
}
