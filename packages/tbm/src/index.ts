// TEMPORARY (lead): lets the API build while the local engine is being written.
// The tbm engineer replaces this whole file with the real exports.
import { LAYERS, type Classification, type LocalEngine } from './types';

export * from './types';
export const TAXONOMY_VERSION = '4.0';

export function createLocalEngine(): LocalEngine {
  const place = (input: string): Classification => ({
    input,
    normalized: input.trim().toLowerCase(),
    layers: {
      'Cost Pool': 'Other',
      'Sub-Cost Pool': 'Other',
      'IT Tower': 'IT Management',
      'Sub-Tower': 'IT Management & Strategic Planning',
      'Technical Solution': 'Delivery',
      'Technical Category': 'Strategy & Planning',
    },
    layerConfidence: Object.fromEntries(LAYERS.map((l) => [l, 0.1])) as Classification['layerConfidence'],
    confidence: 0.1,
    method: 'lexicon',
    reason: 'Placeholder engine',
    taxonomyVersion: TAXONOMY_VERSION,
  });
  return {
    name: 'local',
    taxonomyVersion: TAXONOMY_VERSION,
    classifySync: (names) => names.map(place),
    classify: async (names) => names.map(place),
  };
}
