/** GET /references/export (spec §4.6, §2.8, §7) */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ExportAuthErrorSchema, ExportRowSchema } from '../../../src/catalog/schemas.ts';
import { api, EXPORT_LOGIN, expectSchema, OTHER_KEY, type Query } from './helpers.ts';
import { useSimulator } from './useSimulator.ts';

const sim = useSimulator({ references: 110, seed: 41 });

type Row = Record<string, unknown> & { reference_ID: number };
const exportRows = async (query: Query = {}): Promise<Row[]> => {
  const a = await api(sim.url, '/references/export', { ...EXPORT_LOGIN, ...query });
  expect(a.status).toBe(200);
  expect(a.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const rows = a.json<Row[]>();
  for (const r of rows) expectSchema(ExportRowSchema, r);
  // The raw rows, not zod's output: key order is part of the contract.
  return rows;
};
const company1 = () => sim.data.references.filter((r) => r.company_ID === 1);

const BASE_COLUMNS = [
  'reference_ID',
  'projecttitle',
  'datecreated',
  'author',
  'location',
  'zipcode',
  'city',
  'region',
  'country',
  'date',
  'datefrom',
  'dateuntil',
  'subtitle',
];

describe('authentication', () => {
  it.each<[string, Query]>([
    ['no login', { login: undefined, password: undefined }],
    ['no password', { password: undefined }],
    ['wrong password', { password: 'guess' }],
    ['unknown login', { login: 'nobody@demo.example' }],
    ['empty password', { password: '' }],
  ])('%s → 401 with the JSON error object', async (_label, override) => {
    const a = await api(sim.url, '/references/export', { ...EXPORT_LOGIN, ...override });
    expect(a.status).toBe(401);
    const body = expectSchema(ExportAuthErrorSchema, a.json());
    expect(body.error).toBeTypeOf('string');
    expect(body.message).toBeTypeOf('string');
    expect(body.code).toBeTypeOf('number');
    // The password is never echoed back.
    expect(a.text).not.toContain(EXPORT_LOGIN.password);
  });

  it('a bad apiKey is 401 with an empty body, before the login is looked at', async () => {
    const a = await api(sim.url, '/references/export', { ...EXPORT_LOGIN, apiKey: 'nope' });
    expect(a.status).toBe(401);
    expect(a.text).toBe('');
  });

  it('the login must belong to the key’s company', async () => {
    const a = await api(sim.url, '/references/export', { ...EXPORT_LOGIN, apiKey: OTHER_KEY });
    expect(a.status).toBe(401);
    expectSchema(ExportAuthErrorSchema, a.json());
  });
});

describe('rows', () => {
  it('default: JSON, every reference of the company including unpublished and non-API ones', async () => {
    const rows = await exportRows();
    expect(rows.map((r) => r.reference_ID)).toEqual(company1().map((r) => r.reference_ID));
    expect(rows.some((r) => r.published === false)).toBe(true);
    const nonApi = company1().find((r) => r.published && !r.apiChannel);
    expect(rows.some((r) => r.reference_ID === nonApi?.reference_ID)).toBe(true);
    // Unpublished references still carry their (draft) title.
    for (const r of rows) expect(String(r.projecttitle).length).toBeGreaterThan(0);
  });

  it('published=true keeps only published references', async () => {
    const rows = await exportRows({ published: true });
    expect(rows.map((r) => r.reference_ID)).toEqual(
      company1()
        .filter((r) => r.published)
        .map((r) => r.reference_ID),
    );
  });

  it('default options give the documented column groups, in §2.8 order', async () => {
    const [row] = await exportRows();
    expect(Object.keys(row ?? {})).toEqual([
      'reference_ID',
      'customidentifier',
      'projecttitle',
      'published',
      'isconfirmed',
      'datecreated',
      'author',
      'location',
      'zipcode',
      'city',
      'region',
      'country',
      'date',
      'datefrom',
      'dateuntil',
      'subtitle',
      'description',
      'branches',
      'referencegroups',
      'imagecount',
      'tags',
      'clienttype',
      'clientname',
      'clientaddress',
      'clientzip',
      'clientcity',
      'clientregion',
      'clientcountry',
      'contact',
      'companylocationname',
      'contracttype',
      'contractvalue',
      'referencedetailpagelink',
      'referencequicklink',
    ]);
  });

  it.each<[string, string[]]>([
    ['', []],
    ['d', ['description']],
    [
      'cl',
      [
        'clienttype',
        'clientname',
        'clientaddress',
        'clientzip',
        'clientcity',
        'clientregion',
        'clientcountry',
      ],
    ],
    ['c', ['isconfirmed']],
    ['l', ['referencedetailpagelink']],
    ['ql', ['referencequicklink']],
    ['b', ['branches']],
    ['rg', ['referencegroups']],
    ['rgp', ['referencegrouppaths']],
    ['p', ['published']],
    ['lo', ['companylocationname']],
    ['cid', ['customidentifier']],
    ['cu', ['contact']],
    ['cv', ['contracttype', 'contractvalue']],
    ['i', ['imagecount']],
    ['tag', ['tags']],
    ['m', ['markerlistnotes']],
    ['bogus,i', ['imagecount']],
  ])('options=%j adds exactly its columns', async (options, extra) => {
    const [row] = await exportRows({ options });
    expect(new Set(Object.keys(row ?? {}))).toEqual(new Set([...BASE_COLUMNS, ...extra]));
  });

  it('exports what the catalog hides: real client names and unreleased contract values', async () => {
    const rows = await exportRows({ options: 'cl,cv' });
    const anonymized = company1().find((r) =>
      r.client_IDs.some(
        (id) => sim.data.clients.find((c) => c.client_ID === id)?.displaytype === 'anonymized',
      ),
    );
    const client = sim.data.clients.find((c) => c.client_ID === anonymized?.client_IDs[0]);
    expect(rows.find((r) => r.reference_ID === anonymized?.reference_ID)?.clientname).toBe(
      client?.clientname,
    );
    const unreleased = company1().find((r) => r.contract && !r.contract.released);
    expect(rows.find((r) => r.reference_ID === unreleased?.reference_ID)?.contractvalue).not.toBe('');
  });

  it('field_IDlist adds company field columns, internal ones included; foreign fields are ignored', async () => {
    const mine = sim.data.propertyFields.filter((f) => f.company_ID === 1);
    const internal = mine.find((f) => f.internal && !f.publiclyVisible);
    const foreign = sim.data.propertyFields.find((f) => f.company_ID === 2);
    const ids = [mine[0]?.field_ID, internal?.field_ID, foreign?.field_ID];
    const rows = await exportRows({ options: '', field_IDlist: ids.join(',') });
    expect(Object.keys(rows[0] ?? {}).slice(BASE_COLUMNS.length)).toEqual([`f${ids[0]}`, `f${ids[1]}`]);
    const withValue = rows.filter((r) => r[`f${internal?.field_ID}`] !== '');
    expect(withValue.length).toBeGreaterThan(0);
  });

  it.each<[string, (a: Row, b: Row) => number]>([
    ['reference_ID desc', (a, b) => b.reference_ID - a.reference_ID],
    [
      'datefrom',
      (a, b) => String(a.datefrom).localeCompare(String(b.datefrom)) || a.reference_ID - b.reference_ID,
    ],
  ])('orderby=%s', async (orderby, cmp) => {
    const rows = await exportRows({ orderby });
    expect(rows.map((r) => r.reference_ID)).toEqual([...rows].sort(cmp).map((r) => r.reference_ID));
  });
});

describe('excel', () => {
  it('is a real .xlsx with a header row and one row per reference', async () => {
    const a = await api(sim.url, '/references/export', {
      ...EXPORT_LOGIN,
      format: 'excel',
      options: 'b,tag',
    });
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(a.headers.get('content-disposition')).toContain('.xlsx');
    expect(Buffer.from(a.bytes.subarray(0, 4)).toString('latin1')).toBe('PK\u0003\u0004');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(a.bytes) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    if (!ws) throw new Error('no worksheet');
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    // Base columns, then the selected groups in §2.8 order (both come after subtitle).
    expect(header).toEqual([...BASE_COLUMNS, 'branches', 'tags']);
    const rows = await exportRows({ options: 'b,tag' });
    expect(ws.rowCount).toBe(rows.length + 1);
    const second = ws.getRow(2).values as unknown[];
    const first = rows[0] as Row;
    expect(second[1]).toBe(first.reference_ID);
    expect(second[header.indexOf('branches') + 1]).toBe((first.branches as string[]).join(', '));
  });
});
