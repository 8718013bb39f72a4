import { excelFileIssue, processedFileName, type OnDuplicate } from '@trusty/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDownloadResult } from '../../../lib/download-result';
import { processingErrorMessage } from '../api/process-excel';
import { ColumnConfirmation } from '../components/column-confirmation';
import { DuplicateNotice } from '../components/duplicate-notice';
import { FileDropZone } from '../components/file-drop-zone';
import { HowItWorks } from '../components/how-it-works';
import { ProcessingDialog } from '../components/processing-dialog';
import { ResultDetailsDialog } from '../components/result-details-dialog';
import { ResultSummaryCard } from '../components/result-summary-card';
import { useColumnChoice } from '../hooks/use-column-choice';
import { useExcelProcessing } from '../hooks/use-excel-processing';
import { useProcessorFocus } from '../hooks/use-processor-focus';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';

function ExcelProcessorIntro() {
  return (
    <div>
      <h1 className="text-2xl font-semibold text-slate-900">Excel Processor</h1>
      <p className="text-sm text-slate-600">
        Classify every cost in a spreadsheet against the TBM taxonomy in one go.
      </p>
    </div>
  );
}

/**
 * Spec §2/§4 Excel Processor: no file → file chosen (only if valid) → processing (status dialog,
 * not closable) → results (dialog; after closing it, a summary card) or an error message.
 * Remove and Process Another File reset everything. On a phone the upload area comes right after
 * the title, in the first screen; How It Works (text only, nothing to focus) follows it.
 */
export function ExcelProcessorPage() {
  useDocumentTitle('Excel Processor');
  const [file, setFile] = useState<File>();
  // Changes with every file chosen: the preview is asked for each choice (issue 34 §2).
  const [selection, setSelection] = useState(0);
  const columns = useColumnChoice(file, selection);
  const [fileError, setFileError] = useState<string>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const processing = useExcelProcessing();
  const download = useDownloadResult();
  const { result } = processing;
  const focus = useProcessorFocus();

  const select = (chosen: File) => {
    const issue = excelFileIssue(chosen);
    setFileError(issue ?? undefined);
    if (issue) return;
    processing.reset();
    setFile(chosen);
    setSelection((n) => n + 1);
  };

  const reset = () => {
    processing.reset();
    setFile(undefined);
    setFileError(undefined);
    setDialogOpen(false);
    setDetailsOpen(false);
  };

  const process = (onDuplicate: OnDuplicate = 'ask') => {
    if (!file) return;
    setDialogOpen(true);
    processing.start(file, columns.choice, onDuplicate);
  };
  // The same file processed before (issue 34 §5): Process File waits for the person's choice.
  const duplicate = columns.preview.data?.duplicateOf ?? null;

  const downloadResult = () => {
    if (result && file)
      download.mutate({ processId: result.processId, fileName: processedFileName(file.name) });
  };

  const showSummary = result !== undefined && file !== undefined && !dialogOpen;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <ExcelProcessorIntro />
      <div className="max-sm:order-1">
        <HowItWorks />
      </div>
      {showSummary ? (
        <ResultSummaryCard
          fileName={file.name}
          result={result}
          downloading={download.isPending}
          onDownload={downloadResult}
          onViewDetails={() => setDetailsOpen(true)}
          onProcessAnother={() => {
            focus.toChooseFile();
            reset();
          }}
          headingRef={focus.summaryHeading}
          viewDetailsRef={focus.viewDetailsButton}
        />
      ) : (
        <FileDropZone
          file={file}
          error={fileError}
          busy={processing.status === 'pending'}
          processDisabled={!columns.ready || duplicate !== null}
          onSelect={select}
          onRemove={reset}
          onProcess={() => process()}
          processButtonRef={focus.processButton}
          chooseButtonRef={focus.chooseButton}
        >
          {duplicate && (
            <DuplicateNotice
              earlier={duplicate}
              busy={processing.status === 'pending' || !columns.ready}
              onProcessAgain={() => process('process')}
            />
          )}
          <FileColumns columns={columns} />
        </FileDropZone>
      )}
      <ProcessingDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        status={processing.status}
        activeStep={processing.activeStep}
        progress={processing.progress}
        result={result}
        stillProcessing={processing.stillProcessing?.message}
        errorMessage={processing.error ? processingErrorMessage(processing.error) : undefined}
        needsCredits={processing.error instanceof ApiError && processing.error.status === 402}
        downloading={download.isPending}
        onDownload={downloadResult}
        onProcessAnother={reset}
        onCloseAutoFocus={focus.afterProcessing}
        onViewDetails={() => {
          // One dialog at a time: the summary card stays behind the details.
          focus.toDetails();
          setDialogOpen(false);
          setDetailsOpen(true);
        }}
      />
      {result && (
        <ResultDetailsDialog
          processId={result.processId}
          open={detailsOpen}
          onOpenChange={setDetailsOpen}
          returnFocusTo={focus.viewDetailsButton}
        />
      )}
    </div>
  );
}

/** What the chosen file will be read as, or why it cannot be (issue 34 §2, §8). */
function FileColumns({ columns }: { columns: ReturnType<typeof useColumnChoice> }) {
  const { preview, roles } = columns;
  if (preview.isPending && preview.fetchStatus !== 'idle')
    return (
      <div className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="h-4 w-4" label="Reading the columns of the file" />
        <span aria-hidden="true">Reading the columns of the file…</span>
      </div>
    );
  if (preview.isError)
    return columns.refused ? (
      <div className="mt-4">
        <Alert>{preview.error.message}</Alert>
      </div>
    ) : null;
  if (!preview.data || !roles) return null;
  return (
    <ColumnConfirmation
      preview={preview.data}
      roles={roles}
      onRolesChange={columns.setRoles}
      onSheetChange={columns.setSheet}
      loadingSheet={preview.isFetching}
    />
  );
}
