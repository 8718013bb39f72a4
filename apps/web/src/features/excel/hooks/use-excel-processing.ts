import type { ColumnChoice, OnDuplicate, ProgressEvent, ProgressStage } from '@trusty/contracts';
import { useEffect, useRef, useState } from 'react';
import { useProcessExcel } from '../api/process-excel';
import { openProgressStream } from '../api/progress-stream';

/** The four steps of the status dialog (spec §2), in order. */
export const PROCESSING_STEPS = [
  'File Validation',
  'AI Analysis',
  'TBM Categorization',
  'Results Ready',
] as const;

/** Spec §4/§9: without live progress, steps 1 to 3 advance every 1.5 s. */
export const STEP_INTERVAL_MS = 1500;

const STEP_OF_STAGE: Record<ProgressStage, number> = {
  validating: 0,
  analyzing: 1,
  categorizing: 2,
  writing: 2,
};

/** crypto.randomUUID exists only in secure contexts; the id just has to be unguessable. */
function newConnectionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * One run of the processor: opens the live progress stream (when the browser has one), posts
 * the file, and says which step is active — from the server's real stages when events arrive,
 * from the 1.5 s animation until then or without a stream.
 */
export function useExcelProcessing() {
  const mutation = useProcessExcel();
  const [progress, setProgress] = useState<ProgressEvent>();
  const [animatedStep, setAnimatedStep] = useState(0);
  const stream = useRef<{ close(): void } | undefined>(undefined);

  const live = progress !== undefined;
  useEffect(() => {
    if (!mutation.isPending || live) return;
    const timer = setInterval(
      () => setAnimatedStep((step) => Math.min(2, step + 1)),
      STEP_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [mutation.isPending, live]);

  // Leaving the page closes the stream; the upload itself finishes on the server.
  useEffect(() => () => stream.current?.close(), []);

  const start = (file: File, columns?: ColumnChoice, onDuplicate?: OnDuplicate) => {
    stream.current?.close();
    setProgress(undefined);
    setAnimatedStep(0);
    const connectionId = newConnectionId();
    const opened = openProgressStream(connectionId, setProgress);
    stream.current = opened;
    mutation.mutate(
      { file, connectionId: opened ? connectionId : undefined, columns, onDuplicate },
      { onSettled: () => opened?.close() },
    );
  };

  const reset = () => {
    stream.current?.close();
    stream.current = undefined;
    mutation.reset();
    setProgress(undefined);
    setAnimatedStep(0);
  };

  const outcome = mutation.data;
  const stillProcessing = outcome?.status === 'processing' ? outcome : undefined;
  const activeStep = stillProcessing
    ? progress
      ? STEP_OF_STAGE[progress.stage]
      : animatedStep
    : mutation.isSuccess
      ? PROCESSING_STEPS.length - 1
      : progress
        ? STEP_OF_STAGE[progress.stage]
        : animatedStep;
  return {
    start,
    reset,
    status: mutation.status,
    result: outcome?.status === 'done' ? outcome.result : undefined,
    /** The server stopped waiting and the job goes on: its id and what to tell the user. */
    stillProcessing,
    error: mutation.error,
    activeStep,
    /** The latest live event; undefined while animating. */
    progress,
  };
}
