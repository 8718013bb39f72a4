/**
 * Issue 30 (session 7, 30m2): abbreviations that are also ordinary words — a soft drink is no software, San Diego no
 * storage area network, Sam Jones no software asset management, an aircraft's AVS no Azure service. Every line here
 * is written for this test (none is a line of a labelled set); each rule keeps its IT reading where the line is IT.
 */
import { describe, expect, it } from 'vitest';
import { one, tower } from './read-line.js';

const notIt = (names: string[]) => {
  for (const name of names) expect(one(name).recognised, name).toBe(false);
};

describe('abbreviations read as ordinary words outside IT', () => {
  it("'soft' is software only beside a software purchase word or its maker", () => {
    notIt([
      'Soft drinks',
      'Soft furnishings for the staff room',
      'Soft play equipment',
      'Soft landscaping works',
      'Soft toys',
      'Soft skills training',
      'Soft FM services contract',
    ]);
    for (const name of [
      'MS Soft licence',
      'Soft maint renewal',
      'Soft. licences x 20',
      'Acme Soft Ltd',
    ]) {
      const r = one(name);
      expect(r.recognised, name).toBe(true);
      expect(r.layers['Cost Pool'], name).toBe('Software');
    }
  });

  it("'San' before a saint's name is a place; SAN beside storage words is storage", () => {
    notIt(['Accommodation in San Diego', 'Flights to San Francisco', 'San Jose hotel two nights']);
    for (const name of ['SAN storage array', 'SAN switch', 'SAN expansion shelf'])
      expect(tower(one(name)), name).toBe('Storage / Online Storage');
  });

  it('a data centre or comms room power bill in Italian or Spanish is Facilities & Power', () => {
    for (const name of [
      'Energia elettrica CED Milano',
      'Energia electrica - cuarto de comunicaciones Madrid',
    ]) {
      const r = one(name);
      expect(r.layers['IT Tower'], name).toBe('Data Center');
      expect(r.layers['Cost Pool'], name).toBe('Facilities & Power');
    }
  });

  it("'Sam' written as a name is a person, and a Sam Browne belt is uniform; the acronym SAM stays IT", () => {
    notIt(['Refund to Sam Jones', 'Sam Browne belts', 'SAM BROWNE BELTS, LEATHER']);
    for (const name of ['SAM tool', 'Flexera SAM', 'SAM managed service'])
      expect(tower(one(name)), name).toBe('IT Management / IT Vendor Management');
  });

  it('AVS alone is not Azure VMware Solution; beside Azure or a private cloud it is', () => {
    notIt(['Aircraft spares - avionics AVS']);
    for (const name of [
      'Azure VMware Solution (AVS)',
      'Azure AVS hosts',
      'AVS private cloud nodes',
    ])
      expect(one(name).layers['Technical Solution'], name).toBe('Infrastructure');
  });
});

describe('a region and office furniture (session 10)', () => {
  it("'NW' is the North West, not a network", () => {
    notIt(['Family support services by Harbour NW', 'NW region travel']);
    expect(tower(one('Network upgrade'))).toBe('Network / LAN/WAN');
  });

  it('office furniture’s own nouns are no storage or IT purchase', () => {
    notIt(['Office desking, seating & storage', 'Warehouse shelving and storage']);
    expect(tower(one('Storage array'))).toBe('Storage / Online Storage');
  });
});
