import { useId, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { Upload } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { RulesImportProblems, useImportRules } from '../api/import-rules';

const count = (n: number) => `${formatNumber(n)} ${n === 1 ? 'rule' : 'rules'}`;

/** "Import CSV": a file picker that imports all or nothing, and lists every problem by line. */
export function RulesImport() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const importRules = useImportRules();
  const problems = importRules.error instanceof RulesImportProblems ? importRules.error : undefined;

  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after fixing it) fires a change.
          event.target.value = '';
          if (!file) return;
          importRules.mutate(file, {
            onSuccess: (result) =>
              toast.success(
                `${count(result.created)} created, ${formatNumber(result.updated)} updated`,
              ),
          });
        }}
      />
      <Button
        variant="outline"
        onClick={() => input.current?.click()}
        disabled={importRules.isPending}
      >
        <Upload aria-hidden="true" className="h-4 w-4" />
        {importRules.isPending ? 'Importing…' : 'Import CSV'}
      </Button>
      {importRules.isError && (
        <Alert className="basis-full">
          {problems ? (
            <>
              <p className="font-medium">{problems.message} Nothing was imported.</p>
              {problems.problems.length > 0 && (
                <ul className="mt-2 list-disc space-y-0.5 pl-5">
                  {problems.problems.map((p) => (
                    <li key={`${p.line}-${p.message}`}>
                      Line {p.line}: {p.message}
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            apiErrorMessage(importRules.error, 'Could not import the rules file. Please try again.')
          )}
        </Alert>
      )}
    </>
  );
}
