// `npm start` on a fresh clone: build the web app and the API first when either is missing
// or older than its sources, so `npm install && npm start` just works.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) => {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const sources = Math.max(
  newest('packages'),
  newest('apps/api/src'),
  newest('apps/web/src'),
  newest('apps/api/drizzle'),
);
const web = builtAt('apps/web/dist/index.html');
const api = builtAt('apps/api/dist/server.js');
if (web === 0 || api === 0 || sources > Math.min(web, api)) {
  console.log('Building Trusty (web + api)…');
  execSync('npm run build', { stdio: 'inherit' });
}
