/**
 * Load data of money out (`npm run seed -- --scale N`, after the spine's and finance's scale seeds), so 损益, 成本汇总,
 * 应付未付 and the group pages have real figures at scale:
 * - every group with seats sold and no cost line gets a plan of cost lines (lodging, coach, guide, meals) sized by
 *   its persons and days, with the demo suppliers of those kinds;
 * - every expense cost line that nothing pays yet gets its payable document, in every state, mostly paid: supplier
 *   payments (paid, part-paid, awaiting payment, pending audit, rejected, drafts), guides' loans settled by
 *   reimbursements (ended groups) or still open (groups not back yet), and prepayments bound in part to lodging
 *   lines of future groups (the rest stays an open advance). Paid documents have their journal row ('out').
 * The state of a line follows its group (ended groups mostly paid, future groups mostly not yet) and a hash of its
 * id, so every run builds the same shape. Pending documents run through their audit (capped at 25 per scale so
 * the seed stays fast); codes are `SCALE-FK|JK|BX|YF-<cost line id>`, so a second run adds nothing twice.
 */
import { sql } from 'drizzle-orm';
import { addDays, isoToday, PD_AWAITING, type PayDocKindCode } from '@ta/contract';
import type { DB } from '../../db/client';
import { submitForAudit } from '../../platform/approval';
import type { Services } from '../../platform/services';
import { rows } from '../../platform/session';
import { createLoan, createPayment, createPreLoan, createPrepayment, createReimbursement, payDoc, registerPayableAudits, type PayDocRow } from './payable.service';

const PENDING_PER_SCALE = 25;

/** The seed has no running server: audit runs are written, to-do messages are left out (as finance's seed does). */
const seedServices = (db: DB) => ({
  db, messages: { notify: async () => {}, counts: async () => ({}), markRead: async () => {} },
  live: { publishInTx: async () => {}, publish: async () => {} },
}) as unknown as Services;

