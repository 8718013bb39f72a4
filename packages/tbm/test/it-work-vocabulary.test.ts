/**
 * Issue 30 (session 7, 30l): kinds of IT work and goods a buyer types that the vocabulary lacked — a web site and
 * web work, information and records management, an ultrabook (not a book), a degausser. Lines written for this test,
 * not lines of any labelled set.
 */
import { describe, expect, it } from 'vitest';
import { one, pool, tower } from './read-line.js';

describe('IT work and goods a buyer names by kind', () => {
  it('web work and a web site are IT: an application, for review when nothing else is said', () => {
    for (const name of [
      'Web site redesign and hosting',
      'Web content refresh',
      'Web accessibility review',
    ]) {
      const r = one(name);
      expect(r.recognised, name).toBe(true);
      expect(r.layers['IT Tower'], name).toBe('Application');
    }
    // a stated cost word keeps deciding the pool
    expect(pool(one('Web managed service for the intranet'))).toBe(
      'Outside Services / Managed Service Providers',
    );
  });

  it('information and records management are business software', () => {
    for (const name of ['Information management modernisation', 'Records management renewal']) {
      const r = one(name);
      expect(r.recognised, name).toBe(true);
      expect(tower(r), name).toBe('Application / Business Software');
    }
  });

  it('an ultrabook is a computer, not a book: Hardware, never Other', () => {
    const r = one('Ultra books for field staff');
    expect(tower(r)).toBe('End User / Workspace');
    expect(pool(r)).toBe('Hardware / Expense');
    // books are still books
    expect(one('Books and publications for the IT library').layers['Cost Pool']).toBe('Other');
  });

  it('a degausser wipes storage media: storage hardware', () => {
    const r = one('Degaussers for media sanitisation');
    expect(r.recognised).toBe(true);
    expect(pool(r)).toBe('Hardware / Expense');
    expect(tower(r)).toBe('Storage / Offline Storage');
  });

  it('a solution a buyer procures is a system, for review; a chemist’s solution is a liquid', () => {
    for (const name of ['Case tracking solution', 'Hosted permit management solution']) {
      const r = one(name);
      expect(r.recognised, name).toBe(true);
      expect(r.layers['IT Tower'], name).toBe('Application');
      expect(r.confidence, name).toBeLessThan(0.5);
    }
    // a named kind of IT keeps its own tower beside it
    expect(one('Shared storage solution').layers['IT Tower']).toBe('Storage');
    for (const name of ['Cleaning solution 5L', 'Saline solution 0.9%', 'Contact lens solution'])
      expect(one(name).recognised, name).toBe(false);
  });

  it('the upkeep of a management system the line names is software upkeep, for review', () => {
    for (const name of [
      'Support for the estates management system',
      'O&M of the permits management system',
    ]) {
      const r = one(name);
      expect(r.recognised, name).toBe(true);
      expect(pool(r), name).toBe('Software / Maintenance & Support');
      expect(tower(r), name).toBe('Application / Business Software');
      expect(r.confidence, name).toBeLessThan(0.5);
    }
    // another trade's management system, or one with no upkeep word, says nothing of software
    for (const name of ['Waste management system maintenance', 'Management system'])
      expect(one(name).recognised, name).toBe(false);
  });

  it('other trades stay non-IT', () => {
    for (const name of ['Information kiosk cleaning', 'Paperback books for the school library'])
      expect(one(name).recognised, name).toBe(false);
  });
});
