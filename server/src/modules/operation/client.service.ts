/**
 * The tourist list of a group (游客名单): every tourist (not withdrawn) of its active orders (confirmed, held,
 * waiting) with the 28 tourist fields. ID number, phone and birthday are masked unless the caller holds
 * 'canSeeInfo' on the line-operation page; each unmasked view or export is recorded in the group's change
 * history as a 'view'. Room allocation writes only room_type and client_room_number.
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_ENROLLMENT, CardType, enumLabel, maskDate, maskPhone, EnrollmentStatus, OrderStatus, PersonType, RoomType, Sex, TOURIST_FIELDS, TouristFieldLabel,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { escapeLike, type AnyRow } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import type { Ctx } from '../../platform/route';
import { userNames } from '../merchant/merchant.common';
import { orders, orderTourists as T } from '../registration/registration.tables';
import { tourGroups as G } from './group.tables';
import { canOn, visibleGroup } from './operation.common';
import type { SheetColumn } from '../merchant/merchant.excel';

/** 110105199001011234 → 110***********1234 (first 3, last 4 kept): the contract's masking (idcard.ts). */
export const maskCard = (v: string | null): string | null => maskPhone(v);
export { maskPhone };
/** 1990-01-01 → 1990-**-**. */
export const maskBirthday = (v: string | null): string | null => maskDate(v);

export const canSeeInfo = (ctx: Ctx) => canOn(ctx, 'canSeeInfo');

function clientWhere(groupId: number, keyword?: string | null): SQL {
  const conds: (SQL | undefined)[] = [eq(T.group_id, groupId), eq(T.withdrawn, 0), inArray(orders.enrollment_status, [...ACTIVE_ENROLLMENT])];
  if (keyword) {
    const kw = `%${escapeLike(keyword)}%`;
    conds.push(or(ilike(T.client_name, kw), ilike(orders.code, kw), ilike(T.client_room_number, kw)));
  }
  return and(...conds)!;
}

async function fetchClients(db: DB, where: SQL, limit: number, offset: number) {
  return db.select({ t: T, order_code: orders.code, enrollment_status: orders.enrollment_status, order_status: orders.order_status, contact_name: orders.contact_name })
    .from(T).innerJoin(orders, eq(orders.id, T.order_id)).where(where).orderBy(asc(T.order_id), asc(T.sort), asc(T.id)).limit(limit).offset(offset);
}

function clientView(r: Awaited<ReturnType<typeof fetchClients>>[number], unmasked: boolean): AnyRow {
  const t = r.t;
  return {
    ...t,
    client_card_number: unmasked ? t.client_card_number : maskCard(t.client_card_number),
    client_phone_number: unmasked ? t.client_phone_number : maskPhone(t.client_phone_number),
    client_birthday: unmasked ? t.client_birthday : maskBirthday(t.client_birthday),
    masked: !unmasked,
    order_code: r.order_code, enrollment_status: r.enrollment_status, order_status: r.order_status, contact_name: r.contact_name,
    person_type_label: enumLabel(PersonType, t.person_type), room_type_label: t.room_type === null ? null : enumLabel(RoomType, t.room_type),
  };
}

async function recordView(db: DB, ctx: Ctx, groupId: number, what: string): Promise<void> {
  await recordChange(db, G, 'view', null, { id: groupId }, { user: ctx.user }, [{ field: 'tourists', label: '查看游客敏感信息', old: null, new: what }]);
}

export async function clientList(ctx: Ctx, q: { group_id: number; pageNo: number; pageSize: number; keyword?: string | null }) {
  const g = await visibleGroup(ctx, ctx.db, q.group_id);
  const where = clientWhere(g.id, q.keyword);
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(T).innerJoin(orders, eq(orders.id, T.order_id)).where(where);
  const rows = await fetchClients(ctx.db, where, q.pageSize, (q.pageNo - 1) * q.pageSize);
  const unmasked = canSeeInfo(ctx);
  if (unmasked && rows.length) await recordView(ctx.db, ctx, g.id, `游客名单第${q.pageNo}页，${rows.length}位游客：${rows.map((r) => r.t.client_name).join('、')}`);
  return { page_data: { total_size: Number(n), total_page: Math.ceil(Number(n) / q.pageSize), data: rows.map((r) => clientView(r, unmasked)) }, masked: !unmasked };
}

