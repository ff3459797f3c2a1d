/**
 * Tourists of an order: derived fields (a mainland ID number gives birthday, sex and the age at departure),
 * masked values sent back resolved from the stored row, the whole-list save (matched by id), masking of
 * personal data for roles without canSeeInfo, and the record of every unmasked view.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  RESOURCES, TOURIST_FIELDS, TOURIST_SENSITIVE_FIELDS, touristAgeOn, checkIdCard, maskDate, maskIdCard, maskPersonal, touristIssues,
  type FieldError, type TouristInput,
} from '@ta/contract';
import type { DB } from '../../db/client';
import type { AnyRow, WriteCtx } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import type { Ctx } from '../../platform/route';
import { insurancePolicies, orderTourists } from './registration.tables';

export type TouristRow = typeof orderTourists.$inferSelect;
const def = RESOURCES.orderTourist;
const isMasked = (v: unknown) => typeof v === 'string' && v.includes('*');

/** Does the caller see personal data of tourists (canSeeInfo on the order list page)? */
export const seesInfo = (ctx: Pick<Ctx, 'user'>, key = 'route_order_list') => (ctx.user.grants.get(key) ?? []).includes('canSeeInfo');

/** A tourist with its ID number, phone and birthday masked (the contract's one masking). */
export function maskTourist<T extends AnyRow>(t: T): T {
  return maskPersonal(t, { cards: ['client_card_number'], phones: ['client_phone_number'], dates: ['client_birthday'] });
}

/** Tourists as the caller may see them; an unmasked view of personal data is recorded in the order's history. */
export async function touristsFor(ctx: Ctx, orderId: number, list: TouristRow[], what = '游客信息'): Promise<AnyRow[]> {
  if (!seesInfo(ctx)) return list.map((t) => maskTourist(t as AnyRow));
  if (list.some((t) => t.client_card_number || t.client_phone_number || t.client_birthday)) {
    await recordChange(ctx.db, 'orders', 'view', null, { id: orderId }, { user: ctx.user },
      [{ field: 'tourists', label: '游客', old: null, new: `查看${what}（未脱敏，${list.length}人）` }]);
  }
  return list;
}

type Prepared = Omit<typeof orderTourists.$inferInsert, 'order_id' | 'group_id'> & { id?: number | null; insurance_product_id?: number | null };

/**
 * Turns entered tourists into rows: masked values resolved from the stored tourist (`id`) or the re-used one
 * (`source_id`), then required fields and ID numbers checked (400 naming the tourist), then the ID number's
 * birthday and sex filled and the age at departure computed.
 */
export async function prepareTourists(tx: DB, list: readonly TouristInput[], departureDate: string, existing: TouristRow[] = []): Promise<Prepared[]> {
  const byId = new Map(existing.map((t) => [t.id, t]));
  const sourceIds = list.map((t) => t.source_id).filter((x): x is number => !!x);
  const sources = new Map<number, TouristRow>();
  if (sourceIds.length) for (const r of await tx.select().from(orderTourists).where(inArray(orderTourists.id, sourceIds))) sources.set(r.id, r);
  const resolved: TouristInput[] = list.map((t) => {
    const out: TouristInput = { ...t };
    const from = (t.id ? byId.get(t.id) : undefined) ?? (t.source_id ? sources.get(t.source_id) : undefined);
    for (const f of TOURIST_SENSITIVE_FIELDS) {
      if (!isMasked(out[f])) continue;
      const stored = from?.[f] ?? null;
      const masked = f === 'client_birthday' ? maskDate(stored) : maskIdCard(stored);
      if (stored && masked === out[f]) (out as Record<string, unknown>)[f] = stored;
      else throw badInput(`${t.client_name ?? '游客'}的${def.labels[f]}不完整，请重新输入`, [{ field: f, message: `请重新输入${def.labels[f]}` }]);
    }
    return out;
  });
  const issues = touristIssues(resolved);
  if (issues.length) {
    const errors: FieldError[] = issues.map((i) => ({ field: `tourists.${i.path.join('.')}`, message: i.message }));
    throw badInput([...new Set(issues.map((i) => i.message))].join('；'), errors);
  }
  for (const t of resolved) if (t.id && !byId.has(t.id)) throw badInput('游客不属于该订单', [{ field: 'tourists', message: '游客不属于该订单' }]);
  return resolved.map((t, i) => {
    const row: AnyRow = { sort: i };
    for (const f of TOURIST_FIELDS) row[f] = (t as AnyRow)[f] ?? null;
    row.person_type = t.person_type ?? 0;
    row.room_type = t.room_type ?? null;
    if (t.client_card_type === 1 && t.client_card_number) {
      const r = checkIdCard(t.client_card_number);
      if (r.ok) { row.client_card_number = r.info.normalized; row.client_birthday = r.info.birthday; row.client_sex = r.info.sex; }
    }
    if (row.client_birthday) row.client_age = touristAgeOn(String(row.client_birthday), departureDate);
    return { ...(row as Prepared), id: t.id ?? undefined, insurance_product_id: t.insurance_product_id ?? null };
  });
}

