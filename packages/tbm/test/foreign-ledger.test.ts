import { describe, expect, it } from 'vitest';
import { classifyLine } from '../src/line.js';

/**
 * A multinational's ledger names IT in its own language: German 'EDV' and Swiss 'Informatik', French 'informatique',
 * Spanish 'informático', Italian 'informatici', Dutch 'automatisering'; and its compounds ('Softwarelizenzen',
 * 'Hardwarewartung', 'Telefoonkosten') and cost words ('Kosten', 'frais', 'gastos', 'spese') say no more than the
 * English 'costs'. Each such line answers as its English equivalent does.
 */
const read = (name: string) => classifyLine({ name });

/** [foreign line, English line with the same meaning] */
const SAME_AS_ENGLISH: Array<[foreign: string, english: string]> = [
  // German
  ['EDV-Kosten', 'IT costs'],
  ['Kosten EDV', 'IT costs'],
  ['IT-Kosten', 'IT costs'],
  ['Aufwand EDV', 'IT costs'],
  ['Informatikkosten', 'IT costs'],
  ['EDV Wartung', 'IT maintenance'],
  ['EDV-Dienstleistungen', 'IT services'],
  ['Softwarelizenzen', 'Software licences'],
  ['Lizenzkosten', 'Licence costs'],
  ['Hardwarewartung', 'Hardware maintenance'],
  ['Softwarewartung', 'Software maintenance'],
  ['Serverwartung', 'Server maintenance'],
  ['Kosten Telefon', 'Telephone costs'],
  ['Internetkosten', 'Internet costs'],
  ['Mobilfunkkosten', 'Mobile telecom costs'],
  ['Telekommunikationskosten', 'Telecommunications costs'],
  ['Computerzubehör', 'Computer accessories'],
  ['Computerkosten', 'Computer costs'],
  ['Serverkosten', 'Server costs'],
  ['Netzwerkkosten', 'Network costs'],
  ['Cloudkosten', 'Cloud costs'],
  ['Hostingkosten', 'Hosting costs'],
  ['Druckerkosten', 'Printer costs'],
  ['Rechenzentrumskosten', 'Data center costs'],
  ['Softwaremiete', 'Software rental'],
  // French
  ['Frais informatiques', 'IT costs'],
  ['Dépenses informatiques', 'IT costs'],
  ['Prestations informatiques', 'IT services'],
  ['Maintenance informatique', 'IT maintenance'],
  // Spanish and Portuguese
  ['Servicios de informática', 'IT services'],
  ['Serviços de informática', 'IT services'],
  ['Custos de informática', 'IT costs'],
  ['Gastos informáticos', 'IT costs'],
  ['Costos informáticos', 'IT costs'],
  ['Despesas informáticas', 'IT costs'],
  ['Servicios informáticos', 'IT services'],
  ['Licenciamiento Microsoft', 'Microsoft licensing'],
  ['Mantención servidores', 'Server maintenance'],
  ['Computadores', 'Computers'],
  ['Telecomunicações', 'Telecommunications'],
  // Italian
  ['Spese informatiche', 'IT costs'],
  ['Costi informatici', 'IT costs'],
  ['Servizi informatici', 'IT services'],
  ['Spese telefoniche', 'Telephony'],
  ['Consulenze informatiche', 'IT consulting'],
  ['Canoni manutenzioni software', 'Software maintenance'],
  ['Noleggi stampanti', 'Printer lease'],
  ['Telecomunicazioni', 'Telecommunications'],
  // Dutch
  ['Automatisering kosten', 'IT costs'],
  ['Licenties', 'Licences'],
  ['Licentiekosten', 'Licence costs'],
  ['Softwarelicenties', 'Software licences'],
  ['Telefoonkosten', 'Telephony'],
  ['Netwerk onderhoud', 'Network maintenance'],
  ['Leasekosten laptops', 'Laptop lease'],
  ['Systeembeheer', 'System administration'],
];

describe('foreign-language ledger lines', () => {
  it('are recognised and answer the Cost Pool and IT Tower of their English equivalent', () => {
    for (const [foreign, english] of SAME_AS_ENGLISH) {
      const f = read(foreign);
      const e = read(english);
      expect(e.recognised, english).toBe(true);
      expect(f.recognised, foreign).toBe(true);
      expect(f.layers['Cost Pool'], foreign).toBe(e.layers['Cost Pool']);
      expect(f.layers['Sub-Cost Pool'], foreign).toBe(e.layers['Sub-Cost Pool']);
      expect(f.layers['IT Tower'], foreign).toBe(e.layers['IT Tower']);
    }
  });

  it('say what was bought where the meaning is clear', () => {
    for (const line of ['Softwarelizenzen', 'Licenties', 'Lizenzkosten', 'Softwarelicenties']) {
      expect(read(line).layers['Cost Pool'], line).toBe('Software');
      expect(read(line).layers['Sub-Cost Pool'], line).toBe('Licensing');
    }
    for (const line of ['Hardwarewartung', 'Serverwartung', 'Netwerk onderhoud']) {
      expect(read(line).layers['Cost Pool'], line).toBe('Hardware');
      expect(read(line).layers['Sub-Cost Pool'], line).toBe('Maintenance & Support');
    }
    for (const line of ['Telefoonkosten', 'Spese telefoniche', 'Kosten Telefon']) {
      expect(read(line).layers['Cost Pool'], line).toBe('Telecom');
      expect(read(line).layers['Sub-Tower'], line).toBe('Voice');
    }
    for (const line of [
      'Prestations informatiques',
      'Servicios informáticos',
      'EDV-Dienstleistungen',
    ]) {
      expect(read(line).layers['Cost Pool'], line).toBe('Outside Services');
    }
    for (const line of ['Noleggi stampanti', 'Leasekosten laptops'])
      expect(read(line).layers['Sub-Cost Pool'], line).toBe('Lease');
  });

  it("a Dutch 'ICT-kosten' is as sure as 'ICT costs': 'kosten' only says cost", () => {
    const f = read('ICT-kosten');
    const e = read('ICT costs');
    expect(f.layers).toEqual(e.layers);
    expect(f.confidence).toBe(e.confidence);
  });

  // guards, true before and after: a cost word alone says nothing, and the vendor Informatica stays a vendor
  it('leaves lines whose only foreign word is a cost word unrecognised, and Informatica its product', () => {
    for (const line of [
      'Kosten Kantine',
      'Spese bancarie',
      'Gastos de viaje',
      'Despesas bancárias',
      'Servicios de limpieza',
    ])
      expect(read(line).recognised, line).toBe(false);
    expect(read('Informatica PowerCenter support').layers['Sub-Tower']).toBe('Middleware');
  });
});
