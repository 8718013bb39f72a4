import { createLocalEngine, type ClassifierEngine } from '@trusty/tbm';
import type { Config } from '../config';

/** The engine every classification goes through; chosen once at start from CLASSIFIER. */
export type Classifier = ClassifierEngine;

export function createClassifier(_config: Config): Classifier {
  return createLocalEngine();
}