export async function seedPayableScale(db: DB, scale: number): Promise<{ lines: number; docs: number; pending: number }> {
  const today = isoToday();
  return db.transaction(async (t) => {
    const tx = t as unknown as DB;
    const one = async <T,>(q: ReturnType<typeof sql>) => rows<T>(await tx.execute(q))[0];
    const op = await one<{ id: number; name: string }>(sql`select id, user_name as name from users order by (login_name = 'operator') desc, id limit 1`);
    const fin = await one<{ id: number }>(sql`select id from users order by (login_name = 'finance') desc, id limit 1`);
    const acc = await one<{ id: number | null }>(sql`select min(id) as id from pay_accounts where enabled`);
    if (!op || !acc?.id) return { lines: 0, docs: 0, pending: 0 };

    // ------------------------------------------------------------ cost lines of groups that have none
    const sup = (type: number) => sql`(select array_agg(id order by id) from (select id from suppliers where type = ${type} and not blacklisted order by id limit 5) s)`;
    const made = await tx.execute(sql`
      with sp as (select ${sup(5)} as hotel, ${sup(4)} as coach, ${sup(10)} as guide, ${sup(6)} as meal),
      gs as (
        select g.id, g.departure_date, g.created_by, greatest(p.days, 1) as days, g.seats_confirmed + g.seats_held as pax
        from tour_groups g join products p on p.id = g.product_id
        where g.state <> 3 and g.seats_confirmed + g.seats_held > 0 and not exists (select 1 from group_costs c where c.group_id = g.id)
      ),
      l as (
        select gs.id as group_id, 'reside' as kind, sp.hotel[1 + gs.id % cardinality(sp.hotel)] as supplier_id,
          jsonb_build_object('hotel', null, 'room_type', 0, 'hotel_star', 3, 'check_in', gs.departure_date, 'check_out', gs.departure_date + gs.days - 1, 'nights', gs.days - 1, 'rooms', (gs.pax + 1) / 2) as detail,
          ((gs.pax + 1) / 2) * (gs.days - 1) as quantity, 38000 as unit_price, gs.created_by
        from gs, sp where gs.days > 1 and sp.hotel is not null
        union all
        select gs.id, 'motorcade', sp.coach[1 + gs.id % cardinality(sp.coach)],
          jsonb_build_object('vehicle', '33座大巴', 'seats', 33, 'driver', '陈师傅', 'start_date', gs.departure_date, 'end_date', gs.departure_date + gs.days - 1),
          gs.days, 120000, gs.created_by from gs, sp where sp.coach is not null
        union all
        select gs.id, 'guide', sp.guide[1 + gs.id % cardinality(sp.guide)],
          jsonb_build_object('person', (array['张导','李导','王导','赵导'])[1 + gs.id % 4], 'phone', '13900000000', 'start_date', gs.departure_date, 'end_date', gs.departure_date + gs.days - 1, 'tourists', gs.pax),
          gs.days, 50000, gs.created_by from gs, sp where sp.guide is not null
        union all
        select gs.id, 'meal', sp.meal[1 + gs.id % cardinality(sp.meal)],
          jsonb_build_object('catering', 1, 'date', gs.departure_date, 'diners', gs.pax, 'free_diners', 0),
          gs.pax * gs.days, 4000, gs.created_by from gs, sp where sp.meal is not null
      )
      insert into group_costs (group_id, kind, supplier_id, detail, quantity, unit_price, total, consumption, sort, created_by)
      select group_id, kind, supplier_id, detail, quantity, unit_price, quantity * unit_price, 1, 0, created_by from l where supplier_id is not null and quantity > 0
      returning group_id`);
    const newLines = rows<{ group_id: number }>(made);
    await tx.execute(sql`update tour_groups set cost_version = cost_version + 1
      where id in (select distinct c.group_id from group_costs c where c.created_at = now())`);

    // ------------------------------------------------------------ what each unpaid line gets
    await tx.execute(sql`drop table if exists scale_pay`);
    await tx.execute(sql`
      create temporary table scale_pay on commit drop as
      with c as (
        select c.id as cost_id, c.group_id, c.kind, c.supplier_id, c.total, g.departure_date, g.dept_id, coalesce(g.created_by, ${op.id}) as owner,
          coalesce(s.name, '供应商') as supplier_name, s.payment_days,
          case when g.disband_date < ${today}::date then 'ended' when g.departure_date <= ${today}::date then 'running' else 'future' end as phase,
          (c.id * 7919) % 100 as b
        from group_costs c join tour_groups g on g.id = c.group_id left join suppliers s on s.id = c.supplier_id
        where c.consumption <> 0 and c.total > 0
          and not exists (select 1 from pay_doc_items i where i.cost_id = c.id) and not exists (select 1 from advance_binds a where a.cost_id = c.id)
      ), r as (
        select c.*,
          case
            when c.kind = 'guide' and c.phase = 'ended' and c.b < 85 then 'loanReimb'
            when c.kind = 'guide' and c.phase <> 'ended' and c.b < 60 then 'loan'
            when c.kind = 'reside' and c.phase = 'future' and c.b >= 60 and c.b < 75 then 'prepay'
            else 'payment' end as route,
          case c.phase
            when 'ended' then case when c.b < 80 then 4 when c.b < 88 then 3 when c.b < 92 then 40 when c.b < 95 then 1 when c.b < 97 then 9 else -1 end
            when 'running' then case when c.b < 50 then 4 when c.b < 70 then 3 when c.b < 80 then 0 when c.b < 85 then 1 else -1 end
            else case when c.b < 25 then 40 when c.b < 45 then 3 when c.b < 60 then 0 when c.b < 65 then 1 when c.b < 70 then 9 else -1 end
          end as st
        from c
      )
      select r.*, least(${today}::date, r.departure_date + (r.b % 15) - 10) as pay_date,
        row_number() over (partition by (r.route = 'payment' and r.st = 0) order by r.cost_id) as rn
      from r`);
    // A part-paid line (40): half of it paid; pending beyond the cap wait for payment instead.
    await tx.execute(sql`update scale_pay set st = 3 where route = 'payment' and st = 0 and rn > ${scale * PENDING_PER_SCALE}`);

    const reason = sql`case kind when 'reside' then '住宿费' when 'motorcade' then '用车费' when 'guide' then '导服费' when 'meal' then '团餐费' else '团期成本' end`;
    const paidCols = (st: ReturnType<typeof sql>) => sql`case when ${st} = 4 then ${acc.id}::int end, case when ${st} = 4 then pay_date end,
      case when ${st} = 4 then ${fin?.id ?? op.id}::int end, case when ${st} = 4 then pay_date::timestamptz + interval '10 hours' end`;
    // Supplier payments.
    await tx.execute(sql`
      insert into pay_docs (code, kind, group_id, supplier_id, amount, offset_amount, pay_amount, status, pay_type, payee, reason,
        pay_account_id, pay_date, paid_by, paid_at, invoice_no, invoice_date, invoice_amount, arrears_status, decided_at, remark, created_by, dept_id, created_at, updated_at)
      select 'SCALE-FK-' || cost_id, 'payment', group_id, supplier_id, amt, 0, amt, s, 0, left(supplier_name, 100), ${reason},
        ${paidCols(sql`s`)},
        case when s = 4 and b % 10 <> 3 then 'FP' || lpad(cost_id::text, 10, '0') end, case when s = 4 and b % 10 <> 3 then pay_date end,
        case when s = 4 and b % 10 <> 3 then amt end, case when s = 4 and b % 10 = 3 then 2 end,
        case when s in (1, 3, 4) then pay_date::timestamptz end, '压测数据', owner, dept_id, pay_date::timestamptz - interval '7 days', pay_date::timestamptz
      from (select *, case when st = 40 then 4 else st end as s, case when st = 40 then greatest(total / 200 * 100, 100) else total end as amt from scale_pay) x
      where route = 'payment' and st >= 0
      on conflict (code) do nothing`);
    // Guides' loans (paid), and for ended groups the reimbursement that settles them (nothing left to pay out).
    await tx.execute(sql`
      insert into pay_docs (code, kind, group_id, borrower_id, amount, offset_amount, pay_amount, status, pay_type, payee, reason,
        pay_account_id, pay_date, paid_by, paid_at, decided_at, remark, created_by, dept_id, created_at, updated_at)
      select 'SCALE-JK-' || cost_id, 'loan', group_id, ${op.id}, total, 0, total, 4, 1, ${op.name}, '导游现付备用金', ${paidCols(sql`4`)},
        pay_date::timestamptz, '压测数据', owner, dept_id, pay_date::timestamptz - interval '3 days', pay_date::timestamptz
      from scale_pay where route in ('loan', 'loanReimb')
      on conflict (code) do nothing`);
    await tx.execute(sql`
      insert into pay_docs (code, kind, group_id, borrower_id, amount, offset_amount, pay_amount, status, pay_type, payee, reason, decided_at, remark, created_by, dept_id, created_at, updated_at)
      select 'SCALE-BX-' || cost_id, 'reimbursement', group_id, ${op.id}, total, total, 0, 2, 0, ${op.name}, '导服费报销',
        least(now(), pay_date::timestamptz + interval '12 days'), '压测数据', owner, dept_id, least(now(), pay_date::timestamptz + interval '10 days'), least(now(), pay_date::timestamptz + interval '12 days')
      from scale_pay where route = 'loanReimb'
      on conflict (code) do nothing`);
    // Prepayments to lodging suppliers of future groups, paid with the invoice, bound in part to the line.
    await tx.execute(sql`
      insert into pay_docs (code, kind, supplier_id, amount, offset_amount, pay_amount, status, pay_type, payee, reason,
        pay_account_id, pay_date, paid_by, paid_at, invoice_no, invoice_date, invoice_amount, decided_at, remark, created_by, dept_id, created_at, updated_at)
      select 'SCALE-YF-' || cost_id, 'prepayment', supplier_id, total, 0, total, 4, 0, left(supplier_name, 100), '房费预付', ${paidCols(sql`4`)},
        'YF' || lpad(cost_id::text, 10, '0'), pay_date, total, pay_date::timestamptz, '压测数据', owner, dept_id, pay_date::timestamptz - interval '5 days', pay_date::timestamptz
      from scale_pay where route = 'prepay'
      on conflict (code) do nothing`);

    // ------------------------------------------------------------ lines, settlements, bindings, journal
    const docOf = (prefix: string) => sql`join pay_docs d on d.code = ${prefix} || p.cost_id`;
    await tx.execute(sql`
      insert into pay_doc_items (doc_id, group_id, cost_id, supplier_id, description, amount, images, sort)
      select d.id, p.group_id, p.cost_id, p.supplier_id, d.reason, d.amount, '[]'::jsonb, 0
      from scale_pay p ${docOf('SCALE-FK-')} where p.route = 'payment' and not exists (select 1 from pay_doc_items i where i.doc_id = d.id)
      union all
      select d.id, p.group_id, p.cost_id, p.supplier_id, '导服费', d.amount, '["/files/scale-receipt.png"]'::jsonb, 0
      from scale_pay p ${docOf('SCALE-BX-')} where p.route = 'loanReimb' and not exists (select 1 from pay_doc_items i where i.doc_id = d.id)`);
    await tx.execute(sql`
      insert into loan_settlements (loan_id, reimbursement_id, amount, pay_date, created_by, dept_id, created_at)
      select l.id, r.id, r.amount, r.created_at::date, p.owner, p.dept_id, r.decided_at
      from scale_pay p join pay_docs l on l.code = 'SCALE-JK-' || p.cost_id join pay_docs r on r.code = 'SCALE-BX-' || p.cost_id
      where p.route = 'loanReimb' and not exists (select 1 from loan_settlements s where s.reimbursement_id = r.id)`);
    await tx.execute(sql`
      insert into advance_binds (doc_id, group_id, cost_id, supplier_id, amount, status, decided_at, remark, created_by, dept_id, created_at)
      select d.id, p.group_id, p.cost_id, p.supplier_id, greatest(p.total * 6 / 1000 * 100, 100), 2, d.paid_at + interval '1 day', '压测数据', p.owner, p.dept_id, d.paid_at
      from scale_pay p ${docOf('SCALE-YF-')} where p.route = 'prepay' and not exists (select 1 from advance_binds a where a.doc_id = d.id)`);
    await tx.execute(sql`
      insert into money_ledger (direction, doc_type, doc_id, doc_no, amount, pay_account_id, occurred_on, counterparty, group_id, created_by, dept_id)
      select 'out', d.kind, d.id, d.code, d.pay_amount, d.pay_account_id, d.pay_date, coalesce(d.payee, ''), d.group_id, coalesce(d.created_by, 0), d.dept_id
      from pay_docs d where d.code like 'SCALE-%' and d.status = 4 and d.pay_amount > 0
      on conflict (doc_type, doc_id) do nothing`);

    // ------------------------------------------------------------ pending documents wait in their audit
    registerPayableAudits();
    const s = seedServices(tx);
    const pending = rows<{ id: number; created_by: number; dept_id: number | null }>(await tx.execute(sql`
      select d.id, d.created_by, d.dept_id from pay_docs d
      where d.code like 'SCALE-FK-%' and d.status = 0 and not exists (select 1 from audit_instances a where a.type = 'payment' and a.object_id = d.id)
      order by d.id`));
    const names = new Map(rows<{ id: number; user_name: string }>(await tx.execute(sql`select id, user_name from users where id in (select distinct created_by from pay_docs where code like 'SCALE-FK-%' and status = 0)`)).map((u) => [Number(u.id), u.user_name]));
    for (const d of pending) {
      await submitForAudit(s, tx, { type: 'payment', objectId: Number(d.id), submitter: { uid: Number(d.created_by), user_name: names.get(Number(d.created_by)) ?? '', dept_id: d.dept_id === null ? null : Number(d.dept_id) } });
    }
    const [{ n }] = rows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from pay_docs where code like 'SCALE-%'`));
    for (const table of ['group_costs', 'pay_docs', 'pay_doc_items', 'loan_settlements', 'advance_binds', 'money_ledger']) await tx.execute(sql.raw(`analyze ${table}`));
    return { lines: newLines.length, docs: Number(n), pending: pending.length };
  });
}

/**
 * Demo money out (issue 17, the manager's pages): on the first two demo groups that 销售部 sells on and that have
 * cost lines, the operator's guide loan (paid), her reimbursement of a meal line (paid), a supplier payment of the
 * coach line with the invoice (paid) and one of the lodging line (the first group's awaiting payment, the second's paid
 * before the hotel's invoice came: its invoice-arrears audit waits); a salesperson's
 * pre-loan for a customer visit (paid) and a hotel deposit paid in advance for a unit customer's group. Created
 * through the module's own functions (numbers, lines, ledger rows of what is paid).
 */
export async function seedPayableDemo(db: DB): Promise<void> {
  const today = isoToday();
  await db.transaction(async (t) => {
    const tx = t as unknown as DB;
    const [{ n }] = rows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from pay_docs`));
    if (n > 0) return;
    const actorOf = async (login: string) => rows<{ uid: number; user_name: string; dept_id: number | null }>(await tx.execute(sql`
      select u.id as uid, u.user_name, r.department_id as dept_id from users u left join user_auth_relations r on r.user_id = u.id
      where u.login_name = ${login} order by r.id limit 1`))[0];
    // 孙丽 (the second operator) runs these groups' money: tests borrow as `operator` and expect no open loan of his.
    const op = await actorOf('sunli') ?? await actorOf('operator');
    const sales = await actorOf('sales');
    const fin = await actorOf('cashier') ?? await actorOf('finance');
    const acc = rows<{ id: number }>(await tx.execute(sql`select id from pay_accounts where enabled order by id limit 1`))[0];
    if (!op || !sales || !fin || !acc) return;
    // Groups a sales-department order (held or confirmed) is on, with cost lines, earliest first.
    const groups = rows<{ id: number; departure_date: string }>(await tx.execute(sql`
      with recursive sd as (select id from departments where name = '销售部' union all select d.id from departments d join sd on d.parent_id = sd.id)
      select g.id, to_char(g.departure_date, 'YYYY-MM-DD') as departure_date from tour_groups g
      where g.settle_status <> 3
        and exists (select 1 from orders o where o.group_id = g.id and o.enrollment_status in (0, 1) and o.dept_id in (select id from sd))
        and exists (select 1 from group_costs c where c.group_id = g.id and c.consumption <> 0 and c.supplier_id is not null)
      order by g.departure_date, g.id limit 2`));
    if (!groups.length) return;
    registerPayableAudits();
    const s = seedServices(tx);
    const lineOf = async (groupId: number, kind: string) => rows<{ id: number; supplier_id: number; total: string }>(await tx.execute(sql`
      select id, supplier_id, total from group_costs where group_id = ${groupId} and kind = ${kind} and consumption <> 0 and supplier_id is not null order by id limit 1`))[0];
    const payDay = (d: string, before: number) => { const x = addDays(d, -before); return x < today ? x : today; };
    /** Approved by finance, then paid by the cashier through the module's payment (ledger row written). */
    const pay = async (d: PayDocRow, day: string) => {
      await tx.execute(sql`update pay_docs set status = ${PD_AWAITING}, decided_at = now(), version = version + 1 where id = ${d.id}`);
      await payDoc(s, tx, { id: d.id, version: d.version + 1, pay_account_id: acc.id, pay_date: day, pay_type: 1 }, d.kind as PayDocKindCode, fin);
    };
    const awaiting = async (d: PayDocRow) => {
      await tx.execute(sql`update pay_docs set status = ${PD_AWAITING}, decided_at = now(), version = version + 1 where id = ${d.id}`);
    };

    for (const [gi, g] of groups.entries()) {
      const guide = await lineOf(g.id, 'guide');
      const meal = await lineOf(g.id, 'meal');
      const coach = await lineOf(g.id, 'motorcade');
      const hotel = await lineOf(g.id, 'reside');
      const day = payDay(g.departure_date, 2 + gi);
      if (guide) {
        const loan = await createLoan(s, tx, { group_id: g.id, borrower_id: op.uid, amount: gi ? 200000 : 300000, pay_type: 1, reason: '导游带团备用金（门票、小交通现付）', submit: false }, op);
        await pay(loan, day);
      }
      if (meal) {
        const amount = Math.min(Number(meal.total), gi ? 168000 : 286000);
        const r = await createReimbursement(s, tx, { group_id: g.id, borrower_id: op.uid, pay_type: 1, reason: '团餐费用报销', submit: false,
          items: [{ description: '首日团队午餐（餐厅现结）', amount, cost_id: meal.id, images: [] }] }, op);
        await pay(r, day);
      }
      if (coach) {
        const amount = Number(coach.total);
        const p = await createPayment(s, tx, { group_id: g.id, supplier_id: coach.supplier_id, pay_type: 0, reason: '旅游大巴用车费', submit: false,
          invoice_no: `${31000000 + g.id * 17}`, invoice_date: day, invoice_amount: amount, items: [{ cost_id: coach.id, amount }] }, op);
        await pay(p, day);
      }
      if (hotel) {
        const amount = Number(hotel.total);
        const p = await createPayment(s, tx, { group_id: g.id, supplier_id: hotel.supplier_id, pay_type: 0, reason: '酒店住宿费（团队房）', submit: false,
          items: [{ cost_id: hotel.id, amount }] }, op);
        // The first group's hotel waits for payment; the second's was paid before the hotel's invoice came (付款欠票).
        if (gi === 0) await awaiting(p); else await pay(p, day);
      }
    }
    // The sales department's own advances.
    const preLoan = await createPreLoan(s, tx, { borrower_id: sales.uid, amount: 150000, pay_type: 1, reason: '拜访单位客户差旅预借款（杭州、宁波）', submit: false }, sales);
    await pay(preLoan, payDay(today, 5));
    const hotelSupplier = rows<{ id: number }>(await tx.execute(sql`select id from suppliers where type = 5 and not blacklisted order by id limit 1`))[0];
    if (hotelSupplier) {
      const pre = await createPrepayment(s, tx, { supplier_id: hotelSupplier.id, amount: 500000, pay_type: 0, reason: '单位客户年会团房费定金', submit: false,
        invoice_no: `${32000000 + hotelSupplier.id}`, invoice_date: payDay(today, 3), invoice_amount: 500000 }, sales);
      await pay(pre, payDay(today, 3));
    }
  });
}
