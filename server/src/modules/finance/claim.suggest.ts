/**
 * Claim suggestions: when a sales user opens an arrival, the customers (and their open orders) the money is most
 * likely for, each with its reasons in Chinese. Evidence, each scored:
 *  - the payer's earlier approved claims (same payer name or account → which customers they went to);
 *  - the payer's name against customer names;
 *  - the remark: order numbers, customer names, order contact names in it;
 *  - the amount: one open order's remaining (or deposit), or the sum of a few open orders of one customer
 *    (a bounded subset-sum over at most SUBSET_POOL orders, at most SUBSET_MAX of them).
 * Every query is indexed or bounded; the answer carries the time of the main (history) query.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { fenToYuan, type ClaimSuggestAnswer, type ClaimSuggestion } from '@ta/contract';
import type { DB } from '../../db/client';
import { rows } from '../../platform/session';
import { arrivalOf, restOf } from './bank.service';
import { alias } from 'drizzle-orm/pg-core';
import { orders } from '../registration/registration.tables';
import { claimOpenSql, openOrderCond } from './claim.service';
import { orderContactIds, syncSearchNames } from '../insight/search.sync';

const o = alias(orders, 'o') as unknown as typeof orders;

const SUBSET_POOL = 20, SUBSET_MAX = 4, SUBSET_BUDGET = 30_000, MAX_SUGGESTIONS = 5, ORDERS_PER_CUSTOMER = 30;
const W = { history: 40, historyEach: 3, nameExact: 45, nameContains: 30, remarkCode: 60, remarkCustomer: 35, remarkContact: 25, amountOne: 30, deposit: 22, subset: 25 };
const yuan = (f: number) => `${fenToYuan(f)}元`;

interface OpenOrder { id: number; code: string; customer_id: number | null; customer_kind: string; contact_name: string; open: number; deposit: number; received: number; enrollment_status: number; departure_date: string | null }
interface Cand { key: string; customer_id: number | null; name: string; score: number; reasons: string[]; orders: Map<number, { o: OpenOrder; reasons: string[]; pick: boolean }> }

const ids = (xs: number[]) => sql.join(xs.map((x) => sql`${x}`), sql`, `);
const ORDER_COLS = sql`o.id, o.code, o.customer_id, o.customer_kind, o.contact_name, o.deposit, o.received, o.enrollment_status, g.departure_date::text as departure_date`;

function toOrder(r: Record<string, unknown>): OpenOrder {
  return { id: Number(r.id), code: String(r.code), customer_id: r.customer_id === null ? null : Number(r.customer_id), customer_kind: String(r.customer_kind), contact_name: String(r.contact_name),
    open: Number(r.open), deposit: Number(r.deposit), received: Number(r.received), enrollment_status: Number(r.enrollment_status), departure_date: (r.departure_date as string) ?? null };
}

/** Open orders with what each can still take, by a condition on `o` (orders) — only those with money open. */
async function openOrders(db: DB, where: ReturnType<typeof sql>, limit: number): Promise<OpenOrder[]> {
  const r = rows<Record<string, unknown>>(await db.execute(sql`select * from (select ${ORDER_COLS}, (${claimOpenSql(o)})::bigint as open
    from orders o join tour_groups g on g.id = o.group_id where ${where} and ${openOrderCond(o)}) x
    where x.open > 0 order by x.departure_date nulls last, x.id limit ${limit}`));
  return r.map(toOrder);
}

/** The open orders of several customers (every customer kind listed, so orders_customer (kind, id) serves it), up to `each` per customer. */
async function openOrdersOf(db: DB, customerIds: number[], each: number): Promise<Map<number, OpenOrder[]>> {
  const r = rows<Record<string, unknown>>(await db.execute(sql`select * from (select ${ORDER_COLS}, (${claimOpenSql(o)})::bigint as open
    from orders o join tour_groups g on g.id = o.group_id where o.customer_kind in ('private', 'unit', 'peer') and o.customer_id in (${ids(customerIds)})
      and o.total > o.received and ${openOrderCond(o)}) x
    where x.open > 0 order by x.customer_id, x.departure_date nulls last, x.id`));
  const out = new Map<number, OpenOrder[]>();
  for (const row of r) {
    const oo = toOrder(row);
    const list = out.get(oo.customer_id!) ?? [];
    if (list.length < each) list.push(oo);
    out.set(oo.customer_id!, list);
  }
  return out;
}

