/**
 * The payment schedule of each order (docs/decisions.md): the deposit (orders.deposit) due on the hold deadline
 * (a confirmed order without one: the day it was booked), and the balance (total − deposit) due N days before
 * departure (payment_terms.balance_days per product, default BALANCE_DAYS_DEFAULT). What is open of each part:
 * money received pays the deposit first. The 待收款 list and the reminders read this one SQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { agencyTimeZone, BALANCE_DAYS_DEFAULT, isoToday, REMIND_DAYS_BEFORE } from '@ta/contract';
import type { DB } from '../../db/client';
import type { Services } from '../../platform/services';
import { rows } from '../../platform/session';

export interface SchedulePart {
  order_id: number; order_code: string; part: 'deposit' | 'balance'; amount: number; open: number; due_date: string; due_state: number;
  remind_days: number; customer_kind: string; customer_id: number | null; customer_name: string | null; contact_name: string;
  owner_id: number | null; dept_id: number | null; group_code: string; departure_date: string; total: number; received: number;
}

/** The data boundary over an order alias `o`: the relation's departments, or the user's own orders. */
export function orderBoundarySql(b: { deptIds: number[] | null; uid: number }): SQL | undefined {
  if (b.deptIds === null) return undefined;
  if (!b.deptIds.length) return sql`o.created_by = ${b.uid}`;
  return sql`(o.dept_id in (${sql.join(b.deptIds.map((d) => sql`${d}`), sql`, `)}) or o.created_by = ${b.uid})`;
}

/** Every open schedule part (open > 0) of orders that still take money; `where` filters the parts (alias p). */
export function schedulePartsSql(today: string, orderWhere: SQL | undefined, where: SQL[] = []): SQL {
  return sql`with o as (
      select o.id, o.code, o.customer_kind, o.customer_id, o.contact_name, o.created_by, o.dept_id, o.total::bigint as total, o.received::bigint as received,
        least(o.deposit, o.total)::bigint as deposit, coalesce((o.hold_deadline at time zone ${agencyTimeZone()})::date, (o.created_at at time zone ${agencyTimeZone()})::date) as deposit_due,
        g.code as group_code, g.departure_date, coalesce(t.balance_days, ${BALANCE_DAYS_DEFAULT}) as balance_days, coalesce(t.remind_days, ${REMIND_DAYS_BEFORE}) as remind_days,
        c.name as customer_name
      from orders o
      join tour_groups g on g.id = o.group_id left join payment_terms t on t.product_id = o.product_id left join customers c on c.id = o.customer_id
      where o.enrollment_status in (0, 1) and o.order_status not in (2, 3) and o.total > o.received ${orderWhere ? sql`and ${orderWhere}` : sql``}
    ), parts as (
      select o.*, 'deposit'::text as part, o.deposit as amount, greatest(o.deposit - o.received, 0) as open, o.deposit_due as due_date from o
      union all
      select o.*, 'balance'::text, o.total - o.deposit, (o.total - o.received) - greatest(o.deposit - o.received, 0), (o.departure_date - o.balance_days::int) from o
    )
    select p.id as order_id, p.code as order_code, p.part, p.amount::bigint as amount, p.open::bigint as open, to_char(p.due_date, 'YYYY-MM-DD') as due_date,
      case when p.due_date < ${today}::date then 2 when p.due_date <= ${today}::date + p.remind_days::int then 1 else 0 end as due_state,
      p.remind_days, p.customer_kind, p.customer_id, p.customer_name, p.contact_name, p.created_by as owner_id, p.dept_id, p.group_code,
      to_char(p.departure_date, 'YYYY-MM-DD') as departure_date, p.total, p.received
    from parts p where p.open > 0 ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}`;
}

const num = (r: Record<string, unknown>): SchedulePart => ({
  ...(r as unknown as SchedulePart), order_id: Number(r.order_id), amount: Number(r.amount), open: Number(r.open), due_state: Number(r.due_state),
  remind_days: Number(r.remind_days), customer_id: r.customer_id == null ? null : Number(r.customer_id), owner_id: r.owner_id == null ? null : Number(r.owner_id),
  dept_id: r.dept_id == null ? null : Number(r.dept_id), total: Number(r.total), received: Number(r.received),
});

export async function scheduleParts(db: DB, today: string, orderWhere?: SQL, where: SQL[] = []): Promise<SchedulePart[]> {
  return rows<Record<string, unknown>>(await db.execute(schedulePartsSql(today, orderWhere, where))).map(num);
}

/** One page of schedule parts in the 待收款 order (due date, order, deposit before balance), paged in SQL. */
export async function schedulePage(db: DB, parts: SQL, pageNo: number, pageSize: number): Promise<SchedulePart[]> {
  return rows<Record<string, unknown>>(await db.execute(sql`select * from (${parts}) x
    order by x.due_date, x.order_id, (x.part = 'balance') limit ${pageSize} offset ${(pageNo - 1) * pageSize}`)).map(num);
}

export const PartLabel = { deposit: '定金', balance: '尾款' } as const;

/**
 * The reminder job: the owner of each order gets a message `remind_days` before a part's due date (stage
 * 'before', from that day until the due date) and once it is overdue (stage 'overdue') — each once, however many
 * servers run it (the unique key of payment_reminders decides), and only for parts still open at run time.
 * Answers the reminders sent.
 */
export async function sendPaymentReminders(s: Services, today = isoToday()): Promise<{ order_id: number; part: string; stage: string }[]> {
  const due = await scheduleParts(s.db, today, undefined, [sql`(p.due_date < ${today}::date or p.due_date <= ${today}::date + p.remind_days::int)`, sql`p.created_by is not null`]);
  const sent: { order_id: number; part: string; stage: string }[] = [];
  for (const p of due) {
    const stage = p.due_date < today ? 'overdue' : 'before';
    await s.db.transaction(async (txx) => {
      const tx = txx as unknown as DB;
      const won = rows<{ id: number }>(await tx.execute(sql`insert into payment_reminders (order_id, part, due_date, stage, user_id, amount)
        values (${p.order_id}, ${p.part}, ${p.due_date}, ${stage}, ${p.owner_id}, ${p.open}) on conflict do nothing returning id`));
      if (!won.length) return;
      const yuan = (p.open / 100).toFixed(2);
      await s.messages.notify(tx, [p.owner_id!], {
        kind: 'todo',
        title: stage === 'overdue' ? `订单${p.order_code}${PartLabel[p.part]}已逾期` : `订单${p.order_code}${PartLabel[p.part]}将于${p.due_date}到期`,
        content: `${p.customer_name ?? p.contact_name}：${PartLabel[p.part]}未收${yuan}元，应收日期${p.due_date}（团号${p.group_code}，出团${p.departure_date}）。`,
        link: `/order/list/lineOrderDetail?id=${p.order_id}`, biz_type: 'payment_reminder', biz_id: p.order_id,
      });
      sent.push({ order_id: p.order_id, part: p.part, stage });
    });
  }
  return sent;
}
