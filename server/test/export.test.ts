/**
 * Server-side list export (issue 16): `<list path>/export` streams every row of the list's query as .xlsx or
 * CSV — the same rows as the list (filters, sort, data boundary), masked as the list masks, money in yuan from
 * fen, a new sheet beyond the per-sheet limit — and answers 102 without canExport on the list's key.
 */
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createRequire } from 'node:module';
import { agencyTimeZone, CustomerKind, formatDateTime, Msg, orderListRow, setAgencyTimeZone, type ListExportColumn } from '@ta/contract';
import { chinaDateTime, exportTuning, writeExport, xmlText } from '../src/platform/list-export';
import { runWithCursor } from '../src/platform/list-cursor';
import { narrowFor, narrowList } from '../src/platform/list-narrow';
import { startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, okData, uniq, type Org } from './fixtures';

let s: TestServer;
let admin: string;
let org: Org;
const CUSTOMERS = '/api/v1/customer/private/list';
const ORDERS = '/api/v1/routeOrder/list';
type Row = Record<string, unknown>;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  org = await loadOrg(s, admin);
  // Enough private customers for several keyset steps, some with a source channel and most without (null sort values).
  const [channel] = okData(await s.api<{ page_data: { data: { id: number }[] } }>('/api/v1/salesChannel/list', { pageSize: 5 }, admin)).page_data.data;
  for (let i = 0; i < 23; i++) {
    const r = await s.api('/api/v1/customer/private/add', {
      name: `导出客户${uniq()}`, phone: `139${String(10000000 + i * 7919).slice(0, 8)}`, sex: 1,
      ...(i % 3 === 0 && channel ? { channel_id: channel.id } : {}),
    }, admin);
    okData(r, 'customer add');
  }
  exportTuning.chunkRows = 7;
}, 120_000);
afterAll(async () => { exportTuning.chunkRows = 2000; await s?.close(); });

/** Every row of a list, page by page, as the list screen would read them. */
async function listAll(path: string, query: Row, token: string): Promise<Row[]> {
  const out: Row[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const p = okData(await s.api<{ page_data: { data: Row[] } }>(path, { ...query, pageNo, pageSize: 300 }, token), path).page_data.data;
    out.push(...p);
    if (p.length < 300) return out;
  }
}

async function exportOf(path: string, body: Row, token: string): Promise<Response> {
  return fetch(`${s.base}${path}/export`, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: token }, body: JSON.stringify(body) });
}

/** The cells of every sheet (header row first). */
async function readXlsx(buf: ArrayBuffer): Promise<unknown[][][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  return wb.worksheets.map((ws) => {
    const rows: unknown[][] = [];
    ws.eachRow((row) => { rows.push((row.values as unknown[]).slice(1).map((v) => v ?? '')); });
    return rows;
  });
}

function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = []; let cell = ''; let q = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (q) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') q = false; else cell += ch;
    } else if (ch === '"') q = true;
    else if (ch === ',') { row.push(cell); cell = ''; } else if (ch === '\n') { row.push(cell.replace(/\r$/, '')); out.push(row); row = []; cell = ''; } else cell += ch;
  }
  return out;
}

const customerColumns: ListExportColumn[] = [
  { key: 'id', title: '编号', kind: 'number' },
  { key: 'name', title: '客户名称', kind: 'text' },
  { key: 'phone', title: '联系电话', kind: 'text' },
  { key: 'kind', title: '客户类型', kind: 'enum', labels: { ...CustomerKind } },
  { key: 'created_at', title: '创建时间', kind: 'dateTime' },
];
const expectedCustomer = (r: Row) => [Number(r.id), String(r.name), String(r.phone ?? ''), CustomerKind[r.kind as keyof typeof CustomerKind] ?? String(r.kind), chinaDateTime(new Date(String(r.created_at)))];