/** The smallest set (≤ SUBSET_MAX orders of the pool) whose open amounts add up to the target; bounded search. */
export function subsetSum(pool: { id: number; open: number }[], target: number): number[] | null {
  const xs = pool.filter((p) => p.open > 0 && p.open <= target).slice(0, SUBSET_POOL).sort((a, b) => b.open - a.open);
  const suffix = xs.map((_, i) => xs.slice(i).reduce((s, x) => s + x.open, 0));
  let budget = SUBSET_BUDGET;
  for (let k = 2; k <= SUBSET_MAX; k++) {
    const pick: number[] = [];
    const dfs = (start: number, left: number): boolean => {
      if (--budget < 0) return false;
      if (pick.length === k) return left === 0;
      for (let i = start; i < xs.length; i++) {
        if (xs[i].open > left) continue;
        if (suffix[i] < left) return false;
        pick.push(i);
        if (dfs(i + 1, left - xs[i].open)) return true;
        pick.pop();
      }
      return false;
    };
    if (dfs(0, target)) return pick.map((i) => xs[i].id);
    if (budget < 0) break;
  }
  return null;
}

/** Text pieces of a remark that may be order numbers (letters+digits, ≥ 6) or names (runs of 2–8 Chinese characters). */
export function remarkTokens(remark: string): { codes: string[]; words: string[] } {
  const codes = [...new Set((remark.toUpperCase().match(/[A-Z0-9-]{6,40}/g) ?? []).filter((t) => /\d/.test(t)))].slice(0, 10);
  const stop = /^(货款|团款|定金|尾款|转账|汇款|付款|收款|支付|网银|跨行|往来款|旅游|费用|报名|款项|退款|备注|用途|摘要)$/;
  const words = [...new Set((remark.match(/[\u4e00-\u9fff]{2,8}/g) ?? []).filter((w) => !stop.test(w)))].slice(0, 8);
  return { codes, words };
}

