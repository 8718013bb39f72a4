import type { LayerName } from '@trusty/layers';

/** The six layers the product shows, in display order (one definition, shared with the API contracts). */
export { LAYERS, type LayerName } from '@trusty/layers';

export type ClassificationMethod = 'lexicon' | 'llm';

export interface Classification {
  /** The text as given. */
  input: string;
  /** The normalised form used for matching and as the cache key. */
  normalized: string;
  /** Always taxonomy members and hierarchy-consistent. */
  layers: Record<LayerName, string>;
  /** 0..1 per layer. */
  layerConfidence: Record<LayerName, number>;
  /** 0..1 overall. */
  confidence: number;
  method: ClassificationMethod;
  /** Short human explanation: which words or known product decided it. */
  reason: string;
  /**
   * False when nothing on the line was recognised as IT (no product, vendor or IT term): the
   * layers are then only a default placement, not an answer, and the line is not charged.
   * A non-IT cost cue alone ("lunch", "salaries") does not make a line recognised.
   */
  recognised: boolean;
  taxonomyVersion: string;
}

export interface ClassifierEngine {
  /** 'local' or 'llm'; part of the cache key. */
  readonly name: string;
  readonly taxonomyVersion: string;
  /** Results in input order, one per name. Never throws for a single bad item. */
  classify(names: readonly string[]): Promise<Classification[]>;
}

export interface LocalEngine extends ClassifierEngine {
  classifySync(names: readonly string[]): Classification[];
}
