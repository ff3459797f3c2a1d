/**
 * Masked values sent back (issue 17): a user who may edit a record but lacks canSeeInfo sees its detail masked;
 * the edit form saves it back unchanged and the stored phone / ID number / address / birthday stay whole; a value
 * typed anew is saved; a masked-looking value that is not the stored one's mask is refused naming the field.
 * Covers the shared resource update (private customer, supplier contact, staff) and the order's contact phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { maskIdCard, type Grant } from '@ta/contract';
import { startServer, type TestServer } from './harness';
import { createRole, createUser, idNumber, loadOrg, makeGroup, okData, signUp, uniq, type Org } from './fixtures';

let s: TestServer;
let admin: string;
let org: Org;
let editor: string;
let editorRole: number;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  org = await loadOrg(s, admin);
  // View and edit (no canSeeInfo) on customers, supplier contacts, staff and orders, over all data of the head office.
  const grants: Grant[] = ['customer_private', 'supplier_list', 'route_order_list', 'system_user']
    .map((k) => ({ permissionKey: k, actions: ['canEditor'] }));
  const roleId = await createRole(s, admin, grants, `编辑无敏感${uniq()}`);
  editorRole = roleId;
  const u = await createUser(s, admin, [{ department_id: org.dept['总公司'], role_id: roleId, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['全部数据'] }]);
  editor = await s.login(u.login_name);
});
afterAll(async () => { await s?.close(); });

type Row = Record<string, unknown> & { id: number; version: number };
const stored = async (table: string, id: number): Promise<Record<string, unknown>> =>
  ((await s.database.db.execute(sql.raw(`select * from "${table}" where id = ${Number(id)}`))) as unknown as { rows: Record<string, unknown>[] }).rows[0];
const dayOf = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

describe('an edit form saves masked values back', () => {
  it('private customer: detail masked for the editor, saved unchanged keeps phone, ID number, address and birthday; a new phone is saved', async () => {
    const id_card = idNumber('19880314', 37);
    const c = okData(await s.api<Row>('/api/v1/customer/private/add', {
      name: `脱敏回存${uniq()}`, phone: '13987654321', sex: 1, id_card, address: '上海市徐汇区漕溪北路88号', birthday: '1988-03-14',
    }, admin), 'customer add');
    const d = okData(await s.api<Row>('/api/v1/customer/private/detail', { id: c.id }, editor), 'detail');
    expect(d.phone).toBe('139****4321');
    expect(d.id_card).toBe(maskIdCard(id_card));
    expect(String(d.address)).toContain('*');
    expect(d.birthday).toBe('1988-**-**');

    const form = { id: d.id, version: d.version, name: d.name, phone: d.phone, sex: d.sex, id_card: d.id_card, address: d.address, birthday: d.birthday, remark: '只改备注' };
    const saved = okData(await s.api<Row>('/api/v1/customer/private/update', form, editor), 'update unchanged');
    // The answer of the save is masked as the detail was.
    expect(saved.phone).toBe('139****4321');
    const row = await stored('customers', c.id);
    expect(row.phone).toBe('13987654321');
    expect(row.id_card).toBe(id_card);
    expect(row.address).toBe('上海市徐汇区漕溪北路88号');
    expect(dayOf(row.birthday)).toBe('1988-03-14');
    expect(row.remark).toBe('只改备注');

    // A phone typed anew is saved; the other masked fields still keep theirs.
    okData(await s.api<Row>('/api/v1/customer/private/update', { ...form, version: saved.version, phone: '13811112222' }, editor), 'update phone');
    const after = await stored('customers', c.id);
    expect(after.phone).toBe('13811112222');
    expect(after.id_card).toBe(id_card);

    // A masked-looking value that is not the stored one's mask: refused, nothing written.
    const again = okData(await s.api<Row>('/api/v1/customer/private/detail', { id: c.id }, editor), 'detail');
    const bad = await s.api('/api/v1/customer/private/update', { ...form, version: again.version, phone: '139****0000' }, editor);
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('联系电话不完整');
    expect((await stored('customers', c.id)).phone).toBe('13811112222');
    // A new record cannot take a masked value.
    const add = await s.api('/api/v1/customer/private/add', { name: `脱敏新增${uniq()}`, phone: '139****4321', sex: 1 }, admin);
    expect(add.code).toBe(400);
  });

  it("supplier contact and staff: saved back masked keep their phone and ID number", async () => {
    const sup = okData(await s.api<{ page_data: { data: Row[] } }>('/api/v1/company/list', { pageNo: 1, pageSize: 1 }, admin), 'suppliers').page_data.data[0];
    const id_card = idNumber('19791102', 5);
    const p = okData(await s.api<Row>('/api/v1/person/add', { supplier_id: sup.id, name: `联系人${uniq()}`, phone: '13600001111', id_card }, admin), 'person add');
    const d = okData(await s.api<Row>('/api/v1/person/detail', { id: p.id }, editor), 'person detail');
    expect(d.phone).toBe('136****1111');
    okData(await s.api('/api/v1/person/update', { id: d.id, version: d.version, supplier_id: d.supplier_id, name: d.name, phone: d.phone, id_card: d.id_card, position: '经理' }, editor), 'person update');
    const row = await stored('supplier_contacts', p.id);
    expect(row.phone).toBe('13600001111');
    expect(row.id_card).toBe(id_card);
    expect(row.position).toBe('经理');

    const staff = await createUser(s, admin, [{ department_id: org.dept['总公司'], role_id: editorRole, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['全部数据'] }]);
    await s.database.db.execute(sql`update users set phone = '13512345678' where id = ${staff.id}`);
    const u = okData(await s.api<Row>('/user/detail', { id: staff.id }, editor), 'user detail');
    expect(u.phone).toBe('135****5678');
    const name = `改名${uniq()}`;
    okData(await s.api('/api/account/update', { id: u.id, version: u.version, user_name: name, phone: u.phone, email: u.email ?? '' }, editor), 'user update');
    const urow = await stored('users', staff.id);
    expect(urow.phone).toBe('13512345678');
    expect(urow.user_name).toBe(name);
  });

  it("order: the contact phone comes masked in the detail; saved back unchanged it stays, a new one is saved", async () => {
    const g = await makeGroup(s.database.db);
    const o = await signUp(s, admin, g.groupId, { extra: { contact_phone: '13700002233' } });
    const d = okData(await s.api<Row & { lines: Row[]; tourists: Row[] }>('/api/v1/routeOrder/detail', { id: o.id }, editor), 'order detail');
    expect(d.contact_phone).toBe('137****2233');
    const body = {
      id: d.id, version: d.version, customer_kind: d.customer_kind, customer_id: d.customer_id, sales_channel_id: d.sales_channel_id,
      contact_name: d.contact_name, contact_phone: d.contact_phone, adult_count: d.adult_count, child_count: d.child_count,
      senior_count: d.senior_count, infant_count: d.infant_count, rooms: d.rooms ?? {}, remark: '改了备注',
      lines: d.lines.map((l) => ({ fee_type: l.fee_type, price: l.price, quantity: l.quantity })), tourists: [],
    };
    const saved = okData(await s.api<Row>('/api/v1/routeOrder/update', body, editor), 'order update unchanged');
    expect((await stored('orders', o.id)).contact_phone).toBe('13700002233');
    expect((await stored('orders', o.id)).remark).toBe('改了备注');
    okData(await s.api<Row>('/api/v1/routeOrder/update', { ...body, version: saved.version, contact_phone: '13700009999' }, editor), 'order update phone');
    expect((await stored('orders', o.id)).contact_phone).toBe('13700009999');
  });
});
