import type { ExcelProcessResult } from '@trusty/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import { readWorkbook, upload } from './excel-helpers';

/**
 * Issue 14 item 3: every column a ledger gives is read. A FOCUS export (no "Cost Name" column) is
 * placed by its own ServiceCategory / ServiceSubcategory columns; a vendor column places a vague
 * name; a GL account decides the finance layer; the Summary lists the columns read.
 */

let user: TestUser;
const t = useTestApp({ SPREADSHEET_WORKERS: '1' });

beforeAll(async () => {
  user = await createUser(t.app, { credits: 200 });
});

const FOCUS_HEADER = [
  'BillingPeriodStart',
  'ProviderName',
  'ServiceName',
  'ServiceCategory',
  'ServiceSubcategory',
  'ChargeDescription',
  'BilledCost',
  'EffectiveCost',
];

/** [ServiceName, ServiceCategory, ServiceSubcategory, ChargeDescription, BilledCost, expected IT Tower] */
type FocusRow = [string, string, string, string, number, string];

/** Written for this test; the spellings each provider's bills use. */
const CLOUDS: Record<string, { provider: string; rows: FocusRow[] }> = {
  AWS: {
    provider: 'AWS',
    rows: [
      [
        'Amazon Elastic Compute Cloud',
        'Compute',
        'Virtual Machines',
        '$0.0832 per On Demand Linux t3.large Instance Hour',
        412.3,
        'Compute',
      ],
      [
        'Amazon Elastic Compute Cloud',
        'Compute',
        'Virtual Machines',
        '$0.08 per GB-month of General Purpose SSD (gp3) provisioned storage',
        96.5,
        'Storage',
      ],
      [
        'Amazon Simple Storage Service',
        'Storage',
        'Object Storage',
        '$0.023 per GB - first 50 TB / month of storage used',
        51.2,
        'Storage',
      ],
      [
        'Amazon Relational Database Service',
        'Databases',
        'Relational Databases',
        'USD 0.342 per db.m5.large Multi-AZ instance hour running PostgreSQL',
        250,
        'Platform',
      ],
    ],
  },
  Azure: {
    provider: 'Microsoft',
    rows: [
      ['Virtual Machines', 'Compute', 'Virtual Machines', 'D4s v5 Compute Hours', 380, 'Compute'],
      ['Storage', 'Storage', 'Object Storage', 'Hot LRS Data Stored', 44.1, 'Storage'],
      ['Bandwidth', 'Networking', 'Data Transfer', 'Standard Data Transfer Out', 12, 'Network'],
      [
        'Azure Monitor',
        'Management and Governance',
        'Observability',
        'Analytics Logs Data Ingestion',
        30,
        'Delivery',
      ],
    ],
  },
  'Google Cloud': {
    provider: 'Google Cloud',
    rows: [
      [
        'Compute Engine',
        'Compute',
        'Virtual Machines',
        'N2 Instance Core running in Americas',
        300,
        'Compute',
      ],
      ['Compute Engine', 'Compute', 'Virtual Machines', 'Storage PD Capacity', 40, 'Storage'],
      ['BigQuery', 'Databases', 'Data Warehouses', 'Analysis (US)', 75, 'Platform'],
      [
        'Cloud Key Management Service (KMS)',
        'Security',
        'Security',
        'Active software symmetric key versions',
        3,
        'Security & Compliance',
      ],
    ],
  },
  'Oracle Cloud': {
    provider: 'Oracle',
    rows: [
      ['Compute', 'Compute', 'Virtual Machines', 'Compute - Standard - E4 - OCPU', 210, 'Compute'],
      ['Block Storage', 'Storage', 'Block Storage', 'Block Volume - Storage', 35, 'Storage'],
      [
        'Autonomous Database',
        'Databases',
        'Relational Databases',
        'Oracle Autonomous Transaction Processing - ECPU',
        480,
        'Platform',
      ],
      ['Networking', 'Networking', 'Network Connectivity', 'FastConnect 1 Gbps', 150, 'Network'],
    ],
  },
};