describe('list export', () => {
  it('xlsx of the private customers equals the list, filter and sort included (keyset steps, nulls in the sort)', async () => {
    // The customer list declares no export-only select: its export reads the handler's whole rows.
    const narrowSteps = exportTuning.narrowSteps;
    for (const query of [{}, { name: '导出客户' }, { sortField: 'channel_id', sortOrder: 'ascend' }, { sortField: 'channel_id', sortOrder: 'descend' }]) {
      const rows = await listAll(CUSTOMERS, query, admin);
      expect(rows.length).toBeGreaterThan(20);
      const res = await exportOf(CUSTOMERS, { format: 'xlsx', name: '散客', columns: customerColumns, query }, admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toMatch(/散客_\d{12}\.xlsx/);
      const [sheet, ...more] = await readXlsx(await res.arrayBuffer());
      expect(more).toEqual([]);
      expect(sheet[0]).toEqual(customerColumns.map((c) => c.title));
      if ((query as Row).sortField) {
        // Sorted by a column with ties and nulls: the same set of rows (the tie order is the export's own, by id).
        expect(sheet.slice(1).map((r) => r[0]).sort()).toEqual(rows.map((r) => Number(r.id)).sort());
      } else expect(sheet.slice(1)).toEqual(rows.map(expectedCustomer));
    }
    expect(exportTuning.narrowSteps).toBe(narrowSteps);
  });

  it('masks as the list masks and keeps the data boundary (sales: own records, no canSeeInfo); CSV the same', async () => {
    const sales = await s.login('sales');
    await s.api('/api/v1/customer/private/add', { name: `销售自己的客户${uniq()}`, phone: '13912345678', sex: 2 }, sales);
    const rows = await listAll(CUSTOMERS, {}, sales);
    const all = await listAll(CUSTOMERS, {}, admin);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(all.length);
    expect(rows.every((r) => String(r.phone).includes('*'))).toBe(true);
    const xlsx = await readXlsx(await (await exportOf(CUSTOMERS, { format: 'xlsx', name: '散客', columns: customerColumns }, sales)).arrayBuffer());
    expect(xlsx[0].slice(1)).toEqual(rows.map(expectedCustomer));
    const res = await exportOf(CUSTOMERS, { format: 'csv', name: '散客', columns: customerColumns }, sales);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = parseCsv(new TextDecoder().decode(bytes.slice(3)));
    expect(csv[0]).toEqual(customerColumns.map((c) => c.title));
    expect(csv.slice(1)).toEqual(rows.map((r) => expectedCustomer(r).map(String)));
  });

  it('orders: money in yuan with 2 decimals, joined columns, the list\'s own masking of contact phones, a filter', async () => {
    const role = await createRole(s, admin, [{ permissionKey: 'route_order_list', actions: ['canExport'] }, { permissionKey: 'menu_sales_center', actions: [] }]);
    const u = await createUser(s, admin, [{ department_id: org.dept['总经办'] ?? Object.values(org.dept)[0], role_id: role, position_id: Object.values(org.position)[0], data_permission_id: org.dataPerm['全部数据'] }]);
    const token = await s.login(u.login_name, u.password);
    const columns: ListExportColumn[] = [
      { key: 'code', title: '订单号', kind: 'text' }, { key: 'product_name', title: '线路', kind: 'text' },
      { key: 'contact_phone', title: '联系电话', kind: 'text' }, { key: 'total', title: '订单金额', kind: 'money' },
      { key: 'departure_date', title: '出团日期', kind: 'date' },
    ];
    for (const query of [{}, { order_status: [1] }, { sortField: 'departure_date', sortOrder: 'ascend' }]) {
      const rows = await listAll(ORDERS, query, token);
      if (!Object.keys(query).length) expect(rows.length).toBeGreaterThan(7);
      const expected = rows.map((r) => [String(r.code), String(r.product_name), String(r.contact_phone ?? ''), Number(r.total) / 100, String(r.departure_date ?? '').slice(0, 10)]);
      const res = await exportOf(ORDERS, { format: 'xlsx', name: '订单', columns, query }, token);
      expect(res.status).toBe(200);
      const [sheet] = await readXlsx(await res.arrayBuffer());
      expect(sheet.slice(1)).toEqual(expected);
      const csv = parseCsv(new TextDecoder().decode(new Uint8Array(await (await exportOf(ORDERS, { format: 'csv', name: '订单', columns, query }, token)).arrayBuffer()).slice(3)));
      expect(csv.slice(1)).toEqual(rows.map((r) => [String(r.code), String(r.product_name), String(r.contact_phone ?? ''), (Number(r.total) / 100).toFixed(2), String(r.departure_date ?? '').slice(0, 10)]));
      if (rows.length) expect(rows.every((r) => !r.contact_phone || String(r.contact_phone).includes('*'))).toBe(true);
    }
  });

  it('orders, every column of the order list screen: the export is the list\'s rows cell by cell (filters, boundary, masking; undeclared keys empty)', async () => {
    // The export reads the cells from the handler's rows through the list's answer schema (list-export.ts columnReader)
    // instead of trimming each row: the file must equal what writeExport makes of the list's own (trimmed) answer rows.
    const columns: ListExportColumn[] = [
      { key: 'code', title: '订单号', kind: 'text' }, { key: 'product_name', title: '线路名称', kind: 'text' },
      { key: 'group_code', title: '团号', kind: 'text' }, { key: 'departure_date', title: '出团日期', kind: 'date' },
      { key: 'customer_name', title: '客户', kind: 'text' }, { key: 'contact_name', title: '联系人', kind: 'text' },
      { key: 'contact_phone', title: '联系电话', kind: 'text' }, { key: 'adult_count', title: '成人', kind: 'number' },
      { key: 'total', title: '订单金额', kind: 'money' }, { key: 'received', title: '已收', kind: 'money' }, { key: 'due', title: '未收', kind: 'money' },
      { key: 'order_status', title: '订单状态', kind: 'enum', labels: { 0: '待确认', 1: '已确认', 2: '已拒绝' } },
      { key: 'auditing', title: '审核中', kind: 'bool' }, { key: 'persons', title: '人数', kind: 'number' },
      { key: 'created_by_name', title: '销售', kind: 'text' }, { key: 'created_at', title: '下单时间', kind: 'dateTime' },
      { key: 'updated_at', title: '修改时间', kind: 'text' }, { key: 'no_such_field', title: '不存在', kind: 'text' }, { key: 'code.x', title: '子键', kind: 'text' },
    ];
    const narrow = org.dataPerm['本部门'] ?? Object.values(org.dataPerm)[0];
    const cases: { token: string; query: Row; masked: boolean }[] = [{ token: admin, query: {}, masked: false }, { token: admin, query: { order_status: [0, 1], sortField: 'total', sortOrder: 'ascend' }, masked: false }];
    for (const actions of [['canExport'], ['canExport', 'canSeeInfo']] as ('canExport' | 'canSeeInfo')[][]) {
      const role = await createRole(s, admin, [{ permissionKey: 'route_order_list', actions }, { permissionKey: 'menu_sales_center', actions: [] }]);
      const u = await createUser(s, admin, [{ department_id: org.dept['华东销售组'] ?? Object.values(org.dept)[0], role_id: role, position_id: Object.values(org.position)[0], data_permission_id: narrow }]);
      cases.push({ token: await s.login(u.login_name, u.password), query: { order_status: [1] }, masked: actions.length === 1 }, { token: await s.login(u.login_name, u.password), query: {}, masked: actions.length === 1 });
    }
    let rowsSeen = 0;
    const narrowSteps = exportTuning.narrowSteps;
    for (const c of cases) {
      const rows = await listAll(ORDERS, c.query, c.token);
      rowsSeen += rows.length;
      if (c.masked) expect(rows.every((r) => !r.contact_phone || String(r.contact_phone).includes('*'))).toBe(true);
      for (const format of ['csv', 'xlsx'] as const) {
        // Today's export of these rows: the list's trimmed answer rows written as they are.
        const out = new PassThrough(); const parts: Buffer[] = [];
        out.on('data', (b: Buffer) => parts.push(b));
        await writeExport(out, { format, name: '订单', columns, chunks: (async function* () { yield rows; })(), mask: c.masked });
        const res = await exportOf(ORDERS, { format, name: '订单', columns, query: c.query }, c.token);
        expect(res.status).toBe(200);
        const got = Buffer.from(await res.arrayBuffer());
        if (format === 'csv') {
          expect(got.toString('utf8')).toBe(Buffer.concat(parts).toString('utf8'));
          const csv = parseCsv(got.toString('utf8').slice(1));
          expect(csv.length).toBe(rows.length + 1);
          expect(csv.slice(1).map((r) => r[17] + r[18])).toEqual(rows.map(() => ''));
          expect(csv.slice(1).map((r) => r[15])).toEqual(rows.map((r) => chinaDateTime(new Date(String(r.created_at)))));
        } else {
          const [want] = await readXlsx(Buffer.concat(parts).buffer.slice(0) as ArrayBuffer);
          const [sheet] = await readXlsx(got.buffer.slice(got.byteOffset, got.byteOffset + got.length) as ArrayBuffer);
          expect(sheet).toEqual(want);
          expect(sheet.slice(1).map((r) => r[8])).toEqual(rows.map((r) => Number(r.total) / 100));
        }
      }
    }
    expect(rowsSeen).toBeGreaterThan(7);
    // The order list served these exports from its export-only select (registration.orders.ts ORDER_EXPORT).
    expect(exportTuning.narrowSteps).toBeGreaterThan(narrowSteps);
  });

  it('orders, every key of the list\'s row through the export-only select: the same cells as the list\'s rows (csv byte for byte, xlsx cell by cell)', async () => {
    // Each declared key as text (the answer's own value: ISO timestamps, JSON of the rooms, 是/否), and the typed kinds of some.
    const keys = Object.keys(orderListRow.shape);
    const columns: ListExportColumn[] = [
      ...keys.map((key) => ({ key, title: key, kind: 'text' as const })),
      { key: 'created_at', title: '下单时间', kind: 'dateTime' }, { key: 'hold_deadline', title: '保留至', kind: 'dateTime' },
      { key: 'departure_date', title: '出团日期', kind: 'date' }, { key: 'total', title: '订单金额', kind: 'money' }, { key: 'due', title: '未收', kind: 'money' },
      { key: 'auditing', title: '审核中', kind: 'bool' }, { key: 'persons', title: '人数', kind: 'number' }, { key: 'pay_state', title: '收款', kind: 'enum', labels: { 0: '待收款', 1: '已结清' } },
    ];
    const role = await createRole(s, admin, [{ permissionKey: 'route_order_list', actions: ['canExport'] }, { permissionKey: 'menu_sales_center', actions: [] }]);
    const narrowUser = await createUser(s, admin, [{ department_id: org.dept['华东销售组'] ?? Object.values(org.dept)[0], role_id: role, position_id: Object.values(org.position)[0], data_permission_id: org.dataPerm['本部门'] ?? Object.values(org.dataPerm)[0] }]);
    const masked = await s.login(narrowUser.login_name, narrowUser.password);
    const cases = [{ token: admin, query: {}, mask: false }, { token: admin, query: { enrollment_status: [1, 2], sortField: 'departure_date', sortOrder: 'ascend' }, mask: false }, { token: masked, query: {}, mask: true }];
    for (const c of cases) {
      const rows = await listAll(ORDERS, c.query, c.token);
      if (c.token === admin && !Object.keys(c.query).length) expect(rows.length).toBeGreaterThan(7);
      for (const format of ['csv', 'xlsx'] as const) {
        const before = exportTuning.narrowSteps;
        const out = new PassThrough(); const parts: Buffer[] = [];
        out.on('data', (b: Buffer) => parts.push(b));
        await writeExport(out, { format, name: '订单', columns, chunks: (async function* () { yield rows; })(), mask: c.mask });
        const got = Buffer.from(await (await exportOf(ORDERS, { format, name: '订单', columns, query: c.query }, c.token)).arrayBuffer());
        expect(exportTuning.narrowSteps).toBeGreaterThan(before);
        if (format === 'csv') expect(got.toString('utf8')).toBe(Buffer.concat(parts).toString('utf8'));
        else {
          const [want] = await readXlsx(Buffer.concat(parts).buffer.slice(0) as ArrayBuffer);
          const [sheet] = await readXlsx(got.buffer.slice(got.byteOffset, got.byteOffset + got.length) as ArrayBuffer);
          expect(sheet.length).toBe(rows.length + 1);
          expect(sheet).toEqual(want);
        }
      }
    }
  });

  it('narrowFor: only during an export step, only when every exported key is declared', async () => {
    const l = narrowList({ fields: { a: sql`1`, b: sql`2`, c: sql`3` }, keys: { a: ['a'], ab: ['a', 'b'] }, always: ['c'] });
    expect(narrowFor(l)).toBeUndefined();
    const step = { size: 10, used: false, fields: new Set(['ab']) };
    const n = await runWithCursor(step, async () => narrowFor(l));
    expect([...n!.names].sort()).toEqual(['a', 'b', 'c']);
    expect((step as { narrowed?: boolean }).narrowed).toBe(true);
    const other = { size: 10, used: false, fields: new Set(['a', 'zz']) };
    expect(await runWithCursor(other, async () => narrowFor(l))).toBeUndefined();
    expect((other as { narrowed?: boolean }).narrowed).toBeUndefined();
    expect(await runWithCursor({ size: 10, used: false }, async () => narrowFor(l))).toBeUndefined();
    expect(() => narrowList({ fields: { a: sql`1` }, keys: { x: ['y'] } })).toThrow(/undeclared/);
  });

  it('date-times as formatDateTime writes them (offset cached per hour), in zones with daylight saving and half hours', () => {
    const zone = agencyTimeZone();
    try {
      for (const z of ['Asia/Shanghai', 'America/New_York', 'Europe/Berlin', 'Australia/Lord_Howe', 'Asia/Kolkata']) {
        setAgencyTimeZone(z);
        const starts = [Date.UTC(2026, 2, 8, 0), Date.UTC(2026, 2, 29, 0), Date.UTC(2026, 3, 5, 14), Date.UTC(2026, 9, 4, 14), Date.UTC(2026, 10, 1, 4), Date.UTC(1999, 11, 31, 15)];
        for (const t0 of starts) {
          for (let t = t0; t < t0 + 6 * 3_600_000; t += 7 * 60_000 + 1234) expect(chinaDateTime(new Date(t))).toBe(formatDateTime(new Date(t)));
        }
        expect(chinaDateTime(new Date(-86_400_000 * 400))).toBe(formatDateTime(new Date(-86_400_000 * 400)));
      }
    } finally { setAgencyTimeZone(zone); }
  });

  it('xlsx text as exceljs writes it: XML escapes, control characters left out, formula-like and long text kept', async () => {
    const { xmlEncode } = createRequire(import.meta.url)('exceljs/lib/utils/utils.js') as { xmlEncode: (s: string) => string };
    const texts = ['a<b>&"c\'', '\u0001x\u0008y\u000bz\u001f\u007f', 'tab\tcr\rlf\n', '=SUM(A1)', '', '中文 <标签>', 'x'.repeat(5000)];
    for (const t of texts) expect(xmlText(t)).toBe(xmlEncode(t));
    const out = new PassThrough(); const parts: Buffer[] = [];
    out.on('data', (b: Buffer) => parts.push(b));
    const columns: ListExportColumn[] = [{ key: 't', title: '文本', kind: 'text' }, { key: 'm', title: '金额', kind: 'money' }];
    await writeExport(out, { format: 'xlsx', name: '转义', columns, chunks: (async function* () { yield texts.map((t, i) => ({ t, m: i === 4 ? 'x' : i * 101 })); })() });
    const [sheet] = await readXlsx(Buffer.concat(parts).buffer.slice(0) as ArrayBuffer);
    // Read back as XML reads it (a lone CR becomes LF); an empty first cell is a hole in exceljs's row values.
    expect(sheet.slice(1).map((r) => Array.from(r, (v) => v ?? ''))).toEqual(texts.map((t, i) => [
      xmlEncode(t).replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\r/g, '\n'),
      i === 4 ? 'x' : (i * 101) / 100,
    ]));
  });

  it('answers 102 without canExport on the list\'s key, and 400 on a query the list refuses', async () => {
    const role = await createRole(s, admin, [{ permissionKey: 'customer_private', actions: [] }]);
    const u = await createUser(s, admin, [{ department_id: Object.values(org.dept)[0], role_id: role, position_id: Object.values(org.position)[0], data_permission_id: Object.values(org.dataPerm)[0] }]);
    const token = await s.login(u.login_name, u.password);
    expect(okData(await s.api(CUSTOMERS, {}, token))).toBeTruthy();
    const r = await s.api(`${CUSTOMERS}/export`, { format: 'xlsx', name: '散客', columns: customerColumns }, token);
    expect([r.status, r.code, r.msg]).toEqual([403, 102, Msg.noPermission]);
    const bad = await s.api(`${CUSTOMERS}/export`, { format: 'xlsx', name: '散客', columns: customerColumns, query: { no_such_filter: 1 } }, admin);
    expect(bad.code).toBe(400);
    const noCols = await s.api(`${CUSTOMERS}/export`, { format: 'xlsx', name: '散客', columns: [] }, admin);
    expect([noCols.code, noCols.msg]).toEqual([400, '请选择导出的列']);
  });

  it('xlsx rows written straight into the sheet are the XML exceljs\'s addRow writes, byte for byte, over several sheets', async () => {
    const JSZip = createRequire(import.meta.url)('jszip') as { loadAsync: (b: Buffer) => Promise<{ files: Record<string, { async: (t: 'string') => Promise<string> }> }> };
    const columns: ListExportColumn[] = [
      { key: 'n', title: '序号', kind: 'number' }, { key: 'm', title: '金额', kind: 'money' }, { key: 't', title: '文本 <&>', kind: 'text' },
      { key: 'd', title: '时间', kind: 'dateTime' }, { key: 'e', title: '状态', kind: 'enum', labels: { 1: '已确认' } }, { key: 'b', title: '是否', kind: 'bool' },
      ...Array.from({ length: 24 }, (_, i) => ({ key: `x${i}`, title: `列${i}`, kind: 'text' as const })),
    ];
    const rows = Array.from({ length: 23 }, (_, j) => ({
      n: j, m: j % 4 === 0 ? null : j * 1234 - 5000, t: j % 3 ? `a"b'<${j}>&\u0001` : '', d: new Date(Date.UTC(2026, 0, j + 1, j)), e: j % 2 ? 1 : 2, b: j % 2 === 0,
      ...Object.fromEntries(Array.from({ length: 24 }, (_, i) => [`x${i}`, i % 5 ? `v${i}` : -i])),
    }));
    const sheetsOf = async (excelRows: boolean) => {
      exportTuning.excelRows = excelRows;
      const out = new PassThrough(); const parts: Buffer[] = [];
      out.on('data', (b: Buffer) => parts.push(b));
      try {
        await writeExport(out, { format: 'xlsx', name: '比对', columns, sheetRows: 10, chunks: (async function* () { yield rows.slice(0, 5); yield rows.slice(5); })() });
      } finally { exportTuning.excelRows = true; }
      const zip = await JSZip.loadAsync(Buffer.concat(parts));
      const names = Object.keys(zip.files).filter((f) => /^xl\/(worksheets\/sheet\d+|styles)\.xml$/.test(f)).sort();
      return Object.fromEntries(await Promise.all(names.map(async (f) => [f, await zip.files[f].async('string')] as const)));
    };
    const direct = await sheetsOf(true);
    expect(Object.keys(direct)).toEqual(['xl/styles.xml', 'xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml', 'xl/worksheets/sheet3.xml']);
    expect(direct).toEqual(await sheetsOf(false));
  });

  it('continues on the next sheet beyond the rows a sheet holds', async () => {
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (b: Buffer) => parts.push(b));
    const columns: ListExportColumn[] = [{ key: 'n', title: '序号', kind: 'number' }, { key: 'm', title: '金额', kind: 'money' }];
    const chunks = (async function* () { for (let i = 0; i < 3; i++) yield Array.from({ length: 4 }, (_, j) => ({ n: i * 4 + j + 1, m: 12345 })); })();
    const n = await writeExport(out, { format: 'xlsx', name: '测试', columns, chunks, sheetRows: 5 });
    expect(n).toBe(12);
    const sheets = await readXlsx(Buffer.concat(parts).buffer.slice(0) as ArrayBuffer);
    expect(sheets.map((sh) => sh.length)).toEqual([5, 5, 5]);
    expect(sheets.flatMap((sh) => sh.slice(1).map((r) => r[0]))).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(sheets[2][1]).toEqual([9, 123.45]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(parts) as unknown as ExcelJS.Buffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['测试', '测试（2）', '测试（3）']);
    expect(wb.worksheets[0].getCell(2, 2).numFmt).toBe('0.00');
  });
});
