import { CorrectionDialog } from '../features/review/components/correction-dialog';
import { ResultsPage } from '../features/results/pages/results-page';
import { UploadResultPage } from '../features/results/pages/upload-result-page';

/*
 * The Results pages offer the review feature's correction dialog; features do not import each
 * other, so the app composes them here.
 */

export function ResultsRoute() {
  return <ResultsPage correctionDialog={CorrectionDialog} />;
}

export function UploadResultRoute() {
  return <UploadResultPage correctionDialog={CorrectionDialog} />;
}