async function focusExport(provider: string, rows: FocusRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('FOCUS');
  sheet.addRow(FOCUS_HEADER);
  for (const [name, category, subcategory, charge, billed] of rows)
    sheet.addRow(['2025-01-01', provider, name, category, subcategory, charge, billed, billed]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function process(fileName: string, bytes: Buffer) {
  const res = await upload(t.app, user.headers, fileName, bytes);
  expect(res.statusCode).toBe(200);
  const data = res.json().data as ExcelProcessResult;
  const download = await t.app.inject({
    method: 'GET',
    url: `/api/v1/tbm/excel/download/${data.processId}`,
    headers: user.headers,
  });
  return { data, book: readWorkbook(download.rawPayload) };
}

/** The appended result columns of a data row, by header. */
function resultOf(sheet: unknown[][], row: number) {
  const header = sheet[0] as string[];
  const cell = (name: string) => sheet[row]?.[header.indexOf(name)];
  return {
    tower: cell('IT Tower'),
    pool: cell('Cost Pool'),
    subPool: cell('Sub-Cost Pool'),
    status: cell('Status'),
    reason: String(cell('Reason')),
  };
}

const summaryLine = (summary: unknown[][], label: string) =>
  summary.find((row) => row[0] === label)?.[1];

describe.each(Object.entries(CLOUDS))('a FOCUS export from %s', (cloud, { provider, rows }) => {
  let data: ExcelProcessResult;
  let sheet: unknown[][];
  let summary: unknown[][];
  beforeAll(async () => {
    const result = await process(`${cloud}-focus.xlsx`, await focusExport(provider, rows));
    data = result.data;
    sheet = result.book.sheets.FOCUS as unknown[][];
    summary = result.book.sheets.Summary as unknown[][];
  });

  it('is accepted without a Cost Name column, every row classified', () => {
    expect(data).toMatchObject({ totalRows: rows.length, successfulRows: rows.length });
  });

  it('takes each tower from its own category columns (or the charge description they bill)', () => {
    rows.forEach(([, , , , , tower], i) => {
      const result = resultOf(sheet, i + 1);
      expect(result.tower, `row ${i + 2}`).toBe(tower);
      expect(result.reason, `row ${i + 2}`).toMatch(/^(ServiceCategory|ChargeDescription) '/);
      expect(result.pool).toBe('Outside Services');
      expect(result.subPool).toBe('Cloud Service Providers');
    });
  });

  it('sums BilledCost and lists the columns read on the Summary', () => {
    const billed = rows.reduce((sum, row) => sum + row[4], 0);
    // No BillingCurrency column: the spend is summed as "currency not stated", not guessed.
    expect(summaryLine(summary, 'Spend in currency not stated')).toBe('Amount');
    expect(summaryLine(summary, 'Total spend')).toBeCloseTo(billed, 2);
    expect(summaryLine(summary, 'Columns read')).toBe(
      'ProviderName (B), ServiceName (C), ServiceCategory (D), ServiceSubcategory (E), ' +
        'ChargeDescription (F), BilledCost (G)',
    );
  });
});

describe('a ledger with vendor, GL account and cost centre columns', () => {
  const LEDGER: Array<[string, string, string, string, string, number]> = [
    ['Cisco', 'Annual renewal', '6410', 'Maintenance', 'CC-100', 1800],
    ['Acme Corp', 'Annual renewal', '6410', 'Maintenance', 'CC-100', 900],
    ['Veeam', 'Veeam Backup & Replication', '6420', 'Software Maintenance', 'CC-200', 2400],
  ];
  let data: ExcelProcessResult;
  let sheet: unknown[][];
  let summary: unknown[][];
  beforeAll(async () => {
    const book = new ExcelJS.Workbook();
    const costs = book.addWorksheet('Ledger');
    costs.addRow(['Vendor', 'Cost Name', 'GL Account', 'GL Description', 'Cost Center', 'Amount']);
    for (const line of LEDGER) costs.addRow(line);
    const result = await process('ledger.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    data = result.data;
    sheet = result.book.sheets.Ledger as unknown[][];
    summary = result.book.sheets.Summary as unknown[][];
  });

  it('places a vague name by its vendor, and says so', () => {
    const cisco = resultOf(sheet, 1);
    expect(cisco.tower).toBe('Network');
    expect(cisco.reason).toContain("Vendor 'Cisco'");
  });

  it('classifies the same name apart under another vendor (an unknown one places nothing)', () => {
    expect(resultOf(sheet, 2).status).toBe('Unclassified');
    expect(data).toMatchObject({ totalRows: 3, successfulRows: 2, unclassifiedRows: 1 });
  });

  it('takes the finance layer from the GL description', () => {
    const veeam = resultOf(sheet, 3);
    expect(veeam.pool).toBe('Software');
    expect(veeam.subPool).toBe('Maintenance & Support');
    expect(veeam.reason).toContain("GL account words 'software maintenance'");
  });

  it('lists the columns read on the Summary', () => {
    expect(summaryLine(summary, 'Columns read')).toBe(
      'Vendor (A), Cost Name (B), GL Account (C), GL Description (D), Cost Center (E), Amount (F)',
    );
  });
});

describe('a sheet of names only', () => {
  it('lists the one column read', async () => {
    const book = new ExcelJS.Workbook();
    const costs = book.addWorksheet('Costs');
    costs.addRow(['Notes', 'Cost Name']);
    costs.addRow(['x', 'Annual renewal']);
    const { data, book: result } = await process(
      'names.xlsx',
      Buffer.from(await book.xlsx.writeBuffer()),
    );
    expect(data.unclassifiedRows).toBe(1);
    expect(summaryLine(result.sheets.Summary as unknown[][], 'Columns read')).toBe('Cost Name (B)');
  });
});
