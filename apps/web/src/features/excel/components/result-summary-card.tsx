import type { ExcelProcessResult } from '@trusty/contracts';
import { CheckCircle2, Download, FileSearch, ListChecks, RotateCcw } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../config/paths';
import { ResultOverview } from './result-overview';
import { FocusHeading } from '../../../components/ui/focus-heading';

export interface ResultSummaryCardProps {
  fileName: string;
  result: ExcelProcessResult;
  downloading: boolean;
  onDownload(): void;
  onViewDetails(): void;
  onProcessAnother(): void;
  /** Focus targets for the page when a dialog over this card closes. */
  headingRef?: Ref<HTMLHeadingElement>;
  viewDetailsRef?: Ref<HTMLButtonElement>;
}

/** Spec §4: what stays on the page once the status dialog is closed after a result. */
export function ResultSummaryCard({
  fileName,
  result,
  downloading,
  onDownload,
  onViewDetails,
  onProcessAnother,
  headingRef,
  viewDetailsRef,
}: ResultSummaryCardProps) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-green-600" />
        <div className="min-w-0">
          <FocusHeading ref={headingRef}>Processing Complete</FocusHeading>
          <p className="text-sm break-all text-slate-600">{fileName}</p>
        </div>
      </div>
      <div className="mt-4">
        <ResultOverview result={result} />
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="ghost" onClick={onProcessAnother}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Process Another File
        </Button>
        <Button
          ref={viewDetailsRef}
          variant="outline"
          onClick={onViewDetails}
          disabled={result.successfulRows === 0}
        >
          <FileSearch aria-hidden="true" className="h-4 w-4" />
          View Details
        </Button>
        {/* Every row is kept: the Results page searches, reviews and corrects them. */}
        <LinkButton variant="outline" to={paths.result(result.processId)}>
          <ListChecks aria-hidden="true" className="h-4 w-4" />
          Open in Results
        </LinkButton>
        <Button onClick={onDownload} disabled={downloading}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {downloading ? 'Downloading...' : 'Download File'}
        </Button>
      </div>
    </Card>
  );
}
