import {
  RULES_CSV_COLUMNS,
  RULES_CSV_MAX_BYTES,
  ruleMessages,
  rulesImportErrorSchema,
  rulesImportResultSchema,
} from '@trusty/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import {
  api,
  CLOUD,
  LAPTOP,
  layersOfRow,
  rowById,
  rulesOf,
  rulesVersionOf,
  seedRows,
} from './rules-kit';

const t = useTestApp();

const HEADER = RULES_CSV_COLUMNS.join(',');
const layersCells = (layers: typeof CLOUD) => Object.values(layers).join(',');

function importCsv(user: TestUser, text: string, contentType = 'text/csv') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/rules/import',
    headers: { ...user.headers, 'content-type': contentType },
    payload: text,
  });
}

function importMultipart(user: TestUser, text: string) {
  const boundary = '----trustyrules';
  const body = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="file"; filename="rules.csv"',
    'Content-Type: text/csv',
    '',
    text,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/rules/import',
    headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe('GET /rules/export', () => {
  it('writes the columns, every rule, and defuses cells a spreadsheet would run', async () => {
    const user = await createUser(t.app);
    for (const body of [
      { match: { kind: 'vendor', value: '=HYPERLINK("http://x","y")' }, layers: CLOUD },
      { match: { kind: 'name', value: 'Dell laptops, docks' }, layers: LAPTOP, enabled: false },
      { match: { kind: 'glAccount', value: '-6100' }, layers: CLOUD },
    ]) {
      expect((await api(t, user).post('/rules', body)).statusCode).toBe(201);
    }
    const res = await api(t, user).get('/rules/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="trusty-rules.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(4);
    expect(lines).toContain(`glAccount,'-6100,${layersCells(CLOUD)},true`);
    expect(lines).toContain(`name,"Dell laptops, docks",${layersCells(LAPTOP)},false`);
    expect(lines).toContain(`vendor,"'=HYPERLINK(""http://x"",""y"")",${layersCells(CLOUD)},true`);
    expect(lines.slice(1).every((line) => !/^[=+\-@]|,[=+\-@]/.test(line))).toBe(true);

    // What was exported imports into another account as the same rules.
    const other = await createUser(t.app);
    const imported = await importCsv(other, res.body);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(rulesImportResultSchema.parse(imported.json().data)).toEqual({ created: 3, updated: 0 });
    const copied = (await rulesOf(t, other)).map((r) => [r.matchKind, r.displayValue, r.enabled]);
    expect(copied.sort()).toEqual(
      [
        ['glAccount', '-6100', true],
        ['name', 'Dell laptops, docks', false],
        ['vendor', '=HYPERLINK("http://x","y")', true],
      ].sort(),
    );
  });
});

describe('POST /rules/import', () => {
  it('reads a Windows-1252 (Latin-1) file with its letters (issue 33 §9)', async () => {
    const user = await createUser(t.app);
    const text = `${HEADER}\nvendor,Société Générale,${layersCells(LAPTOP)},true\n`;
    const latin1 = Buffer.from(text, 'latin1');
    expect(latin1.toString('utf8')).toContain('\uFFFD');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rules/import',
      headers: { ...user.headers, 'content-type': 'text/csv' },
      payload: latin1,
    });
    expect(res.statusCode).toBe(200);
    expect((await rulesOf(t, user)).map((rule) => rule.displayValue)).toEqual(['Société Générale']);
    // A UTF-8 file is read as UTF-8.
    const again = await importCsv(user, text.replace('Société Générale', 'Crédit Agricole'));
    expect(again.statusCode).toBe(200);
    expect((await rulesOf(t, user)).map((rule) => rule.displayValue).sort()).toEqual([
      'Crédit Agricole',
      'Société Générale',
    ]);
  });

  it('creates new matches and updates existing ones, then applies them to unreviewed rows', async () => {
    const user = await createUser(t.app);
    const { ids } = await seedRows(t, user, [
      { name: 'Azure subscription', vendor: 'Microsoft' },
      { name: 'Azure subscription', vendor: 'Microsoft', review: 'corrected' },
    ]);
    expect(
      (
        await api(t, user).post('/rules', {
          match: { kind: 'name', value: 'Zebra widget' },
          layers: CLOUD,
        })
      ).statusCode,
    ).toBe(201);
    const csv = [
      HEADER,
      `name,zebra widgets,${layersCells(LAPTOP)},false`,
      `Vendor,Microsoft,${layersCells(CLOUD)},true`,
      `Contains phrase,server rack,${layersCells(CLOUD)},`,
    ].join('\n');
    const res = await importCsv(user, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: 2, updated: 1 });
    const stored = await rulesOf(t, user);
    expect(stored.find((r) => r.matchValue === 'zebra widget')).toMatchObject({
      enabled: false,
      layers: LAPTOP,
    });
    expect(stored.find((r) => r.matchKind === 'phrase')?.enabled).toBe(true);
    const vendorRule = stored.find((r) => r.matchKind === 'vendor');
    expect(vendorRule?.hits).toBe(1);
    expect(await rowById(t, ids[0] as string)).toMatchObject({
      method: 'rule',
      ruleId: vendorRule?.id,
    });
    expect(layersOfRow(await rowById(t, ids[1] as string))).toEqual(LAPTOP);
  });

  it('refuses a bad file with every problem by line number and imports nothing', async () => {
    const user = await createUser(t.app);
    const version = await rulesVersionOf(t, user);
    const csv = [
      HEADER,
      `name,Dell laptops,${layersCells(LAPTOP)},true`,
      `colour,red,${layersCells(LAPTOP)},true`,
      `vendor,,${layersCells(CLOUD)},true`,
      `vendor,Acme,${layersCells({ ...CLOUD, 'IT Tower': 'End User' })},true`,
      `phrase,cloud,${layersCells(CLOUD)},maybe`,
      '',
      `name,DELL LAPTOP,${layersCells(CLOUD)},true`,
      `glAccount,7000,Outside Services,,,,,,true`,
    ].join('\n');
    const res = await importCsv(user, csv);
    expect(res.statusCode).toBe(400);
    const body = rulesImportErrorSchema.parse(res.json());
    const lines = [...new Set(body.problems.map((p) => p.line))];
    expect(lines).toEqual([3, 4, 5, 6, 8, 9]);
    const about = (line: number) =>
      body.problems
        .filter((p) => p.line === line)
        .map((p) => p.message)
        .join(' | ');
    expect(about(3)).toMatch(/match must be one of/);
    expect(about(4)).toBe(ruleMessages.valueRequired);
    expect(about(5)).not.toBe('');
    expect(about(6)).toMatch(/enabled must be true or false/);
    expect(about(8)).toBe('repeats the match of line 2');
    expect(about(9)).toMatch(/Sub-Cost Pool is empty/);
    expect(await rulesOf(t, user)).toHaveLength(0);
    expect(await rulesVersionOf(t, user)).toBe(version);
  });

  it('names the header line when the columns are wrong, and refuses an empty file', async () => {
    const user = await createUser(t.app);
    const wrong = await importCsv(user, `kind,value\nname,x`);
    expect(wrong.statusCode).toBe(400);
    expect(rulesImportErrorSchema.parse(wrong.json()).problems).toEqual([
      { line: 1, message: ruleMessages.csvHeader },
    ]);
    const empty = await importCsv(user, `${HEADER}\n`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().problems[0].message).toBe(ruleMessages.csvEmpty);
    const broken = await importCsv(user, `${HEADER}\nname,"unclosed,${layersCells(CLOUD)},true`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().problems[0].message).toMatch(/not valid CSV/);
  });

  it('accepts the file of a multipart form', async () => {
    const user = await createUser(t.app);
    const res = await importMultipart(
      user,
      `${HEADER}\nname,Dell laptops,${layersCells(LAPTOP)},true`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: 1, updated: 0 });
  });

  it('refuses a file over the size limit with its own message', async () => {
    const user = await createUser(t.app);
    const line = `name,Dell laptops,${layersCells(LAPTOP)},true\n`;
    const big = HEADER + '\n' + line.repeat(Math.ceil(RULES_CSV_MAX_BYTES / line.length) + 1);
    const res = await importCsv(user, big);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ruleMessages.csvTooLarge);
    const multi = await importMultipart(user, big);
    expect(multi.statusCode).toBe(400);
    expect(multi.json().message).toBe(ruleMessages.csvTooLarge);
    expect(await rulesOf(t, user)).toHaveLength(0);
  });
});
