import { describe, expect, it } from 'vitest';
import { decodeEntryName, ZipArchive } from '../../../../src/modules/excel/zip/zip-reader';
import { zip } from '../fixtures/handmade';

const limits = { maxEntries: 10, maxTotalUncompressed: 1 << 20, maxRatio: 100 };
const CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
const entry = (name: string, size = 10) => ({ name, data: Buffer.alloc(size, 65) });

describe('ZipArchive', () => {
  it('lists entries and inflates one, checking size and checksum', async () => {
    const archive = new ZipArchive(zip([entry('a.xml', 5000), entry('b.xml')]), limits);
    expect(archive.entries.map((e) => e.name)).toEqual(['a.xml', 'b.xml']);
    expect(await archive.text(archive.get('a.xml')!, 10_000)).toBe('A'.repeat(5000));
  });

  it('refuses more entries than allowed', () => {
    const many = Array.from({ length: 11 }, (_, i) => entry(`${i}.xml`));
    expect(() => new ZipArchive(zip(many), limits)).toThrow(
      expect.objectContaining({ problem: 'bomb' }),
    );
  });

  it('refuses a declared total beyond the cap and an extreme compression ratio', () => {
    expect(
      () => new ZipArchive(zip([entry('a.xml', 600_000), entry('b.xml', 600_000)]), limits),
    ).toThrow(expect.objectContaining({ problem: 'bomb' }));
    expect(
      () =>
        new ZipArchive(zip([entry('big.xml', 2 << 20)]), {
          ...limits,
          maxTotalUncompressed: 1 << 30,
        }),
    ).toThrow(expect.objectContaining({ problem: 'bomb' }));
  });

  it('reports encrypted entries and broken structure', () => {
    const encrypted = zip([entry('a.xml')]);
    const central = encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(1, central + 8);
    expect(() => new ZipArchive(encrypted, limits)).toThrow(
      expect.objectContaining({ problem: 'encrypted' }),
    );
    expect(() => new ZipArchive(zip([entry('a.xml')]).subarray(0, 40), limits)).toThrow(
      expect.objectContaining({ problem: 'corrupt' }),
    );
  });

  it('refuses entries whose bytes overlap, the building block of a non-recursive bomb', () => {
    const data = Buffer.alloc(2000, 65);
    const twins = zip([
      { name: 'a.xml', data },
      { name: 'b.xml', data },
    ]);
    expect(new ZipArchive(twins, limits).entries).toHaveLength(2);
    // Point b.xml's central record at a.xml's local header: the same data under two names.
    const second = twins.indexOf(CENTRAL, twins.indexOf(CENTRAL) + 4);
    twins.writeUInt32LE(0, second + 42);
    expect(() => new ZipArchive(twins, limits)).toThrow(
      expect.objectContaining({ problem: 'corrupt', message: 'b.xml overlaps a.xml' }),
    );
  });

  it('stops inflating a part that grows past what it declared', async () => {
    const lying = zip([{ name: 'a.xml', data: Buffer.alloc(100_000, 65), declaredSize: 1000 }]);
    const archive = new ZipArchive(lying, { ...limits, maxRatio: 1e9 });
    await expect(archive.text(archive.get('a.xml')!, 1 << 20)).rejects.toMatchObject({
      problem: 'bomb',
    });
  });

  it('decodes names as UTF-8 under flag bit 11 and as code page 437 without it', () => {
    const bytes = Buffer.from([0x52, 0x82, 0x73, 0x75, 0x6d, 0x82, 0xe1, 0x9c, 0xff]);
    expect(decodeEntryName(bytes, 0)).toBe('Résumé\u00df£\u00a0');
    expect(decodeEntryName(Buffer.from('Résumé', 'utf8'), 0x0800)).toBe('Résumé');
    // The 128 upper code points are all distinct, so every name survives a round trip.
    const upper = Buffer.from(Array.from({ length: 128 }, (_, i) => 0x80 + i));
    expect(new Set(decodeEntryName(upper, 0)).size).toBe(128);
  });
});
