import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { analysisBuffers } from './packed-analysis';
import {
  previewTask,
  readTask,
  writeTask,
  type SpreadsheetTask,
  type TaskProgress,
} from './spreadsheet-tasks';
import { describeFailure, type TaskFailure } from './task-failure';

/**
 * Worker thread of the spreadsheet pool: runs one task at a time, as the pool sends them.
 * Reading and writing a workbook is CPU work measured in seconds for large files; here it
 * neither blocks other users' requests nor outlives its time budget (the pool terminates the
 * thread) nor takes the server down when it runs out of memory (the thread has its own heap).
 */

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'progress'; done: number; total: number }
  | { type: 'names'; names: string[] }
  | { type: 'done'; result: unknown }
  | { type: 'failed'; failure: TaskFailure };

/** What the pool tells a thread when it starts it. */
export interface WorkerSetup {
  nice: number;
}

const port = parentPort;
if (!port) throw new Error('spreadsheet-worker runs as a worker thread');

const { nice } = workerData as WorkerSetup;
// Pid 0 is the calling thread on Linux: only this thread yields to the server's requests.
// Elsewhere (macOS) it would be the whole process, so there the thread keeps its priority.
if (nice > 0 && process.platform === 'linux')
  try {
    setPriority(nice);
  } catch {
    // A system that refuses it runs the thread at the process's priority, as before.
  }

const send = (reply: WorkerReply, transfer: ArrayBuffer[] = []) =>
  port.postMessage(reply, transfer);

/** At most one progress message per half percent: a 384 MB sheet would otherwise post thousands. */
function throttled(): TaskProgress {
  let lastStep = -1;
  return (done, total) => {
    const step = total > 0 ? Math.floor((done / total) * 200) : 0;
    if (step === lastStep) return;
    lastStep = step;
    send({ type: 'progress', done, total });
  };
}

async function run(task: SpreadsheetTask): Promise<void> {
  try {
    if (task.kind === 'read') {
      const onNames = task.postNames
        ? (names: string[]) => send({ type: 'names', names })
        : undefined;
      const result = await readTask(task, throttled(), onNames);
      send({ type: 'done', result }, [
        result.bytes.buffer as ArrayBuffer,
        ...analysisBuffers(result.analysis),
      ]);
    } else if (task.kind === 'preview') {
      send({ type: 'done', result: await previewTask(task) });
    } else {
      const result = await writeTask(task, throttled());
      send({ type: 'done', result }, [
        result.file.buffer as ArrayBuffer,
        result.bytes.buffer as ArrayBuffer,
      ]);
    }
  } catch (error) {
    send({ type: 'failed', failure: describeFailure(error) });
  }
}

port.on('message', (task: SpreadsheetTask) => void run(task));
send({ type: 'ready' });
