// Starts the production build for the end-to-end run. With TEST_DATABASE_URL (the CI pass on
// PostgreSQL) it first creates a fresh database there; otherwise the app uses PGlite in DATA_DIR.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const env = { ...process.env };
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `trusty_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
}

const server = spawn(process.execPath, ['apps/api/dist/server.js'], { stdio: 'inherit', env });
const forward = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGTERM', () => forward('SIGTERM'));
process.on('SIGINT', () => forward('SIGINT'));
server.on('exit', (code) => process.exit(code ?? 0));
