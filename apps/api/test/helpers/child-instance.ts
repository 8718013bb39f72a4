import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { recordLogLines } from './error-logs';

/**
 * The real server (src/server.ts) in a process of its own, so a test can kill it as a crash
 * would: SIGKILL, no shutdown hook, no goodbye to the database.
 */

export interface ChildInstance {
  base: string;
  process: ChildProcess;
  /** Every log line written so far (pino JSON). */
  logs: string[];
  kill(signal: NodeJS.Signals): Promise<void>;
}

const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export async function startChildInstance(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ChildInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      APP_URL: 'http://localhost:3000',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_DB_QUEUE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout! });
  child.stderr!.on('data', (chunk: Buffer) => logs.push(String(chunk)));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${timeoutMs} ms`)), timeoutMs);
    child.once('exit', (code) =>
      reject(new Error(`exited with ${code} before it started:\n${logs.join('\n')}`)),
    );
    lines.on('line', (line) => {
      logs.push(line);
      recordLogLines(line);
      const address = /"address":"(http:\/\/[^"]+)"/.exec(line)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
  });
  return {
    base,
    process: child,
    logs,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
