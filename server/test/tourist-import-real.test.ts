/**
 * Tourist name lists as staff really receive them, made by LibreOffice (fixtures/tourists/make.mjs): ID numbers
 * typed as number cells, refused rows with "remove tourists missing from the file", a partner's .xls, and names
 * with look-alike dots / ID numbers in full-width digits. Over the real API and database.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { orderTourists } from '../src/modules/registration/registration.tables';
import { startServer, type TestServer } from './harness';
import { makeGroup } from './fixtures';

let s: TestServer;
let sales: string;
beforeAll(async () => { s = await startServer(); sales = await s.login('sales'); });
afterAll(async () => { await s?.close(); });

interface Tourist { id: number; client_name: string; client_card_number: string | null; client_birthday: string | null }
interface Order { id: number; version: number; tourists: Tourist[] }
interface Report { imported: number; failed: number; errors: { row: number; column: string; message: string }[]; added: string[]; changed: string[]; removed: string[]; removal_skipped: boolean }
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };
const fx = (f: string) => readFileSync(join(import.meta.dirname, 'fixtures/tourists', f)).toString('base64');
/** The stored tourists (unmasked; the API masks them for sales). */
const stored = (orderId: number) => s.database.db.select().from(orderTourists).where(and(eq(orderTourists.order_id, orderId), eq(orderTourists.withdrawn, 0))).orderBy(asc(orderTourists.id));
const detail = async (id: number) => ok(await s.api<Order>('/api/v1/routeOrder/detail', { id }, sales));
async function order(persons: number, tourists: { client_name: string; client_card_type: number; client_card_number: string; client_phone_number?: string }[] = []) {
  const g = await makeGroup(s.database.db);
  return ok(await s.api<Order>('/api/v1/routeOrder/add', {
    group_id: g.groupId, customer_kind: 'private', contact_name: '李雷', contact_phone: '13900000001', adult_count: persons,
    lines: [{ fee_type: 0, price: 300000, quantity: persons }], enrollment: 1, tourists,
  }, sales));
}
const importFile = async (o: Order, file: string, extra: Record<string, unknown> = {}) =>
  s.api<Report>('/api/v1/routeOrder/client/import', { order_id: o.id, version: (await detail(o.id)).version, file: fx(file), ...extra }, sales);

describe('tourist name lists from real spreadsheets', () => {
  it('an ID number in a number cell is refused with the row, the reason and the value read — never saved as another valid number', async () => {
    const o = await order(3);
    const rep = ok(await importFile(o, 'number-ids.xlsx', { mode: 'goodOnly' }));
    const card = rep.errors.filter((e) => e.column === '证件号码');
    expect(card.map((e) => e.row)).toEqual([3, 4]);
    expect(card[0].message).toContain('第3行证件号码是数字格式，末尾数字已丢失，请把该列设为文本后重新导入');
    expect(card[0].message).toContain('440305199205059008');
    expect(card[1].message).toContain('第4行证件号码是数字格式，末尾数字已丢失');
    expect(rep.errors.some((e) => e.message.includes('校验位'))).toBe(false);
    expect(rep.imported).toBe(1);
    const saved = (await detail(o.id)).tourists.map((t) => t.client_name);
    expect(saved).toEqual(['王芳']);
  });

  it('with "remove tourists missing from the file", a refused row removes nobody and changes nobody', async () => {
    const o = await order(3, [
      { client_name: '王芳', client_card_type: 1, client_card_number: '11010519491231002X', client_phone_number: '13800000001' },
      { client_name: '李雷', client_card_type: 1, client_card_number: '440305199205058566' },
      { client_name: '韩梅梅', client_card_type: 1, client_card_number: '110105198506060043' },
    ]);
    const rep = ok(await importFile(o, 'number-ids.xlsx', { mode: 'goodOnly', remove_missing: true }));
    expect(rep.failed).toBe(2);
    expect(rep.removed).toEqual([]);
    expect(rep.removal_skipped).toBe(true);
    const after = await stored(o.id);
    expect(after.map((t) => t.client_name).sort()).toEqual(['李雷', '王芳', '韩梅梅'].sort());
    expect(after.find((t) => t.client_name === '李雷')!.client_card_number).toBe('440305199205058566');
  });

  it('a partner\'s .xls is read like an .xlsx (text IDs, a date cell)', async () => {
    const o = await order(2);
    const rep = ok(await importFile(o, 'partner.xls'));
    expect(rep.errors).toEqual([]);
    expect(rep.added).toEqual(['赵敏', '周芷若']);
    const t = await stored(o.id);
    expect(t.find((x) => x.client_name === '周芷若')!.client_birthday).toBe('1990-02-03');
    expect(t.find((x) => x.client_name === '赵敏')!.client_card_number).toBe('110105198001010024');
  });

  it('look-alike dots in names become the ID card\'s middle dot; full-width digits in an ID number are converted', async () => {
    const o = await order(3);
    const rep = ok(await importFile(o, 'lookalike.xlsx'));
    expect(rep.errors).toEqual([]);
    const t = await stored(o.id);
    expect(t.map((x) => x.client_name)).toEqual(['阿依古丽\u00B7买买提', '玛丽\u00B7居里', '艾力\u00B7买买提']);
    expect(t[2].client_card_number).toBe('650102198808080054');
  });
});
