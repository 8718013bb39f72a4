/**
 * A realistic ledger for the HTTP benchmark: six columns, and cost names that are mostly
 * distinct, as in a real export, where an item carries its own invoice, PO or period reference
 * (bench/excel.ts's ledger repeats a few dozen names on half its rows). Seeded, so every run
 * sends the same file and the same names.
 */
import ExcelJS from 'exceljs';
import { MONTHS, PRODUCTS, QUALIFIERS, seededRandom, vendorNames } from './ledger-vocabulary';

const VENDORS = vendorNames(400, 8);

export function costNames(random: () => number): () => string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  return () => {
    const product = pick(PRODUCTS);
    const roll = random();
    // A quarter of the lines are plain items; the rest carry a reference of their own.
    if (roll < 0.15) return product;
    if (roll < 0.25) return `${product} ${pick(QUALIFIERS)}`;
    if (roll < 0.5) return `${product} ${pick(MONTHS)}-24 INV-${Math.floor(random() * 1e6)}`;
    if (roll < 0.75)
      return `${product} ${pick(QUALIFIERS)} PO ${4_500_000 + Math.floor(random() * 1e5)}`;
    return `${pick(QUALIFIERS)} ${product} #${Math.floor(random() * 1e5)}`;
  };
}

/**
 * Writes `rows` rows of Posting Date, Vendor, Cost Name, GL Account, Cost Center, Amount;
 * answers how many distinct cost names it wrote.
 */
export async function writeRealisticLedger(path: string, rows: number): Promise<number> {
  const distinct = new Set<string>();
  const random = seededRandom(19);
  const name = costNames(random);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('GL Export');
  sheet
    .addRow(['Posting Date', 'Vendor', 'Cost Name', 'GL Account', 'Cost Center', 'Amount'])
    .commit();
  for (let i = 0; i < rows; i++) {
    const costName = name();
    distinct.add(costName);
    sheet
      .addRow([
        new Date(Date.UTC(2024, Math.floor(random() * 12), 1 + Math.floor(random() * 28))),
        VENDORS[Math.floor(random() * VENDORS.length)],
        costName,
        60_000 + Math.floor(random() * 900),
        `CC-${Math.floor(random() * 2000)}`,
        Math.round(random() * 10_000_000) / 100,
      ])
      .commit();
  }
  await workbook.commit();
  return distinct.size;
}
