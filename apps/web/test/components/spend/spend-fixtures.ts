import type { CoverageTrendPoint, CurrencySpend, SpendCoverage } from '@trusty/contracts';

/** Euro spend with cents everywhere, so a float or a rounding slip shows in the table views. */
export const euros: CurrencySpend = {
  currency: 'EUR',
  total: '75334.85',
  rows: 6,
  covered: { costPool: '75254.75', itTower: '75000.10', subTower: '74100.10' },
  byRules: '1234.56',
  byPeople: '0.3',
  engineConfident: '73000',
  toReview: '1019.89',
  unclassified: '80.1',
  byPool: [
    { name: 'Outside Services', amount: '74000.1', confident: '73000', rows: 2 },
    { name: 'Software', amount: '1254.65', confident: '1234.86', rows: 3 },
  ],
  byTower: [
    { name: 'Application', amount: '74100.1', confident: '73000', rows: 2 },
    { name: 'End User', amount: '1154.65', confident: '1234.86', rows: 3 },
  ],
  flow: [
    { costPool: 'Outside Services', itTower: 'Application', amount: '74000.1' },
    { costPool: 'Software', itTower: 'End User', amount: '1154.65' },
    { costPool: 'Software', itTower: 'Application', amount: '100' },
  ],
  topToReview: {
    vendors: [{ key: 'Accenture', label: 'Accenture', amount: '1000.89', rows: 1 }],
    names: [{ key: 'sap basis', label: 'SAP Basis consulting', amount: '1000.89', rows: 1 }],
  },
  topUnclassified: {
    vendors: [{ key: 'Deli', label: 'Deli', amount: '80.1', rows: 1 }],
    names: [{ key: 'team lunch', label: 'Team lunch', amount: '80.1', rows: 1 }],
  },
};

export const dollars: CurrencySpend = {
  ...euros,
  currency: 'USD',
  total: '20072.85',
  engineConfident: '17738.09',
  byPool: [{ name: 'Hardware', amount: '20072.85', confident: '20072.85', rows: 4 }],
  byTower: [{ name: 'End User', amount: '20072.85', confident: '20072.85', rows: 4 }],
  flow: [{ costPool: 'Hardware', itTower: 'End User', amount: '20072.85' }],
};

export const coverage = (currencies: CurrencySpend[] = [euros, dollars]): SpendCoverage => ({
  reviewThreshold: 0.8,
  currencies,
  rowsWithoutAmount: 0,
  amountIssues: 2,
  leadersComplete: true,
});

export const trend: CoverageTrendPoint[] = [
  {
    uploadId: 'u1',
    fileName: 'ledger-q1.xlsx',
    createdAt: '2026-01-15T10:00:00.000Z',
    currency: 'EUR',
    total: '1000',
    confident: '500',
    covered: { costPool: '900', itTower: '700', subTower: '600' },
  },
  {
    uploadId: 'u2',
    fileName: 'ledger-q2.xlsx',
    createdAt: '2026-04-15T10:00:00.000Z',
    currency: 'EUR',
    total: '74334.85',
    confident: '74234.86',
    covered: { costPool: '74300', itTower: '74300.1', subTower: '74300' },
  },
];
