/**
 * A word of letters for `n` ('k' then a letter per digit). Names that carry it normalise apart,
 * so each is a line of its own for the classifier; a number alone is dropped as a reference.
 */
export const letterWord = (n: number): string =>
  `k${[...String(n).padStart(4, '0')].map((d) => String.fromCharCode(97 + Number(d))).join('')}`;