/**
 * Saves the whole tourist list of an order: rows with an id are updated, new ones added, the rest removed
 * (their insurance covers cancelled). Withdrawn tourists are kept as they are. Answers the saved rows.
 * `fresh`: the order was created in this transaction and has no tourists yet (the read is skipped).
 */
export async function saveTourists(tx: DB, orderId: number, groupId: number, prepared: Prepared[], w: WriteCtx, fresh = false): Promise<TouristRow[]> {
  if (fresh) {
    // A new order: all its tourists in one statement (RETURNING answers them in the order given).
    if (!prepared.length) return [];
    const rows = await tx.insert(orderTourists).values(prepared.map(({ id: _id, insurance_product_id: _ins, ...values }) => ({ ...values, order_id: orderId, group_id: groupId, created_by: w.user?.uid ?? null }))).returning();
    for (const row of rows) await recordChange(tx, orderTourists, 'create', null, row, { ...w, def });
    return rows;
  }
  const existing = await tx.select().from(orderTourists).where(eq(orderTourists.order_id, orderId));
  const keep = new Set(prepared.map((p) => p.id).filter((x): x is number => !!x));
  const gone = existing.filter((t) => !keep.has(t.id) && t.withdrawn === 0).map((t) => t.id);
  if (gone.length) {
    await tx.update(insurancePolicies).set({ status: 1, cancelled_at: new Date(), cancel_reason: '游客已从订单删除', version: sql`${insurancePolicies.version} + 1` })
      .where(and(inArray(insurancePolicies.tourist_id, gone), eq(insurancePolicies.status, 0)));
    await tx.delete(orderTourists).where(and(eq(orderTourists.order_id, orderId), inArray(orderTourists.id, gone)));
    for (const t of existing.filter((x) => gone.includes(x.id))) await recordChange(tx, orderTourists, 'delete', t, null, { ...w, def });
  }
  const out: TouristRow[] = [];
  for (const p of prepared) {
    const { id, insurance_product_id: _ins, ...values } = p;
    if (id) {
      const before = existing.find((t) => t.id === id)!;
      const [row] = await tx.update(orderTourists).set({ ...values, updated_at: new Date(), version: sql`${orderTourists.version} + 1` })
        .where(and(eq(orderTourists.id, id), eq(orderTourists.order_id, orderId))).returning();
      await recordChange(tx, orderTourists, 'update', before, row, { ...w, def });
      out.push(row);
    } else {
      const [row] = await tx.insert(orderTourists).values({ ...values, order_id: orderId, group_id: groupId, created_by: w.user?.uid ?? null }).returning();
      await recordChange(tx, orderTourists, 'create', null, row, { ...w, def });
      out.push(row);
    }
  }
  return out;
}

export async function activeTourists(db: DB, orderId: number): Promise<TouristRow[]> {
  return db.select().from(orderTourists).where(eq(orderTourists.order_id, orderId)).orderBy(orderTourists.withdrawn, orderTourists.sort, orderTourists.id);
}
