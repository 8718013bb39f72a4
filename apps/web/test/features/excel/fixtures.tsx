import type { ExcelProcessResult } from '@trusty/contracts';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { paths } from '../../../src/config/paths';
import { ExcelProcessorPage } from '../../../src/features/excel/pages/excel-processor-page';
import { json } from '../../helpers/api-mock';
import { renderRoutes, signIn } from '../../helpers/render-route';

/** A finished run of POST /tbm/excel/process: every row classified unless a test says otherwise. */
export const processResult = (overrides: Partial<ExcelProcessResult> = {}): ExcelProcessResult => ({
  processId: '6f1c2a4e-2b7d-4c1e-9a51-0d3f7b2e9c10',
  totalRows: 2,
  successfulRows: 2,
  errorRows: 0,
  unclassifiedRows: 0,
  skippedRows: 0,
  errors: [],
  expiresAt: '2030-05-04T10:30:00.000Z',
  ...overrides,
});

/** A row of the run's results, classified as cloud compute. */
export const ec2ResultRow = (row: number) => ({
  row,
  costName: 'AWS EC2 compute',
  categorization: {
    'Cost Pool': 'Outside Services',
    'Sub-Cost Pool': 'Cloud Service Providers',
    'IT Tower': 'Compute',
    'Sub-Tower': 'Servers',
    'Technical Solution': 'Infrastructure',
    'Technical Category': 'Compute',
  },
  confidence: 0.91,
  reason: "Matched product 'Amazon EC2'",
});

/** GET /tbm/user-stats for a user with `credits` and no uploads yet. */
export const userStatsReply = (credits: number) =>
  json(200, { success: true, data: { credits, fileUploads: 0, totalCostsAlignment: 0 } });

/** The Excel Processor alone, signed in. */
export function renderExcelProcessor() {
  signIn();
  return renderRoutes(
    [{ path: paths.excelProcessor, element: <ExcelProcessorPage /> }],
    paths.excelProcessor,
  );
}

/** Chooses an Excel file of `bytes` zero bytes in the page's file field. */
export const chooseExcelFile = (user: UserEvent, name = 'costs.xlsx', bytes = 2048) =>
  user.upload(screen.getByLabelText('Excel file'), new File([new Uint8Array(bytes)], name));
