import { describe, expect, it } from 'vitest';
import { packSource, unpackSource } from '../../../src/modules/excel/stored-source';

describe('an upload source kept gzipped', () => {
  it('shrinks a workbook of uncompressed, repetitive XML and unpacks it exactly', async () => {
    const workbook = Buffer.concat([
      Buffer.from('PK\u0003\u0004'),
      Buffer.from('<c/>'.repeat(1e6)),
    ]);
    const packed = await packSource(workbook);
    expect(packed.length).toBeLessThan(workbook.length / 100);
    expect((await unpackSource(packed, 1 << 30)).equals(workbook)).toBe(true);
  });

  it('reads a source stored before packing (a ZIP) as it is', async () => {
    const zip = Buffer.from('PK\u0003\u0004 stored before sources were packed');
    expect(await unpackSource(zip, 1 << 30)).toBe(zip);
  });

  it('refuses to unpack past the limit', async () => {
    const packed = await packSource(Buffer.alloc(1 << 20));
    await expect(unpackSource(packed, 1 << 10)).rejects.toThrow();
  });
});
