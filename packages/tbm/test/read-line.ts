/** What the line-reading tests share: one name through the engine, and its pool or tower as the user reads them. */
import { createLocalEngine } from '../src/index.js';
import type { Classification } from '../src/types.js';

const engine = createLocalEngine();
export const one = (name: string): Classification => engine.classifySync([name])[0]!;
export const pool = (r: Classification) =>
  `${r.layers['Cost Pool']} / ${r.layers['Sub-Cost Pool']}`;
export const tower = (r: Classification) => `${r.layers['IT Tower']} / ${r.layers['Sub-Tower']}`;
