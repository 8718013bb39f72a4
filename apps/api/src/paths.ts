import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Finds a folder of the repository whether this code runs from `apps/api/src` (tsx, vitest)
 * or from the bundle in `apps/api/dist`.
 */
function findUp(relativeToApi: string, marker: string): string {
  for (const base of [resolve(here, '..'), resolve(here, '../..'), resolve(here, '../../..')]) {
    const candidate = resolve(base, relativeToApi);
    if (existsSync(resolve(candidate, marker))) return candidate;
  }
  throw new Error(`Cannot find ${relativeToApi} (looked near ${here})`);
}

export const migrationsFolder = (): string => findUp('drizzle', 'meta/_journal.json');
export const webDistFolder = (): string | undefined => {
  try {
    return findUp('../web/dist', 'index.html');
  } catch {
    return undefined;
  }
};
