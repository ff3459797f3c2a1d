/**
 * Credit (授信) of peer customers — the ONE definition, used by the sign-up check (registration's credit port),
 * the credit list and the credit details:
 *   limit      the standing line (credit_lines.credit_limit, written by an approved creditAdd document)
 *   temporary  Σ approved temporary documents whose end date is today or later (they lapse by themselves)
 *   group[g]   Σ approved group documents of group g (usable only by the customer's orders in g)
 *   exposure_g Σ unpaid (total − received, ≥ 0) of the customer's held and confirmed, not refused orders in g
 *   used       Σ_g max(0, exposure_g − group[g])
 *   available  limit + temporary − used
 * A customer without an enabled line is not checked (no credit sale limit).
 */
import { and, eq, gte, inArray, ne, or, sql, isNull } from 'drizzle-orm';
import { AuditMsg, AUDIT_PENDING, fenToYuan, isoToday } from '@ta/contract';
import type { DB } from '../../db/client';
import { registerAuditHandler, submitForAudit, withdrawInTx } from '../../platform/approval';
import { auditInstances } from '../../platform/approval/approval.tables';
import { insertRow, updateRow } from '../../platform/data';
import { AppError, badInput, notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { users } from '../account/account.tables';
import { customers } from '../merchant/merchant.tables';
import { groupOf, orderCreditGranted, orderCreditRefused } from '../registration/registration.service';
import { orders } from '../registration/registration.tables';
import type { CreditCheck, CreditPort, OrderCreditRef } from '../registration/finance.port';
import { creditApplications, creditLines, creditTypes } from './finance.tables';
import { FINANCE_RESOURCES } from '@ta/contract';

type Actor = { uid: number; user_name: string; dept_id?: number | null };
export type CreditDoc = typeof creditApplications.$inferSelect;
const APPROVED = 1, PENDING = 0, REJECTED = 2, WITHDRAWN = 3;
const docW = (user: { uid: number; user_name: string } | null) => ({ user, def: FINANCE_RESOURCES.creditApplication });
const lineW = (user: { uid: number; user_name: string } | null) => ({ user, def: FINANCE_RESOURCES.creditLine });

export interface CreditState {
  customer_id: number; has_line: boolean; credit_limit: number; temporary: number; group_credit: number; used: number; available: number;
  /** Unpaid of held and confirmed orders before group credit (Σ exposure_g). */
  unpaid: number;
  groups: { group_id: number; exposure: number; group_credit: number }[];
}

/** The credit state of customers; `extra` adds (or, negative, removes) an order's unpaid amount in a group. */
export async function creditStates(db: DB, customerIds: readonly number[], today = isoToday(), extra?: { customer_id: number; group_id: number; amount: number; exclude_order_id: number }): Promise<Map<number, CreditState>> {
  const ids = [...new Set(customerIds)];
  const out = new Map<number, CreditState>();
  if (!ids.length) return out;
  const lines = await db.select().from(creditLines).where(and(inArray(creditLines.customer_id, ids), eq(creditLines.enabled, true)));
  const docs = await db.select({ customer_id: creditApplications.customer_id, kind: creditApplications.kind, group_id: creditApplications.group_id, s: sql<string>`sum(${creditApplications.amount})` })
    .from(creditApplications).where(and(inArray(creditApplications.customer_id, ids), eq(creditApplications.status, APPROVED), or(
      and(eq(creditApplications.kind, 'temporary'), or(isNull(creditApplications.end_date), gte(creditApplications.end_date, today))),
      eq(creditApplications.kind, 'group'),
    ))).groupBy(creditApplications.customer_id, creditApplications.kind, creditApplications.group_id);
  const exp = await db.select({ customer_id: orders.customer_id, group_id: orders.group_id, s: sql<string>`sum(greatest(${orders.total} - ${orders.received}, 0))` }).from(orders)
    .where(and(eq(orders.customer_kind, 'peer'), inArray(orders.customer_id, ids), inArray(orders.enrollment_status, [0, 1]), ne(orders.order_status, 2),
      extra ? ne(orders.id, extra.exclude_order_id) : undefined))
    .groupBy(orders.customer_id, orders.group_id);
  for (const id of ids) {
    const l = lines.find((x) => x.customer_id === id);
    const temporary = docs.filter((d) => d.customer_id === id && d.kind === 'temporary').reduce((a, d) => a + Number(d.s), 0);
    const gc = new Map<number, number>();
    for (const d of docs.filter((x) => x.customer_id === id && x.kind === 'group' && x.group_id)) gc.set(d.group_id!, (gc.get(d.group_id!) ?? 0) + Number(d.s));
    const ex = new Map<number, number>();
    for (const e of exp.filter((x) => x.customer_id === id)) ex.set(e.group_id, Number(e.s));
    if (extra && extra.customer_id === id) ex.set(extra.group_id, (ex.get(extra.group_id) ?? 0) + extra.amount);
    const groups = [...new Set([...ex.keys(), ...gc.keys()])].sort((a, b) => a - b).map((g) => ({ group_id: g, exposure: ex.get(g) ?? 0, group_credit: gc.get(g) ?? 0 }));
    const used = groups.reduce((a, g) => a + Math.max(0, g.exposure - g.group_credit), 0);
    const limit = l?.credit_limit ?? 0;
    out.set(id, {
      customer_id: id, has_line: !!l, credit_limit: limit, temporary, group_credit: [...gc.values()].reduce((a, v) => a + v, 0), used,
      available: limit + temporary - used, unpaid: groups.reduce((a, g) => a + g.exposure, 0), groups,
    });
  }
  return out;
}

export async function creditState(db: DB, customerId: number): Promise<CreditState> {
  return (await creditStates(db, [customerId])).get(customerId)!;
}

/** The sign-up check: this order (its unpaid amount) against the customer's credit. */
export async function checkOrderCredit(tx: DB, o: OrderCreditRef): Promise<CreditCheck> {
  const none = { needed: false, exposure: 0, available: 0, shortfall: 0 };
  if (o.customer_kind !== 'peer' || !o.customer_id) return none;
  const st = (await creditStates(tx, [o.customer_id], isoToday(), { customer_id: o.customer_id, group_id: o.group_id, amount: Math.max(o.total - o.received, 0), exclude_order_id: o.id })).get(o.customer_id)!;
  if (!st.has_line) return none;
  const lineTotal = st.credit_limit + st.temporary;
  return { needed: st.used > lineTotal, exposure: st.used, available: lineTotal, shortfall: Math.max(st.used - lineTotal, 0) };
}

async function docOf(tx: DB, id: number, lock = true): Promise<CreditDoc> {
  const q = tx.select().from(creditApplications).where(eq(creditApplications.id, id));
  const [d] = lock ? await q.for('update') : await q;
  if (!d) throw notFound('授信申请不存在');
  return d;
}

async function peerCustomer(tx: DB, id: number): Promise<{ id: number; name: string }> {
  const [c] = await tx.select({ id: customers.id, name: customers.name, kind: customers.kind }).from(customers).where(eq(customers.id, id));
  if (!c || c.kind !== 'peer') throw badInput('请选择同行客户', [{ field: 'customer_id', message: '请选择同行客户' }]);
  return c;
}

/** Creates a credit document and submits it to its audit (creditAdd, creditTemporary, creditGroup). */
export async function applyCredit(s: Services, tx: DB, kind: 'line' | 'temporary' | 'group', i: { customer_id: number; amount: number; end_date?: string | null; group_id?: number | null; credit_type_id?: number | null; reason: string; order_id?: number | null }, actor: Actor): Promise<CreditDoc> {
  await peerCustomer(tx, i.customer_id);
  if (kind === 'temporary' && i.end_date && i.end_date < isoToday()) throw badInput('到期日期不能早于今天', [{ field: 'end_date', message: '到期日期不能早于今天' }]);
  if (kind === 'group') await groupOf(tx, i.group_id!).catch(() => { throw badInput('团期不存在', [{ field: 'group_id', message: '团期不存在' }]); });
  if (i.credit_type_id) {
    const [t] = await tx.select({ id: creditTypes.id }).from(creditTypes).where(eq(creditTypes.id, i.credit_type_id));
    if (!t) throw badInput('授信类型不存在', [{ field: 'credit_type_id', message: '授信类型不存在' }]);
  }
  const st = await creditState(tx, i.customer_id);
  const doc = await insertRow<CreditDoc>(tx, creditApplications, {
    kind, customer_id: i.customer_id, order_id: i.order_id ?? null, group_id: i.group_id ?? null, credit_type_id: i.credit_type_id ?? null, amount: i.amount,
    exposure: st.used, credit_limit: st.credit_limit + st.temporary, end_date: i.end_date ?? null, status: PENDING, reason: i.reason, remark: i.reason,
    created_by: actor.uid, dept_id: actor.dept_id ?? null,
  }, docW(actor));
  await submitForAudit(s, tx, { type: kind === 'line' ? 'creditAdd' : kind === 'temporary' ? 'creditTemporary' : 'creditGroup', objectId: doc.id, submitter: actor });
  return doc;
}

/** The credit port registration calls (sign-up check, the temporary credit an order above its line waits on). */
export const creditPortImpl: CreditPort = {
  check: checkOrderCredit,
  async applyForOrder(s, tx, o, c, actor) {
    const { group } = await groupOf(tx, o.group_id);
    const doc = await insertRow<CreditDoc>(tx, creditApplications, {
      kind: 'temporary', customer_id: o.customer_id!, order_id: o.id, group_id: o.group_id, amount: c.shortfall, exposure: c.exposure, credit_limit: c.available,
      end_date: group.disband_date ?? group.departure_date, status: PENDING, reason: `订单${o.code}超出授信额度`, remark: `订单${o.code}超出授信额度`,
      created_by: actor.uid, dept_id: o.dept_id,
    }, docW(actor));
    await submitForAudit(s, tx, { type: 'creditTemporary', objectId: doc.id, submitter: actor });
    return doc.id;
  },
  async pendingForOrder(tx, o) {
    if (!o.credit_audit_id) return null;
    const [d] = await tx.select().from(creditApplications).where(and(eq(creditApplications.id, o.credit_audit_id), eq(creditApplications.status, PENDING)));
    return d ? { id: d.id, amount: d.amount } : null;
  },
  async withdrawForOrder(s, tx, o, why) {
    if (!o.credit_audit_id) return false;
    const [app] = await tx.select().from(creditApplications).where(and(eq(creditApplications.id, o.credit_audit_id), eq(creditApplications.status, PENDING)));
    if (!app) return false;
    const [inst] = await tx.select().from(auditInstances)
      .where(and(eq(auditInstances.type, 'creditTemporary'), eq(auditInstances.object_id, app.id), eq(auditInstances.status, AUDIT_PENDING)));
    if (inst) {
      const [u] = await tx.select({ user_name: users.user_name }).from(users).where(eq(users.id, inst.submitter_id));
      try {
        await withdrawInTx(s, tx, { id: inst.id, version: inst.version, user: { uid: inst.submitter_id, user_name: u?.user_name ?? '' } });
      } catch (e) {
        if (e instanceof AppError && e.message === AuditMsg.withdrawAfterDecision) throw badInput(`订单${o.code}的临时授信申请已有审批人处理，暂不能${why}；请等待审批结果`);
        throw e;
      }
    }
    const cur = await docOf(tx, app.id);
    await updateRow(tx, creditApplications, cur.id, cur.version, { status: WITHDRAWN, remark: `${cur.remark ?? ''}（订单${why}，申请已撤回）`.slice(0, 500) }, docW(null));
    return true;
  },
  async document(db, id) {
    const [d] = await db.select().from(creditApplications).where(eq(creditApplications.id, id));
    return d ?? null;
  },
};

async function customerName(tx: DB, id: number): Promise<string> {
  const [c] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, id));
  return c?.name ?? '';
}

