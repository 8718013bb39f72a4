import { EXCEL_ACCEPT } from '@trusty/contracts';
import { FileSpreadsheet, UploadCloud } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** "2.35 MB" (spec §2: the size in MB). */
export function formatFileSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

export interface FileDropZoneProps {
  file: File | undefined;
  /** The client-side check's message for the last file offered (spec §5). */
  error: string | undefined;
  busy: boolean;
  /** Process File cannot go yet (the columns are being read, or must be chosen first). */
  processDisabled?: boolean;
  /** Shown under the chosen file: what will be read (issue 34 §2). */
  children?: ReactNode;
  onSelect(file: File): void;
  onRemove(): void;
  onProcess(): void;
  /** Process File, and Choose File when no file is chosen: where the page returns focus. */
  processButtonRef?: Ref<HTMLButtonElement>;
  chooseButtonRef?: Ref<HTMLButtonElement>;
}

/** Drag-and-drop or picker; then the chosen file with Remove / Choose Different File / Process File. */
export function FileDropZone({
  file,
  error,
  busy,
  processDisabled = false,
  children,
  onSelect,
  onRemove,
  onProcess,
  processButtonRef,
  chooseButtonRef,
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const errorId = useId();
  const hintId = useId();

  const choose = () => input.current?.click();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !busy) onSelect(dropped);
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Upload Excel File</h2>
      <input
        ref={input}
        type="file"
        accept={EXCEL_ACCEPT}
        aria-label="Excel file"
        className="hidden"
        tabIndex={-1}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onSelect(chosen);
          // The same file chosen again (after Remove) must fire change again.
          event.target.value = '';
        }}
      />
      {file ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <div className="flex items-start gap-3">
            <FileSpreadsheet
              aria-hidden="true"
              className="mt-0.5 h-8 w-8 shrink-0 text-green-600"
            />
            <div className="min-w-0">
              <p className="font-medium break-all text-slate-900">{file.name}</p>
              <p className="text-sm text-slate-600">{formatFileSize(file.size)}</p>
            </div>
          </div>
          {children}
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onRemove} disabled={busy}>
              Remove
            </Button>
            <Button variant="outline" onClick={choose} disabled={busy}>
              Choose Different File
            </Button>
            <Button ref={processButtonRef} onClick={onProcess} disabled={busy || processDisabled}>
              Process File
            </Button>
          </div>
        </div>
      ) : (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="drop-zone"
          className={cn(
            'mt-4 flex flex-col items-center rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors',
            dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white',
          )}
        >
          <UploadCloud aria-hidden="true" className="h-10 w-10 text-slate-400" />
          <p className="mt-3 font-medium text-slate-900">Drag and drop your Excel file here</p>
          <p className="text-sm text-slate-500">or</p>
          <Button
            ref={chooseButtonRef}
            className="mt-2"
            variant="outline"
            onClick={choose}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          >
            Choose File
          </Button>
          <p id={hintId} className="mt-3 text-xs text-slate-500">
            .xlsx or .xls, less than 10MB
          </p>
        </div>
      )}
      {error && (
        <div id={errorId} className="mt-3">
          <Alert>{error}</Alert>
        </div>
      )}
    </Card>
  );
}