export async function suggestClaims(db: DB, arrivalId: number): Promise<ClaimSuggestAnswer & { sql_ms: number }> {
  const t0 = performance.now();
  const a = await arrivalOf(db, arrivalId);
  const rest = restOf(a);
  const target = rest > 0 ? rest : a.amount;
  const cands = new Map<string, Cand>();
  const keyOf = (o: { customer_id: number | null; id: number }) => (o.customer_id ? `c${o.customer_id}` : `p${o.id}`);
  const cand = (key: string, customer_id: number | null, name: string): Cand => {
    let c = cands.get(key);
    if (!c) { c = { key, customer_id, name, score: 0, reasons: [], orders: new Map() }; cands.set(key, c); }
    return c;
  };
  const addOrder = (o: OpenOrder, reason: string | null, score: number, pick = false) => {
    const c = cand(keyOf(o), o.customer_id, o.customer_id ? '' : `${o.contact_name}（散客）`);
    c.score += score;
    const e = c.orders.get(o.id) ?? { o, reasons: [], pick: false };
    if (reason) e.reasons.push(reason);
    e.pick ||= pick;
    c.orders.set(o.id, e);
    return c;
  };

  // 1. The payer's history (the main query: indexed on payer name / account and status).
  const s0 = performance.now();
  const hist = rows<{ customer_id: number; n: number; last: string }>(await db.execute(sql`
    select customer_id, count(*)::int as n, max(created_at)::date::text as last from bank_claims
    where status = 2 and customer_id is not null and (payer_name = ${a.payer_name} ${a.payer_account ? sql`or payer_account = ${a.payer_account}` : sql``})
    group by customer_id order by n desc, last desc limit 5`));
  const sqlMs = performance.now() - s0;
  const totalHist = hist.reduce((s, h) => s + Number(h.n), 0);
  for (const h of hist) {
    const c = cand(`c${h.customer_id}`, Number(h.customer_id), '');
    const n = Number(h.n);
    // Shared payers (an employee paying for several customers) weigh by their share of the history.
    c.score += Math.round((W.history + Math.min(n, 10) * W.historyEach) * (n / totalHist));
    c.reasons.push(`付款人「${a.payer_name}」此前有${n}笔到账认领给该客户（最近${h.last}）`);
  }

  // 2. The payer's name against customer names.
  const byName = rows<{ id: number; name: string; exact: boolean }>(await db.execute(sql`
    select id, name, name = ${a.payer_name} as exact from customers
    where name = ${a.payer_name} or (char_length(name) >= 4 and position(name in ${a.payer_name}) > 0) or (char_length(${a.payer_name}) >= 4 and position(${a.payer_name} in name) > 0)
    order by (name = ${a.payer_name}) desc, id limit 5`));
  for (const r of byName) {
    const c = cand(`c${r.id}`, Number(r.id), r.name);
    c.score += r.exact ? W.nameExact : W.nameContains;
    c.reasons.push(r.exact ? `付款人名称与客户名称「${r.name}」一致` : `付款人名称「${a.payer_name}」与客户名称「${r.name}」相近`);
  }

  // 3. The remark: order numbers, customer names, contact names.
  const remark = a.remark ?? '';
  const { codes, words } = remarkTokens(remark);
  if (codes.length) {
    const found = await openOrders(db, sql`(upper(o.code) in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)}) or upper(o.channel_order_no) in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)}))`, 10);
    for (const o of found) addOrder(o, `摘要中的订单号${o.code}`, W.remarkCode, true).reasons.push(`摘要写明订单号${o.code}`);
  }
  if (words.length) {
    const custs = rows<{ id: number; name: string }>(await db.execute(sql`select id, name from customers where char_length(name) >= 2 and position(name in ${remark}) > 0 limit 5`));
    for (const r of custs) { const c = cand(`c${r.id}`, Number(r.id), r.name); c.score += W.remarkCustomer; c.reasons.push(`摘要提到客户名称「${r.name}」`); }
    // The search material's contact names (insight search_names, B-tree) find the candidates; the equality checks them.
    await syncSearchNames(db);
    const contacts = await openOrders(db, sql`(${sql.join(words.map((w) => sql`(o.id in (${orderContactIds(w)}) and o.contact_name = ${w})`), sql` or `)})`, 10);
    for (const o of contacts) addOrder(o, `摘要中的“${o.contact_name}”是该订单的联系人`, W.remarkContact).reasons.push(`摘要提到订单联系人「${o.contact_name}」`);
  }

  // 4. The amount: one order's remaining (or deposit) anywhere. Two index-served branches (orders_open_amount on
  // total − received of open orders, orders_hold_deposit on the deposit of unpaid holds) instead of one OR that
  // scans every order.
  const exact = await openOrders(db, sql`o.id in (
      select x.id from orders x where x.total - x.received = ${target} and x.total > x.received and x.order_status not in (2, 3) and x.enrollment_status <> 2
      union all
      select x.id from orders x where x.enrollment_status = 1 and x.received = 0 and x.deposit = ${target})`, 10);
  for (const o of exact) {
    if (o.open === target) addOrder(o, `到账金额${yuan(target)}等于该订单的未收金额`, W.amountOne, true).reasons.push(`到账金额等于订单${o.code}的未收金额`);
    else if (o.deposit === target && o.enrollment_status === 1) addOrder(o, `到账金额${yuan(target)}等于该订单的定金`, W.deposit, true).reasons.push(`到账金额等于订单${o.code}的定金`);
  }

  // 5. Per leading customer: its open orders, a sum of a few of them matching the amount, and names.
  const lead = [...cands.values()].sort((x, y) => y.score - x.score).slice(0, 8);
  const custIds = lead.filter((c) => c.customer_id).map((c) => c.customer_id!) as number[];
  if (custIds.length) {
    const names = rows<{ id: number; name: string }>(await db.execute(sql`select id, name from customers where id in (${ids(custIds)})`));
    for (const n of names) { const c = cands.get(`c${n.id}`); if (c) c.name = n.name; }
    // One query for the open orders of every leading customer (ORDERS_PER_CUSTOMER each), not one per customer.
    const perCustomer = await openOrdersOf(db, custIds, ORDERS_PER_CUSTOMER);
    for (const id of custIds) {
      const c = cands.get(`c${id}`)!;
      const open = perCustomer.get(id) ?? [];
      for (const o of open) if (!c.orders.has(o.id)) c.orders.set(o.id, { o, reasons: [], pick: false });
      if (![...c.orders.values()].some((e) => e.pick && e.o.open === target)) {
        const sub = subsetSum(open, target);
        if (sub) {
          c.score += W.subset;
          c.reasons.push(`到账金额${yuan(target)}等于该客户${sub.length}笔未收订单的未收金额之和`);
          for (const oid of sub) { const e = c.orders.get(oid)!; e.pick = true; e.reasons.push('与其他订单合计等于到账金额'); }
        }
      }
    }
  }

  // Rank; each suggestion proposes a split of the rest over its picked orders, else its oldest open orders.
  const out: ClaimSuggestion[] = [...cands.values()].filter((c) => c.orders.size || c.customer_id).sort((x, y) => y.score - x.score || (x.customer_id ?? 0) - (y.customer_id ?? 0))
    .slice(0, MAX_SUGGESTIONS).map((c) => {
      const all = [...c.orders.values()];
      const picked = all.filter((e) => e.pick);
      const order = [...picked, ...all.filter((e) => !e.pick)];
      let left = target;
      const orders = order.map((e) => {
        const amount = Math.min(e.o.open, left);
        left -= amount;
        return { order_id: e.o.id, code: e.o.code, remaining: e.o.open, amount, reasons: e.reasons.length ? e.reasons : ['该客户的未收订单（按出发日期）'] };
      }).filter((x, i) => x.amount > 0 || i < 10).slice(0, 15);
      return { customer_id: c.customer_id, customer_name: c.name || (c.customer_id ? `客户${c.customer_id}` : '散客'), score: c.score, reasons: [...new Set(c.reasons)], orders };
    });
  return { arrival_id: a.id, rest, suggestions: out, elapsed_ms: Math.round((performance.now() - t0) * 10) / 10, sql_ms: Math.round(sqlMs * 100) / 100 };
}
