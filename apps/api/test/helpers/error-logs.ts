import { Writable } from 'node:stream';

/**
 * A test fails on an error-level log it did not declare (issue 35 item 6). Every app a test
 * builds (buildTestApp, createTestApp) and every child server (startChildInstance) hands its log
 * lines here; the setup file (test/setup-api.ts) checks after each test, and once more after a
 * file's last hook, that every error or fatal line was expected. A 500 that a test never looks
 * at, or a failed background sweep, therefore fails the test that produced it.
 */

/** pino's numeric levels: error 50, fatal 60. */
const ERROR_LEVEL = 50;

interface ErrorLog {
  level: number;
  msg: string;
  /** The logged error's own message, if any. */
  cause: string;
  line: string;
}

interface Expectation {
  pattern: RegExp;
  reason: string;
  matched: number;
  /** Declared inside a test: must be met by that test. Otherwise it holds for the whole file. */
  test?: string;
}

let seen: ErrorLog[] = [];
let expectations: Expectation[] = [];

/** Feeds one or more pino JSON lines (a chunk may hold several) to the guard. */
export function recordLogLines(chunk: string): void {
  for (const line of chunk.split('\n')) {
    if (!line.startsWith('{')) continue;
    let parsed: { level?: unknown; msg?: unknown; err?: { message?: unknown } };
    try {
      parsed = JSON.parse(line) as typeof parsed;
    } catch {
      continue;
    }
    if (typeof parsed.level === 'number' && parsed.level >= ERROR_LEVEL) {
      const cause = parsed.err?.message === undefined ? '' : String(parsed.err.message);
      seen.push({ level: parsed.level, msg: String(parsed.msg ?? ''), cause, line });
    }
  }
}

/** A log stream for buildApp: every line goes to the guard, then to `next` if given. */
export function guardedLogStream(next?: Writable): Writable {
  return new Writable({
    write(chunk, encoding, callback) {
      recordLogLines(String(chunk));
      if (next) next.write(chunk, encoding, callback);
      else callback();
    },
  });
}

/**
 * Declares that error-level logs whose line matches `pattern` are expected, and why. Called in a
 * test, at least one such line must appear before the test ends; called in a file's beforeAll or
 * at its top level, such lines are allowed for the rest of the file.
 */
export function expectErrorLogs(pattern: RegExp, reason: string): void {
  if (!reason.trim()) throw new Error('expectErrorLogs needs a reason');
  expectations.push({ pattern, reason, matched: 0, test: inTest });
}

/** The test under way (set by the setup file around each test, its beforeEach hooks included). */
let inTest: string | undefined;

export function enterTest(name: string): void {
  inTest = name;
}

export function leaveTest(): void {
  inTest = undefined;
}

/** Throws (failing the test, or the file) on an unexpected error log or an unmet expectation. */
export function checkErrorLogs(scope: 'test' | 'file'): void {
  const logs = seen;
  seen = [];
  const unexpected = logs.filter((log) => {
    const expectation = expectations.find((candidate) => candidate.pattern.test(log.line));
    if (expectation) expectation.matched += 1;
    return !expectation;
  });
  const unmet = expectations.filter((candidate) => candidate.test && candidate.matched === 0);
  expectations = scope === 'test' ? expectations.filter((candidate) => !candidate.test) : [];
  const problems = [
    ...unexpected.map(
      (log) =>
        `unexpected ${levelName(log.level)} log "${log.msg}"${log.cause ? ` (${log.cause})` : ''}: ${truncate(log.line)}`,
    ),
    ...unmet.map(
      (candidate) => `expected an error log matching ${candidate.pattern} (${candidate.reason})`,
    ),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

function levelName(level: number): string {
  return level >= 60 ? 'fatal' : 'error';
}

function truncate(line: string): string {
  return line.length > 1_000 ? `${line.slice(0, 1_000)}…` : line;
}
