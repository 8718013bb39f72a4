/**
 * A realistic ledger for the HTTP benchmark: six columns, and cost names that are mostly
 * distinct, as in a real export, where an item carries its own invoice, PO or period reference
 * (bench/excel.ts's ledger repeats a few dozen names on half its rows). Seeded, so every run
 * sends the same file and the same names.
 */
import ExcelJS from 'exceljs';

const PRODUCTS = [
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
const QUALIFIERS = [
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
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const VENDORS = Array.from(
  { length: 400 },
  (_, i) =>
    `${['Acme', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Hooli', 'Vandelay'][i % 8]} ${['Inc', 'LLC', 'GmbH', 'Ltd', 'SA'][i % 5]} ${i}`,
);

/** mulberry32: small and seeded. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function costNames(random: () => number): () => string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  return () => {
    const product = pick(PRODUCTS);
    const roll = random();
    // A quarter of the lines are plain items; the rest carry a reference of their own.
    if (roll < 0.15) return product;
    if (roll < 0.25) return `${product} ${pick(QUALIFIERS)}`;
    if (roll < 0.5) return `${product} ${pick(MONTHS)}-24 INV-${Math.floor(random() * 1e6)}`;
    if (roll < 0.75)
      return `${product} ${pick(QUALIFIERS)} PO ${4_500_000 + Math.floor(random() * 1e5)}`;
    return `${pick(QUALIFIERS)} ${product} #${Math.floor(random() * 1e5)}`;
  };
}

/**
 * Writes `rows` rows of Posting Date, Vendor, Cost Name, GL Account, Cost Center, Amount;
 * answers how many distinct cost names it wrote.
 */
export async function writeRealisticLedger(path: string, rows: number): Promise<number> {
  const distinct = new Set<string>();
  const random = seededRandom(19);
  const name = costNames(random);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('GL Export');
  sheet
    .addRow(['Posting Date', 'Vendor', 'Cost Name', 'GL Account', 'Cost Center', 'Amount'])
    .commit();
  for (let i = 0; i < rows; i++) {
    const costName = name();
    distinct.add(costName);
    sheet
      .addRow([
        new Date(Date.UTC(2024, Math.floor(random() * 12), 1 + Math.floor(random() * 28))),
        VENDORS[Math.floor(random() * VENDORS.length)],
        costName,
        60_000 + Math.floor(random() * 900),
        `CC-${Math.floor(random() * 2000)}`,
        Math.round(random() * 10_000_000) / 100,
      ])
      .commit();
  }
  await workbook.commit();
  return distinct.size;
}
