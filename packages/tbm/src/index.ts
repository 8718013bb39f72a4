export * from './types.js';
export { TAXONOMY_VERSION, getTaxonomy, isConsistent, consistencyErrors } from './taxonomy.js';
export type {
  Taxonomy,
  CostPool,
  SubPool,
  Tower,
  SubTower,
  SolutionType,
  SolutionCategory,
} from './taxonomy.js';
export { normalizeCostName } from './normalize.js';
export { answerForInput, createLocalEngine, localCandidates, type Candidate } from './engine.js';
export { createLlmEngine, type LlmEngineOptions, type ResultCache } from './llm/engine';
export { focusSubTower, FOCUS_TO_TBM, FOCUS_CATEGORY_DEFAULT } from './focus.js';
export { classifyLine, lineKey, lineText, type CostLine, type FocusColumns } from './line.js';
