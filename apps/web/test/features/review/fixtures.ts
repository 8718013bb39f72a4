import type { ResultRow, ReviewGroup, TaxonomyResponseData } from '@trusty/contracts';
import { json } from '../../helpers/api-mock';
import { layers, storedRow } from '../../helpers/result-row';

export { layers };

/** A small taxonomy with the real one's traits: "Expense" sits under two cost pools. */
export const taxonomy: TaxonomyResponseData = {
  version: '4.0',
  costPools: [
    { name: 'Hardware', subPools: ['Expense', 'Depreciation & Amortization'] },
    { name: 'Software', subPools: ['Expense', 'Licensing'] },
    { name: 'Outside Services', subPools: ['Cloud Service Providers'] },
  ],
  towers: [
    { name: 'End User', subTowers: ['Workplace', 'Mobile Devices'] },
    { name: 'Application', subTowers: ['Application Development', 'Business Software'] },
    { name: 'Compute', subTowers: ['Servers'] },
  ],
  solutionTypes: [
    { name: 'Workplace', categories: ['Client Computing', 'Productivity'] },
    { name: 'Infrastructure', categories: ['Compute', 'Storage'] },
  ],
  help: {
    Hardware: 'IT hardware bought, leased, depreciated or maintained.',
    Software: 'Software licences and subscriptions.',
    'Business Software': 'For example: Salesforce; SAP.',
  },
};

export const taxonomyReply = () => json(200, { success: true, data: taxonomy });

export const corrected = {
  'Cost Pool': 'Software',
  'Sub-Cost Pool': 'Licensing',
  'IT Tower': 'Application',
  'Sub-Tower': 'Business Software',
  'Technical Solution': 'Workplace',
  'Technical Category': 'Productivity',
};

export const resultRow = (overrides: Partial<ResultRow> = {}): ResultRow =>
  storedRow({
    costName: 'ACME Corp – CRM seats Q3',
    normalizedName: 'acme corp crm seats',
    context: { vendor: 'ACME Corp', glAccount: '6410' },
    confidence: 0.55,
    reason: 'Matched "seats" as end-user devices',
    ...overrides,
  });

export const reviewGroup = (overrides: Partial<ReviewGroup> = {}): ReviewGroup => ({
  normalizedName: 'acme corp crm seats',
  costName: 'ACME Corp – CRM seats Q3',
  rowCount: 12,
  status: 'classified',
  layers,
  confidence: 0.55,
  method: 'lexicon',
  reason: 'Matched "seats" as end-user devices',
  context: { vendor: 'ACME Corp' },
  candidates: [
    { layers, score: 0.55, reason: 'Matched "seats" as end-user devices', current: true },
    {
      layers: corrected,
      score: 0.3,
      reason: "'crm' → Application / Business Software",
      current: false,
    },
  ],
  spend: [],
  ...overrides,
});
