/** Plain nouns of IT purchases that a ledger or AP extract uses (issue 30, 30p). */
import { describe, expect, it } from 'vitest';
import { one, tower } from './read-line.js';

describe('plain nouns of IT purchases', () => {
  it('reads a multi-function device however it is spelt as a network printer', () => {
    for (const name of ['Multi Functional Devices Rental', 'Multi-function device', 'MFDs']) {
      expect(tower(one(name)), name).toBe('End User / Network Printers');
    }
  });

  it('reads domain names and their registration as network', () => {
    for (const name of ['Domain Names', 'Domain registration', 'Domain name renewal']) {
      expect(one(name).layers['IT Tower'], name).toBe('Network');
    }
  });

  it('leaves the same words outside IT when nothing IT is bought', () => {
    for (const name of [
      'Public domain images',
      'Multi-function room hire',
      'Multi functional sports hall',
    ]) {
      expect(one(name).recognised, name).toBe(false);
    }
  });
});
