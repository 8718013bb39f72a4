/**
 * Colours of the spend charts: the Okabe–Ito palette, told apart with every common colour
 * vision deficiency; every chart also has a table view and labels, so colour is never the only
 * way to read it.
 */
export const PALETTE = [
  '#0072B2', // blue
  '#E69F00', // orange
  '#009E73', // bluish green
  '#56B4E9', // sky blue
  '#D55E00', // vermillion
  '#CC79A7', // reddish purple
  '#F0E442', // yellow
  '#000000', // black
] as const;

/** How the money was decided, darkest (surest) first, the unmapped in warm colours. */
export const STATE_COLOURS = {
  byRules: '#0072B2',
  byPeople: '#009E73',
  engineConfident: '#56B4E9',
  toReview: '#E69F00',
  unclassified: '#D55E00',
} as const;
