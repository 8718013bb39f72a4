import type { ExcelProcessResult, ProgressEvent } from '@trusty/contracts';
import { Download, FileSearch, RotateCcw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../config/paths';
import { PROCESSING_STEPS } from '../hooks/use-excel-processing';
import { ProcessingSteps } from './processing-steps';
import { ResultOverview } from './result-overview';

const STAGE_TEXT: Record<ProgressEvent['stage'], (p: ProgressEvent) => string> = {
  validating: () => 'Checking and reading the workbook',
  analyzing: (p) =>
    `Classifying ${p.processed.toLocaleString('en-US')} of ${p.total.toLocaleString('en-US')} distinct cost names`,
  categorizing: () => 'Applying the TBM categories to every row',
  writing: () => 'Writing your result workbook',
};

export interface ProcessingDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  status: 'idle' | 'pending' | 'success' | 'error';
  activeStep: number;
  progress: ProgressEvent | undefined;
  result: ExcelProcessResult | undefined;
  /** The server stopped waiting while the job goes on (202): what to tell the user. */
  stillProcessing: string | undefined;
  errorMessage: string | undefined;
  /** The failure was a 402: offer the way to more credits. */
  needsCredits: boolean;
  downloading: boolean;
  onDownload(): void;
  onProcessAnother(): void;
  onViewDetails(): void;
  /** Where focus goes on close: the control that started the run may have been replaced. */
  onCloseAutoFocus?(event: Event): void;
}

/** The status dialog of spec §2/§4: cannot be closed while processing. */
export function ProcessingDialog(props: ProcessingDialogProps) {
  const { status, activeStep, progress, result, stillProcessing } = props;
  const running = status === 'pending';
  const title = running
    ? 'Processing Excel File'
    : stillProcessing
      ? 'Still Processing'
      : status === 'success'
        ? 'Processing Complete'
        : 'Processing Failed';
  const state = stillProcessing
    ? 'running'
    : status === 'success'
      ? 'done'
      : status === 'error'
        ? 'failed'
        : 'running';
  const finished =
    (status === 'success' && (result !== undefined || stillProcessing !== undefined)) ||
    status === 'error';
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={title}
      dismissible={!running}
      onCloseAutoFocus={props.onCloseAutoFocus}
      footer={finished ? <ProcessingActions {...props} /> : undefined}
    >
      <div className="space-y-5">
        <ProcessingSteps activeStep={activeStep} state={state} />
        <p className="sr-only" aria-live="polite">
          {running ? `${PROCESSING_STEPS[activeStep]} in progress` : title}
        </p>
        {running && progress && (
          <div className="space-y-1.5">
            <div
              role="progressbar"
              aria-label="Processing progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-all"
                style={{ width: `${progress.percent}%` }}
              />
            </div>
            <p className="flex justify-between gap-2 text-xs text-slate-600">
              <span>{STAGE_TEXT[progress.stage](progress)}</span>
              <span>{progress.percent}%</span>
            </p>
          </div>
        )}
        {status === 'success' && result && <ResultOverview result={result} />}
        {status === 'success' && stillProcessing && <Alert tone="info">{stillProcessing}</Alert>}
        {status === 'error' && <Alert>{props.errorMessage}</Alert>}
      </div>
    </Dialog>
  );
}

/** The buttons under a finished run, in the dialog's footer so a phone keeps them in view. */
function ProcessingActions(props: ProcessingDialogProps) {
  const { status, result } = props;
  if (status === 'success' && props.stillProcessing)
    return (
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => props.onOpenChange(false)}>
          Close
        </Button>
        <LinkButton to={paths.results}>Open Results</LinkButton>
      </div>
    );
  if (status === 'success' && result)
    return (
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="ghost" onClick={props.onProcessAnother}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Process Another File
        </Button>
        <Button
          variant="outline"
          onClick={props.onViewDetails}
          disabled={result.successfulRows === 0}
        >
          <FileSearch aria-hidden="true" className="h-4 w-4" />
          View Details
        </Button>
        <Button onClick={props.onDownload} disabled={props.downloading}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {props.downloading ? 'Downloading...' : 'Download Processed File'}
        </Button>
      </div>
    );
  if (status === 'error')
    return (
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {props.needsCredits && <LinkButton to={paths.buyCredits}>Buy Credits</LinkButton>}
        <Button variant="outline" onClick={() => props.onOpenChange(false)}>
          Close
        </Button>
      </div>
    );
  return null;
}
