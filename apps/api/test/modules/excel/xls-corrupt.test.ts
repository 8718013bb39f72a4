import * as XLSX from '@e965/xlsx';
import { ErrorCode, excelMessages } from '@trusty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import { fixture, upload } from './excel-helpers';

let user: TestUser;
const t = useTestApp();

beforeAll(async () => {
  user = await createUser(t.app, { credits: 50 });
});

/**
 * A real OLE container (right signature, valid directory) whose Workbook stream is rewritten:
 * the container opens, the BIFF inside it does not hold together.
 */
function withBrokenWorkbookStream(breakStream: (stream: Buffer) => Buffer): Buffer {
  const container = XLSX.CFB.read(fixture('costs.xls'), { type: 'buffer' });
  const entry = container.FileIndex.find((file: { name: string }) => file.name === 'Workbook');
  if (!entry?.content) throw new Error('costs.xls has no Workbook stream');
  const broken = breakStream(Buffer.from(entry.content as Uint8Array));
  entry.content = broken;
  entry.size = broken.length;
  return Buffer.from(XLSX.CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

const pattern = (length: number, step: number) =>
  Buffer.from(Array.from({ length }, (_, i) => (i * step + 13) & 0xff));

const corruptions: Array<[string, (stream: Buffer) => Buffer]> = [
  // SheetJS reads no sheet at all out of these, then cannot write an empty workbook.
  ['noise from the first byte', (s) => pattern(s.length, 7919)],
  ['all zeros', (s) => Buffer.alloc(s.length)],
  ['all 0xFF', (s) => Buffer.alloc(s.length, 0xff)],
  // These fail while records are read (SheetJS throws a string, not an Error).
  ['cut after the first record', (s) => s.subarray(0, 40)],
  [
    'overwritten after the header records',
    (s) => Buffer.concat([s.subarray(0, 200), pattern(s.length - 200, 31)]),
  ],
  [
    'every record length set to 0xFFFF',
    (s) => {
      const copy = Buffer.from(s);
      for (let at = 20; at < copy.length - 4; at += 4) copy.writeUInt16LE(0xffff, at + 2);
      return copy;
    },
  ],
];

describe('an .xls whose Workbook stream is broken', () => {
  it.each(corruptions)(
    '%s: 400 with the invalid-file message, nothing charged',
    async (_name, breakStream) => {
      const bytes = withBrokenWorkbookStream(breakStream);
      // Still recognised as an OLE file, so it reaches the .xls converter.
      expect(bytes.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');

      const res = await upload(t.app, user.headers, 'costs.xls', bytes);

      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: excelMessages.invalidType,
        error: ErrorCode.invalidFile,
      });
      const stats = await t.app.inject({
        method: 'GET',
        url: '/api/v1/tbm/user-stats',
        headers: user.headers,
      });
      expect(stats.json().data.credits).toBe(50);
    },
  );

  it('the intact fixture still converts (the corruption is what is refused)', async () => {
    const res = await upload(
      t.app,
      user.headers,
      'costs.xls',
      withBrokenWorkbookStream((s) => s),
    );
    expect(res.statusCode).toBe(200);
  });
});
