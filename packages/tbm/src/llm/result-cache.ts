import type { Classification } from '../types';

/**
 * Where model answers are kept by normalised name (the store adds engine and taxonomy
 * version to its key), so a name is paid for once. The engine treats a failing store as empty.
 */
export interface ResultCache {
  get(normalized: readonly string[]): Promise<Map<string, Classification>>;
  set(results: readonly Classification[]): Promise<void>;
}
