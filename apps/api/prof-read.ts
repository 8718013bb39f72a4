import { readFileSync, existsSync } from 'node:fs';
import { writeRealisticLedger } from '../../bench/realistic-ledger';
import { readTask } from './src/modules/excel/workers/spreadsheet-tasks';
import { LIMITS } from './src/modules/excel/process-spreadsheet';
const path = '/tmp/prof/ledger.xlsx';
if (!existsSync(path)) await writeRealisticLedger(path, 100_000);
const buf = readFileSync(path);
for (let i = 0; i < 4; i++) {
  const bytes = new Uint8Array(buf);
  const t = performance.now();
  const r = await readTask({ kind: 'read', bytes, limits: LIMITS }, () => {});
  console.log('read ms', (performance.now() - t).toFixed(0), r.sharedStringCount);
}
