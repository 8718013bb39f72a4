import type { ExcelProcessResult } from '@trusty/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { ResultSummaryCard } from '../../../src/features/excel/components/result-summary-card';
import { landing, renderRoutes } from '../../helpers/render-route';

const result: ExcelProcessResult = {
  processId: '6f1c2a4e-2b7d-4c1e-9a51-0d3f7b2e9c10',
  totalRows: 12,
  successfulRows: 10,
  errorRows: 1,
  unclassifiedRows: 1,
  skippedRows: 0,
  errors: ['Row 5: Cost name is empty'],
  expiresAt: '2030-05-04T10:30:00.000Z',
};

describe('Excel Processor: the completed card', () => {
  it('opens the upload in Results', async () => {
    const { user, router } = renderRoutes(
      [
        {
          path: paths.excelProcessor,
          element: (
            <ResultSummaryCard
              fileName="ledger.xlsx"
              result={result}
              downloading={false}
              onDownload={() => {}}
              onViewDetails={() => {}}
              onProcessAnother={() => {}}
            />
          ),
        },
        landing(paths.resultRoute, 'Upload page'),
      ],
      paths.excelProcessor,
    );
    await user.click(screen.getByRole('link', { name: 'Open in Results' }));
    expect(await screen.findByText('Upload page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/results/${result.processId}`);
  });
});
