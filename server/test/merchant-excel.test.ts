/**
 * Excel of suppliers and customers: the import template, import with good and bad rows in both modes (mode
 * all imports nothing when a row is bad; goodOnly imports exactly the good rows, each whole), the per-row
 * error report, exports (.xlsx / .csv, same filters and boundary as the list), and attachment upload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { ImportReport } from '@ta/contract';
import { uploadDir } from '../src/modules/merchant/file.routes';
import { hasChinese, startServer, type TestServer } from './harness';
import { okData, tableCounts, uniq, type Page } from './fixtures';

let s: TestServer;
let admin: string;
let operator: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  operator = await s.login('operator');
});
afterAll(async () => { await s?.close(); });

type Row = Record<string, unknown> & { id: number; version: number };
interface Bad { errors: { field: string; message: string }[] }
const q = async <T,>(text: string) => ((await s.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

async function xlsx(header: string[], rows: (string | number | null)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}
async function download(path: string, body: Record<string, unknown>, tok: string) {
  const res = await fetch(s.base + path, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: tok }, body: JSON.stringify(body) });
  return { res, buf: Buffer.from(await res.arrayBuffer()) };
}
async function sheetRows(buf: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  const out: string[][] = [];
  wb.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return out;
}

const HEAD = ['*供应商名称', '*供应商类型', '联系电话', '省份', '城市', '区县', '详细地址', '结算周期', '账期天数', '联系人', '联系人电话', '账户类型', '户名', '账号', '开户行'];

describe('supplier import', () => {
  it('downloads the template: header row with required columns marked, drop-downs and instructions', async () => {
    const { res, buf } = await download('/api/v1/company/template', { format: 'xlsx' }, operator);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(res.headers.get('content-disposition')!)).toContain('供应商导入模板.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
    const header = (wb.worksheets[0].getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['*供应商名称', '*供应商类型', '简称']);
    expect(header).toEqual(expect.arrayContaining(['省份', '城市', '区县', '结算周期', '账期天数', '联系人', '账户类型', '账号', '开户行']));
    expect(wb.worksheets[0].getCell('B2').dataValidation?.formulae?.[0]).toContain('住宿');
    expect(wb.worksheets[1].name).toBe('填写说明');
    // The template itself imports (its example row), proving the two agree.
    const r = okData(await s.api<ImportReport>('/api/v1/company/import', { file: buf.toString('base64'), mode: 'all' }, operator));
    expect(r).toMatchObject({ total: 1, imported: 1, failed: 0, errors: [] });
    // No format: the JSON envelope, not a file.
    const bad = await s.api<Bad>('/api/v1/company/template', {}, operator);
    expect(bad.data.errors).toEqual([{ field: 'format', message: '请选择文件格式（xlsx）' }]);
  });

  it('mode all: one bad row imports nothing and reports every bad row by row, column and Chinese message', async () => {
    const m = uniq();
    const file = await xlsx(HEAD, [
      [`导入酒店${m}`, '住宿', '0571-88881111', '浙江', '杭州', '西湖区', '北山路1号', '月结', 30, '周经理', '13900001234', '银行卡', '导入酒店有限公司', '6222000012345678', '工行'],
      [`导入车队${m}`, '车队', '', '', '', '', '', '', '', '', '', '', '', '', ''],
      ['', '外星人', 'abc', '火星省', '', '', '', '半年结', 500, '', '', '', '', '', ''],
      [`导入车队${m}`, '车队', '', '', '', '', '', '', '', '', '', '', '', '', ''],
      [`导入餐厅${m}`, '餐厅', '', '江苏省', '苏州', '', '', '', '', '孙', '', '银行卡', '甲', '1', ''],
      ['杭州西湖国宾馆', '住宿', '', '', '', '', '', '', '', '', '', '', '', '', ''],
      [null, null, null, null, null, null, null, null, null, null, null, null, null, null, null],
    ]);
    const before = await tableCounts(s);
    const r = okData(await s.api<ImportReport>('/api/v1/company/import', { file, mode: 'all' }, operator));
    expect(r).toMatchObject({ mode: 'all', total: 6, imported: 0, failed: 4 });
    const by = (row: number) => r.errors.filter((e) => e.row === row).map((e) => `${e.column}:${e.message}`).sort();
    expect(by(2)).toEqual([]);
    expect(by(4)).toEqual([
      '供应商名称:请输入供应商名称', '供应商类型:“外星人”不正确，可选：旅行社、车队、住宿、餐厅、景区、票务、保险、导游服务、其他供应商', '联系电话:联系电话格式不正确',
      '省份:省份“火星省”不存在', '结算周期:“半年结”不正确，可选：现结、周结、月结、季结、年结', '账期天数:账期天数不能大于365',
    ].sort());
    expect(by(5)).toEqual(['供应商名称:与第3行重复']);
    expect(by(6)).toEqual(['开户行:银行卡账户请填写开户行', '联系人电话:请输入电话'].sort());
    expect(by(7)).toEqual(['供应商名称:供应商名称“杭州西湖国宾馆”已存在']);
    for (const e of r.errors) expect(hasChinese(e.message)).toBe(true);
    expect(r.errors.every((e) => e.field && e.column)).toBe(true);
    expect(await tableCounts(s)).toEqual(before);

    // goodOnly: exactly the two good rows, each with its contact and account, in one go.
    const g = okData(await s.api<ImportReport>('/api/v1/company/import', { file, mode: 'goodOnly' }, operator));
    expect(g).toMatchObject({ mode: 'goodOnly', total: 6, imported: 2, failed: 4 });
    const after = await tableCounts(s);
    expect(after.suppliers - before.suppliers).toBe(2);
    expect(after.supplier_contacts - before.supplier_contacts).toBe(1);
    expect(after.supplier_accounts - before.supplier_accounts).toBe(1);
    expect(after.change_log - before.change_log).toBe(2);
    const [hotel] = await q<Row>(`select * from suppliers where name = '导入酒店${m}'`);
    expect(hotel).toMatchObject({ type: 5, settlement_cycle: 2, payment_days: 30, province_name: '浙江省', city_name: '杭州市', county_name: '西湖区', audit_status: 0, blacklisted: false });
    const [car] = await q<Row>(`select * from suppliers where name = '导入车队${m}'`);
    expect(car).toMatchObject({ type: 4, settlement_cycle: 0, payment_days: 0 });
    // Imported names are found by likeName at once.
    const liked = okData(await s.api<Row[]>('/api/v1/company/likeName', { name: `导入酒店${m}` }, operator));
    expect(liked.map((x) => x.id)).toEqual([hotel.id]);
    // Importing the same file again: the good rows are now duplicates.
    const again = okData(await s.api<ImportReport>('/api/v1/company/import', { file, mode: 'goodOnly' }, operator));
    expect(again).toMatchObject({ imported: 0, failed: 6 });
  });

  it('refuses a file that is not Excel, a sheet without the required columns, and too few permissions', async () => {
    const manager = await s.login('manager');
    const before = await tableCounts(s);
    const notX = await s.api<Bad>('/api/v1/company/import', { file: Buffer.from('hello').toString('base64') }, operator);
    expect([notX.code, notX.msg, notX.data.errors[0].field]).toEqual([400, '导入文件不是有效的Excel文件（.xlsx 或 .xls）', 'file']);
    const notB64 = await s.api<Bad>('/api/v1/company/import', { file: '这不是base64' }, operator);
    expect(notB64.msg).toBe('导入文件不是有效的base64内容');
    const cols = await s.api<Bad>('/api/v1/company/import', { file: await xlsx(['名称', '电话'], [['甲', '1']]) }, operator);
    expect(cols.msg).toBe('导入文件缺少必填列：供应商名称、供应商类型，请使用导入模板');
    const mode = await s.api<Bad>('/api/v1/company/import', { file: 'x', mode: 'some' }, operator);
    expect(mode.data.errors.map((e) => e.field)).toEqual(['mode']);
    expect((await s.api('/api/v1/company/import', { file: 'x' }, manager)).code).toBe(102);
    expect(await tableCounts(s)).toEqual(before);
  });
});

describe('customer import', () => {
  it('imports every kind from one file by 客户类型, with channels by name; reports bad rows', async () => {
    const m = uniq();
    const head = ['客户类型', '客户名称', '联系电话', '联系人', '性别', '身份证号', '省份', '城市', '结算周期', '来源渠道'];
    const file = await xlsx(head, [
      ['散客', `导入散客${m}`, '13911112222', '', '女', '11010519491231002X', '上海', '上海', '', '携程旗舰店'],
      ['单位客户', `导入单位${m}`, '021-55556666', '吴主任', '', '', '', '', '月结', ''],
      ['同行单位', `导入同行${m}`, '021-77778888', '', '', '', '', '', '', ''],
      ['同行个人', `导入顾问${m}`, '13933334444', '', '男', '', '', '', '', '不存在的渠道'],
      ['VIP', `导入错误${m}`, '13955556666', '', '', '', '', '', '', ''],
      ['散客', `导入散客${m}`, '13911112222', '', '', '', '', '', '', ''],
    ]);
    const before = await tableCounts(s);
    const all = okData(await s.api<ImportReport>('/api/v1/customer/import', { file, mode: 'all' }, admin));
    expect(all).toMatchObject({ total: 6, imported: 0, failed: 4 });
    expect(all.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [4, '联系人', '同行单位请输入联系人'],
      [5, '来源渠道', '来源渠道“不存在的渠道”不存在'],
      [6, '客户类型', '“VIP”不正确，可选：散客、单位客户、同行单位、同行个人'],
      [7, '客户名称', '与第2行重复'],
    ]);
    expect(await tableCounts(s)).toEqual(before);
    const good = okData(await s.api<ImportReport>('/api/v1/customer/import', { file, mode: 'goodOnly' }, admin));
    expect(good).toMatchObject({ imported: 2, failed: 4 });
    const rows = await q<Row>(`select kind, subject, name, channel_id, sex, city_name, settlement_cycle, audit_status from customers where name like '导入%${m}' order by id`);
    expect(rows.map((r) => [r.kind, r.subject, r.sex, r.city_name, r.settlement_cycle, r.audit_status])).toEqual([['private', 'person', 2, '上海市', null, 0], ['unit', 'unit', null, null, 2, 0]]);
    expect(rows[0].channel_id).not.toBeNull();
    // The template: header row; its example row imports.
    const { res, buf } = await download('/api/v1/customer/template', { format: 'xlsx' }, admin);
    expect(res.status).toBe(200);
    expect((await sheetRows(buf))[0].slice(0, 3)).toEqual(['*客户类型', '*客户名称', '*联系电话']);
  });

  it('unit and peer rows need the import permission of their page', async () => {
    const { createRole, createUser, loadOrg } = await import('./fixtures');
    const org = await loadOrg(s, admin);
    const role = await createRole(s, admin, [{ permissionKey: 'customer_private', actions: ['canUpload'] }]);
    const u = await createUser(s, admin, [{ department_id: org.dept['华东销售组'], role_id: role, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['仅本人'] }]);
    const tok = await s.login(u.login_name);
    const file = await xlsx(['客户类型', '客户名称', '联系电话', '联系人'], [['散客', `权限散客${uniq()}`, '13977778888', ''], ['单位客户', `权限单位${uniq()}`, '021-12121212', '甲']]);
    const r = okData(await s.api<ImportReport>('/api/v1/customer/import', { file, mode: 'goodOnly' }, tok));
    expect(r).toMatchObject({ imported: 1, failed: 1 });
    expect(r.errors[0]).toMatchObject({ row: 3, column: '客户类型', message: '没有导入单位客户的权限' });
  });
});

describe('exports', () => {
  it('streams the supplier list as .xlsx and .csv with the list\'s filters and boundary', async () => {
    const page = okData(await s.api<Page<Row>>('/api/v1/company/list', { type: 5, pageSize: 300 }, operator)).page_data;
    const { res, buf } = await download('/api/v1/company/export', { format: 'xlsx', type: 5 }, operator);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const rows = await sheetRows(buf);
    expect(rows[0].slice(0, 4)).toEqual(['供应商名称', '简称', '供应商编号', '供应商类型']);
    expect(rows.slice(1).map((r) => r[0]).sort()).toEqual(page.data.map((r) => String(r.name)).sort());
    expect(rows.slice(1).every((r) => r[3] === '住宿')).toBe(true);
    // Admin sees more than the operator's department.
    const all = await sheetRows((await download('/api/v1/company/export', { format: 'xlsx' }, admin)).buf);
    const [{ n }] = await q<{ n: number }>('select count(*)::int n from suppliers');
    expect(all.length - 1).toBe(Number(n));
    const csv = await download('/api/v1/company/export', { format: 'csv', keyword: '杭州' }, operator);
    expect(csv.res.headers.get('content-type')).toContain('text/csv');
    const text = csv.buf.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0].startsWith('供应商名称,简称,供应商编号,供应商类型')).toBe(true);
    const kw = okData(await s.api<Page<Row>>('/api/v1/company/list', { keyword: '杭州', pageSize: 1 }, operator)).page_data.total_size;
    expect(lines.length - 1).toBe(kw);
    // Wrong input answers the envelope, not a file.
    const bad = await s.api<Bad>('/api/v1/company/export', { format: 'pdf' }, operator);
    expect(bad.data.errors).toEqual([{ field: 'format', message: '请选择文件格式（xlsx 或 csv）' }]);
    expect((await s.api('/api/v1/company/export', { format: 'xlsx' }, await s.login('sales'))).code).toBe(102);
  });

  it('exports each customer kind with its own columns and the caller\'s boundary', async () => {
    const sales = await s.login('sales');
    const list = okData(await s.api<Page<Row>>('/api/v1/customer/private/list', { pageSize: 300 }, sales)).page_data;
    const rows = await sheetRows((await download('/api/v1/customer/private/export', { format: 'xlsx' }, sales)).buf);
    expect(rows[0]).toEqual(expect.arrayContaining(['客户编号', '客户名称', '联系电话', '性别', '身份证号', '来源渠道', '审核状态']));
    const name = rows[0].indexOf('客户名称');
    expect(rows.slice(1).map((r) => r[name]).sort()).toEqual(list.data.map((r) => String(r.name)).sort());
    expect(rows.slice(1).every((r) => /^KH\d{6}$/.test(r[0]))).toBe(true);
    const peer = await sheetRows((await download('/api/v1/customer/peer/export', { format: 'xlsx', subject: 'unit' }, sales)).buf);
    expect(peer[0]).toEqual(expect.arrayContaining(['单位/个人', '经营许可证号']));
    const subject = peer[0].indexOf('单位/个人');
    expect(peer.length).toBeGreaterThan(1);
    expect(peer.slice(1).every((r) => r[subject] === '单位')).toBe(true);
  });
});

describe('attachments', () => {
  it('uploads a file (base64) and serves it back at the answered url; refuses other types and empty files', async () => {
    const content = Buffer.from('%PDF-1.4 协议正文');
    const r = okData(await s.api<{ name: string; url: string; size: number }>('/api/v1/file/upload', { name: '../../合作协议.pdf', content: `data:application/pdf;base64,${content.toString('base64')}` }, operator));
    expect(r).toMatchObject({ name: '合作协议.pdf', size: content.length });
    expect(r.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\/%E5%90%88/);
    // Served to a session that may see it (here its uploader; docs/decisions.md "Uploaded files").
    const got = await fetch(s.base + r.url, { headers: { secretKey: operator } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await got.arrayBuffer()).equals(content)).toBe(true);
    expect((await fetch(`${s.base}/uploads/00000000-0000-0000-0000-000000000000/x.pdf`, { headers: { secretKey: operator } })).status).toBe(404);
    const exe = await s.api<Bad>('/api/v1/file/upload', { name: 'a.exe', content: 'AAAA' }, operator);
    expect(exe.data.errors[0]).toMatchObject({ field: 'name' });
    expect(exe.msg).toContain('不支持的文件类型');
    const empty = await s.api<Bad>('/api/v1/file/upload', { name: 'a.pdf', content: '' }, operator);
    expect(empty.data.errors).toEqual([{ field: 'content', message: '请输入文件内容' }]);
    expect((await s.api('/api/v1/file/upload', { name: 'a.pdf', content: 'AAAA' })).code).toBe(110);
    rmSync(join(uploadDir(), r.url.split('/')[2]), { recursive: true, force: true });
    rmSync(join(uploadDir(), `${r.url.split('/')[2]}.owner`), { force: true });
  });
});