async function finish(tx: DB, d: CreditDoc, status: number, user: Actor | null): Promise<CreditDoc> {
  if (d.status !== PENDING) return d;
  return updateRow<CreditDoc>(tx, creditApplications, d.id, d.version, { status }, docW(user));
}

export function registerCreditAudits(): void {
  const describe = async (tx: DB, id: number) => {
    const d = await docOf(tx, id, false);
    const [o] = d.order_id ? await tx.select({ id: orders.id, code: orders.code }).from(orders).where(eq(orders.id, d.order_id)) : [];
    const what = d.kind === 'line' ? '授信额度' : d.kind === 'temporary' ? '临时授信' : '团队授信';
    const g = d.group_id ? (await groupOf(tx, d.group_id)).group : null;
    return {
      title: `${await customerName(tx, d.customer_id)} ${what} ${fenToYuan(d.amount)}元`, amount: d.amount,
      link: o ? `/order/list/lineOrderDetail?id=${o.id}` : `/financial/config/credit/detail?customer_id=${d.customer_id}`,
      fields: [
        ...(o ? [{ label: '订单号', value: o.code }] : []), ...(g ? [{ label: '团号', value: g.code }] : []),
        { label: d.kind === 'line' ? '申请授信额度' : '申请额度', value: `${fenToYuan(d.amount)}元` },
        ...(d.end_date && d.kind === 'temporary' ? [{ label: '到期日期', value: d.end_date }] : []),
        { label: '当前已用额度', value: `${fenToYuan(d.exposure)}元` }, { label: '当前授信额度', value: `${fenToYuan(d.credit_limit)}元` },
        { label: '申请原因', value: d.reason ?? d.remark ?? '' },
      ],
    };
  };
  registerAuditHandler('creditAdd', {
    describe,
    async onApproved(tx, id, c) {
      const d = await finish(tx, await docOf(tx, id), APPROVED, c.user);
      const [line] = await tx.select().from(creditLines).where(eq(creditLines.customer_id, d.customer_id)).for('update');
      if (line) await updateRow(tx, creditLines, line.id, line.version, { credit_limit: d.amount, credit_type_id: d.credit_type_id ?? line.credit_type_id, enabled: true }, lineW(c.user));
      else await insertRow(tx, creditLines, { customer_id: d.customer_id, credit_limit: d.amount, credit_type_id: d.credit_type_id, created_by: c.user.uid }, lineW(c.user));
    },
    async onRejected(tx, id, c) { await finish(tx, await docOf(tx, id), REJECTED, c.user); },
    async onWithdrawn(tx, id, c) { await finish(tx, await docOf(tx, id), WITHDRAWN, c.user); },
  });
  registerAuditHandler('creditGroup', {
    describe,
    async onApproved(tx, id, c) { await finish(tx, await docOf(tx, id), APPROVED, c.user); },
    async onRejected(tx, id, c) { await finish(tx, await docOf(tx, id), REJECTED, c.user); },
    async onWithdrawn(tx, id, c) { await finish(tx, await docOf(tx, id), WITHDRAWN, c.user); },
  });
  registerAuditHandler('creditTemporary', {
    describe,
    async onApproved(tx, id, c) {
      const d = await finish(tx, await docOf(tx, id), APPROVED, c.user);
      if (d.order_id) await orderCreditGranted(tx, d.order_id, d.id, c.user);
    },
    async onRejected(tx, id, c, comment) {
      const d = await finish(tx, await docOf(tx, id), REJECTED, c.user);
      if (d.order_id) await orderCreditRefused(c.services, tx, d.order_id, d.id, c.user, comment);
    },
    async onWithdrawn(tx, id, c) { await finish(tx, await docOf(tx, id), WITHDRAWN, c.user); },
  });
}
