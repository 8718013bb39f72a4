import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A private PostgreSQL server for tests that stop or freeze their database: never the shared
 * TEST_DATABASE_URL server, which other test files are using at the same time.
 */
export interface PostgresServer {
  url: string;
  /** SIGSTOP the postmaster and every backend: connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
  /** `fast` closes connections politely; `immediate` drops them as a crash or power cut would. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  destroy(): void;
}

/** The newest server binaries, as .ci/run finds them; PG_BIN overrides. */
function findPgBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest) {
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (set PG_BIN, or apt-get install postgresql): this test starts, stops and freezes its own server.',
    );
  }
  return join(root, newest, 'bin');
}

function portIsFree(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : port));
    });
  });
}

/**
 * Any free port, or a free one of `TEST_PG_PORTS` (e.g. `53300-53399`) on a machine where
 * several people's servers share the port space. A random place to start from keeps test files
 * that start servers at the same moment from picking the same one.
 */
async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PG_PORTS ?? '');
  if (!range) return (await portIsFree(0)) ?? 0;
  const [low, size] = [Number(range[1]), Number(range[2]) - Number(range[1]) + 1];
  const offset = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const free = await portIsFree(low + ((offset + i) % size));
    if (free) return free;
  }
  throw new Error(`no free port in TEST_PG_PORTS=${process.env.TEST_PG_PORTS}`);
}

/** The pids of the postmaster and its children (backends, background workers). */
function serverPids(dataDir: string): number[] {
  const pidFile = join(dataDir, 'postmaster.pid');
  // No pid file: the server is stopped, there is nothing to signal.
  if (!existsSync(pidFile)) return [];
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent pid; the name field before it has no spaces here.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = findPgBin();
  const dir = mkdtempSync(join(tmpdir(), 'trusty-pg-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  // initdb refuses to run as root; CI runs as root, so the server runs as the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    execFileSync(file, argv, { stdio: 'pipe', timeout: 60_000 });
  };

  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);
  const signal = (name: 'SIGSTOP' | 'SIGCONT') => {
    for (const pid of serverPids(dataDir)) {
      try {
        process.kill(pid, name);
      } catch (error) {
        // A backend that exited between the listing and the signal.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
  };
  start();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    stop: (mode = 'fast') => run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']),
    start,
    destroy() {
      try {
        if (existsSync(join(dataDir, 'postmaster.pid'))) {
          signal('SIGCONT');
          run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
