// Starts the production build for the end-to-end run. With TEST_DATABASE_URL (the CI pass on
// PostgreSQL) it first creates a fresh database there; otherwise the app uses PGlite in DATA_DIR.
import { spawn } from 'node:child_process';
import { createScratchDatabase } from '../../apps/api/test/helpers/database';

const env = { ...process.env };
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) env.DATABASE_URL = (await createScratchDatabase(adminUrl, 'trusty_e2e')).url;

const server = spawn(process.execPath, ['apps/api/dist/server.js'], { stdio: 'inherit', env });
const forward = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGTERM', () => forward('SIGTERM'));
process.on('SIGINT', () => forward('SIGINT'));
server.on('exit', (code) => process.exit(code ?? 0));
