import { resultMessages } from '@trusty/contracts';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useUpload } from '../../../lib/get-upload';
import type { CorrectRowDialog } from '../components/correction-slot';
import { UploadActions, UploadHeader } from '../components/upload-actions';
import { UploadCounters } from '../components/upload-counters';
import { UploadRowsSection } from '../components/upload-rows-section';
import { UploadSpend } from '../components/upload-spend';
import { useRowCorrection } from '../components/row-correction';

/** One processed spreadsheet: its counters, actions and every row, searchable and filterable. */
export function UploadResultPage({
  correctionDialog: Correction,
}: {
  correctionDialog?: CorrectRowDialog;
}) {
  const { id = '' } = useParams();
  const upload = useUpload(id);
  const correction = useRowCorrection(Correction);
  useDocumentTitle(upload.data ? upload.data.fileName : 'Result');

  if (upload.isError && upload.error instanceof ApiError && upload.error.status === 404) {
    return (
      <div className="mx-auto max-w-3xl space-y-3">
        <h1 className="text-2xl font-semibold text-slate-900">Result not found</h1>
        <p role="alert" className="text-sm text-slate-700">
          {resultMessages.notFound}
        </p>
        <p className="text-sm">
          <TextLink to={paths.results}>See all your results</TextLink>
        </p>
      </div>
    );
  }

  const data = upload.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <UploadHeader upload={data} />
      {upload.isPending && <Spinner label="Loading this result" />}
      {upload.isError && (
        <LoadError
          error={upload.error}
          fallback="Could not load this result."
          onRetry={() => void upload.refetch()}
        />
      )}
      {data && (
        <>
          <UploadCounters upload={data} />
          <UploadActions upload={data} />
          <UploadSpend uploadId={data.id} />
        </>
      )}
      <UploadRowsSection uploadId={id} upload={data} onCorrect={correction.correct} />
      {correction.dialog}
    </div>
  );
}
