import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { analyzeCostSchema, useAnalyzeCost, type AnalyzeCostValues } from '../api/analyze-cost';
import { AnalysisResultDialog } from './analysis-result-dialog';

/** The TBM Cost Analyzer: one cost name in, a dialog with its six layers out (spec §2). */
export function CostAnalyzer() {
  const analyze = useAnalyzeCost();
  const [dialogOpen, setDialogOpen] = useState(false);
  const focusFieldOnClose = useRef(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<AnalyzeCostValues>({
    resolver: zodResolver(analyzeCostSchema),
    defaultValues: { costName: '' },
  });

  const isEmpty = useWatch({ control, name: 'costName' }).trim() === '';
  // 402: said here (not in a toast), with the way out.
  const outOfCredits =
    analyze.error instanceof ApiError && analyze.error.status === 402 ? analyze.error : null;

  const onSubmit = handleSubmit((values) =>
    analyze.mutate(values, { onSuccess: () => setDialogOpen(true) }),
  );

  const analyzeAnother = () => {
    focusFieldOnClose.current = true;
    setDialogOpen(false);
    reset();
    analyze.reset();
  };

  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-5 flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
          <Sparkles aria-hidden="true" className="h-5 w-5" />
        </span>
        <div>
          <h2 id="analyzer-heading" className="text-lg font-semibold text-slate-900">
            TBM Cost Analyzer
          </h2>
          <p className="text-sm text-slate-600">
            Enter a cost line as it appears on an invoice or in the ledger. Each analysis uses one
            credit.
          </p>
        </div>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="analyzer-heading"
        aria-busy={analyze.isPending}
        className="space-y-4"
      >
        <TextField
          label="Cost Name"
          placeholder="e.g. Cisco SmartNet renewal FY25"
          autoComplete="off"
          error={errors.costName?.message}
          {...register('costName')}
        />
        {outOfCredits && (
          <Alert>
            <p>{outOfCredits.message}</p>
            <p className="mt-1">
              Buy more credits to keep analyzing.{' '}
              <Link to={paths.buyCredits} className="font-semibold underline hover:no-underline">
                Buy Credits
              </Link>
            </p>
          </Alert>
        )}
        <Button
          ref={submitButton}
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={isEmpty || analyze.isPending}
        >
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          {analyze.isPending ? 'Analyzing with AI...' : 'Analyze Cost with AI'}
        </Button>
      </form>
      <AnalysisResultDialog
        result={analyze.data}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onAnalyzeAnother={analyzeAnother}
        returnFocusTo={submitButton}
        onCloseAutoFocus={(event) => {
          if (!focusFieldOnClose.current) return;
          focusFieldOnClose.current = false;
          event.preventDefault();
          setFocus('costName');
        }}
      />
    </Card>
  );
}