const label = (k: (typeof TOURIST_FIELDS)[number]) => TouristFieldLabel[k];
export const CLIENT_EXPORT_COLUMNS: SheetColumn[] = [
  { key: 'order_code', header: '订单号', width: 22 },
  { key: 'person_type_label', header: '游客类型(成人/儿童)' },
  { key: 'room_type_label', header: '房型' },
  ...TOURIST_FIELDS.map((k): SheetColumn => {
    if (k === 'client_sex') return { key: k, header: label(k), value: (r) => (r[k] === null || r[k] === undefined ? '' : enumLabel(Sex, Number(r[k]))) };
    if (k === 'client_card_type') return { key: k, header: label(k), value: (r) => (r[k] === null || r[k] === undefined ? '' : enumLabel(CardType, Number(r[k]))) };
    return { key: k, header: label(k), width: k === 'client_card_number' ? 22 : undefined };
  }),
  { key: 'enrollment_status', header: '报名状态', value: (r) => enumLabel(EnrollmentStatus, Number(r.enrollment_status)) },
  { key: 'order_status', header: '订单状态', value: (r) => enumLabel(OrderStatus, Number(r.order_status)) },
];

/** The export's rows (masked like the list), all at once: a group's tourists are a few hundred at most. */
export async function clientExportRows(ctx: Ctx, groupId: number, keyword?: string | null): Promise<{ code: string; rows: AnyRow[] }> {
  const g = await visibleGroup(ctx, ctx.db, groupId);
  const rows = await fetchClients(ctx.db, clientWhere(g.id, keyword), 100000, 0);
  const unmasked = canSeeInfo(ctx);
  if (unmasked && rows.length) await recordView(ctx.db, ctx, g.id, `导出游客名单，${rows.length}位游客`);
  return { code: g.code, rows: rows.map((r) => clientView(r, unmasked)) };
}

export async function updateRooms(ctx: Ctx, tx: DB, i: { group_id: number; items: { tourist_id: number; room_type?: number | null; client_room_number?: string | null }[] }) {
  const g = await visibleGroup(ctx, tx, i.group_id);
  const ids = i.items.map((x) => x.tourist_id);
  const found = await tx.select().from(T).where(and(eq(T.group_id, g.id), inArray(T.id, ids)));
  const byId = new Map(found.map((t) => [t.id, t]));
  const bad = i.items.map((x, n) => ({ x, n })).filter(({ x }) => !byId.has(x.tourist_id));
  if (bad.length) throw badInput('游客不属于该团期', bad.map(({ n }) => ({ field: `items.${n}.tourist_id`, message: '游客不属于该团期' })));
  for (const x of i.items) {
    const before = byId.get(x.tourist_id)!;
    const [row] = await tx.update(T).set({
      room_type: x.room_type ?? null, client_room_number: x.client_room_number ?? null, updated_at: new Date(), version: sql`${T.version} + 1`,
    }).where(eq(T.id, x.tourist_id)).returning();
    await recordChange(tx, T, 'update', { id: before.id, room_type: before.room_type, client_room_number: before.client_room_number },
      { id: row.id, room_type: row.room_type, client_room_number: row.client_room_number },
      { user: ctx.user, def: { labels: { room_type: '房型', client_room_number: '房间号' }, enums: { room_type: RoomType } } });
  }
  return { updated: i.items.length };
}

/** Orders of the group for the operation side (read-only). */
export async function groupOrders(ctx: Ctx, q: { group_id: number; pageNo: number; pageSize: number }) {
  const g = await visibleGroup(ctx, ctx.db, q.group_id);
  const where = eq(orders.group_id, g.id);
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
  const rows = await ctx.db.select({
    id: orders.id, code: orders.code, customer_kind: orders.customer_kind, contact_name: orders.contact_name, contact_phone: orders.contact_phone,
    adult_count: orders.adult_count, child_count: orders.child_count, senior_count: orders.senior_count, infant_count: orders.infant_count, seats: orders.seats,
    enrollment_status: orders.enrollment_status, order_status: orders.order_status, audit_status: orders.audit_status, order_type: orders.order_type,
    total: orders.total, received: orders.received, created_by: orders.created_by, created_at: orders.created_at, version: orders.version,
  }).from(orders).where(where).orderBy(asc(orders.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const names = await userNames(ctx.db, rows.map((r) => r.created_by));
  const unmasked = canSeeInfo(ctx);
  return {
    page_data: {
      total_size: Number(n), total_page: Math.ceil(Number(n) / q.pageSize),
      data: rows.map((r) => ({
        ...r, contact_phone: unmasked ? r.contact_phone : maskPhone(r.contact_phone), remaining: r.total - r.received,
        enrollment_status_label: enumLabel(EnrollmentStatus, r.enrollment_status), order_status_label: enumLabel(OrderStatus, r.order_status),
        created_by_name: r.created_by ? names.get(r.created_by) ?? null : null,
      })),
    },
  };
}
