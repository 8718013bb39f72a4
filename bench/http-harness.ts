/**
 * What every HTTP benchmark scenario shares: the API's production build in a child process on a
 * fresh database (PGlite, or a scratch database on BENCH_DATABASE_URL), one keep-alive agent,
 * a request that never rejects. The figures' arithmetic is bench/figures.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createScratchDatabase } from '../apps/api/test/helpers/database';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REQUEST_TIMEOUT_MS = 10_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function buildApi(): void {
  // The API bundle only (esbuild, seconds): the web app is not what is measured.
  const built = spawnSync('npm', ['run', 'build', '-w', '@trusty/api'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('API build failed');
}

/** Reads the database after the run (PGlite only once the server has let go of its files). */
export type Inspect = (
  query: (sql: string) => Promise<Array<Record<string, unknown>>>,
) => Promise<void>;

export interface Server {
  child: ChildProcess;
  base: string;
  database: 'PGlite' | 'PostgreSQL';
  stop(inspect?: Inspect): Promise<void>;
}

/** The token the benchmark's servers expose their metrics with (loopback only, thrown away). */
export const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/**
 * Why the server answered 503 (`trusty_overload_rejections_total` by reason), e.g.
 * "event_loop×12, db_queue×3"; "none" when it shed nothing.
 */
export async function shedReasons(base: string): Promise<string> {
  const answer = await send(base, {
    method: 'GET',
    path: '/api/v1/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (answer.status !== 200) return `metrics answered ${answer.status}`;
  const counts = [
    ...answer.text.matchAll(
      /^trusty_overload_rejections_total\{[^}]*reason="([^"]+)"[^}]*\} (\d+)/gm,
    ),
  ]
    .filter((m) => Number(m[2]) > 0)
    .map((m) => `${m[1]}×${m[2]}`);
  return counts.length > 0 ? counts.join(', ') : 'none';
}

/** `env` overrides the benchmark defaults (limits off, big signup grant, reference route on). */
export async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'trusty-bench-http-'));
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'trusty_bench') : undefined;
  const webBuilt = existsSync(join(ROOT, 'apps/web/dist/index.html'));
  const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Production as deployed (request logs included), minus the web app when it is not built.
      NODE_ENV: webBuilt ? 'production' : 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.url ?? '',
      RATE_LIMITS: 'false',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      SIGNUP_CREDITS: '1000000',
      BENCH_REFERENCE_ROUTE: 'true',
      METRICS_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ready = await fetch(`${base}/api/v1/health/ready`).catch(() => undefined);
      if (ready?.ok) break;
      if (performance.now() - started > 60_000) throw new Error('server not ready in 60 s');
      await sleep(100);
    }
  } catch (error) {
    // A server that never became ready must not outlive the benchmark.
    child.kill('SIGKILL');
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    child,
    base,
    database: scratch ? 'PostgreSQL' : 'PGlite',
    async stop(inspect) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      try {
        if (inspect && scratch) {
          const client = new pg.Client({ connectionString: scratch.url });
          await client.connect();
          try {
            await inspect(async (sql) => (await client.query(sql)).rows);
          } finally {
            await client.end();
          }
        } else if (inspect) {
          const client = new PGlite(join(dataDir, 'pglite'));
          try {
            await inspect(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
          } finally {
            await client.close();
          }
        }
      } finally {
        await scratch?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export const agent = new Agent({ keepAlive: true, maxSockets: 1024 });

export interface Call {
  method?: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /**
   * The loopback address the connection leaves from (127.x.y.z): how one machine plays many
   * clients, each with its own IP, for the limits that are counted per address.
   */
  localAddress?: string;
}

export interface Answer {
  /** 0 for a network failure or a timeout. */
  status: number;
  text: string;
}

/** One request; resolves with the answer and never rejects. */
export function send(base: string, call: Call): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(
      `${base}${call.path}`,
      {
        method: call.method ?? 'POST',
        agent,
        localAddress: call.localAddress,
        headers: {
          ...(call.body === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(call.body),
              }),
          ...call.headers,
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', () => resolve({ status: 0, text: '' }));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, text: '' }));
    req.end(call.body);
  });
}
