/**
 * The benchmark seed of the spine (server/src/modules/registration/registration.seed-scale.ts) on a real database: scale 1 writes 10
 * approved products with a plan, a package and 10 groups each, and 5,000 orders with lines and 15,000 tourists (1–5 each), sold by the
 * agency's sales users in their own departments;
 * every group's held / confirmed / waiting counters equal the sums of its orders and never exceed its plan,
 * every order's total is the sum of its lines, and the lists answer with the new rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedSpineScale } from '../src/modules/registration/registration.seed-scale';
import { seedSystemScale } from '../src/modules/system/system.seed';
import { startServer, type TestServer } from './harness';
import type { Page } from './fixtures';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(async () => { await s?.close(); });

const q = async <T,>(text: string) => ((await s.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

describe('spine scale seed', () => {
  it('writes products, groups and orders whose seat counters and totals agree', async () => {
    const [before] = await q<{ p: number; o: number }>('select (select count(*)::int from products) p, (select count(*)::int from orders) o');
    // The staff first, as `npm run seed -- --scale 1` does: about N users but at least 50, 40 of them sales users in 8 departments.
    const [u0] = await q<{ n: number }>('select count(*)::int n from users');
    await seedSystemScale(s.database.db, 1);
    await seedSystemScale(s.database.db, 1); // again: nobody is added twice
    const [u1] = await q<{ n: number; sales: number; depts: number }>(`select (select count(*)::int from users) n,
      (select count(*)::int from users u join user_auth_relations r on r.user_id = u.id join roles ro on ro.id = r.role_id where ro.code = 'sales' and u.login_name like 'scale_sales_%') sales,
      (select count(distinct r.department_id)::int from users u join user_auth_relations r on r.user_id = u.id where u.login_name like 'scale_sales_%') depts`);
    expect({ added: u1.n - u0.n, sales: u1.sales, depts: u1.depts }).toEqual({ added: 50, sales: 40, depts: 8 });
    const r = await seedSpineScale(s.database.db, 1);
    expect(r).toEqual({ products: 10, groups: 100, orders: 5000, tourists: 15000 });
    const [c] = await q<Record<string, number>>(`select (select count(*)::int from products where code like 'SP%') p, (select count(*)::int from products where code like 'SP%' and audit_status = 1) approved,
      (select count(*)::int from product_plans x join products p on p.id = x.product_id where p.code like 'SP%') plans,
      (select count(*)::int from price_packages k join products p on p.id = k.product_id where p.code like 'SP%') packages,
      (select count(*)::int from tour_groups where code like 'SG%') groups, (select count(*)::int from orders where code like 'SO%') orders,
      (select count(*)::int from order_tourists t join orders o on o.id = t.order_id where o.code like 'SO%') tourists`);
    expect(c).toEqual({ p: 10, approved: 10, plans: 10, packages: 10, groups: 100, orders: 5000, tourists: 15000 });
    const [bad] = await q<{ counters: number; overfull: number; totals: number }>(`select
      (select count(*)::int from tour_groups g where g.code like 'SG%' and (
        g.seats_held <> coalesce((select sum(seats) from orders o where o.group_id = g.id and enrollment_status = 1), 0)
        or g.seats_confirmed <> coalesce((select sum(seats) from orders o where o.group_id = g.id and enrollment_status = 0), 0)
        or g.seats_waiting <> coalesce((select sum(seats) from orders o where o.group_id = g.id and enrollment_status = 3), 0))) counters,
      (select count(*)::int from tour_groups where code like 'SG%' and seats_held + seats_confirmed > seats_plan) overfull,
      (select count(*)::int from orders o where o.code like 'SO%' and o.total <> (select sum(total) from order_lines l where l.order_id = o.id)) totals`);
    expect(bad).toEqual({ counters: 0, overfull: 0, totals: 0 });
    // Some groups sold out and some orders wait; every status appears.
    const statuses = (await q<{ e: number }>("select distinct enrollment_status e from orders where code like 'SO%' order by 1")).map((x) => x.e);
    expect(statuses).toEqual([0, 1, 2, 3]);
    // Spread over the sellers (the demo sales users and the 40 above), each order in a department of its seller's sales relation.
    const [spread] = await q<{ sellers: number; depts: number; off: number }>(`select count(distinct created_by)::int sellers, count(distinct dept_id)::int depts,
      count(*) filter (where not exists (select 1 from user_auth_relations r where r.user_id = o.created_by and r.department_id = o.dept_id))::int off
      from orders o where code like 'SO%'`);
    expect(spread.sellers).toBeGreaterThanOrEqual(40);
    expect(spread.depts).toBeGreaterThanOrEqual(8);
    expect(spread.off).toBe(0);

    const admin = await s.login('admin');
    const orders = await s.api<Page<{ code: string }>>('/api/v1/routeOrder/list', { pageSize: 20, exact_total: true }, admin);
    expect(orders.data.page_data.total_size).toBe(before.o + 5000);
    const products = await s.api<Page<{ code: string }>>('/api/v1/product/list', { pageSize: 20 }, admin);
    expect(products.data.page_data.total_size).toBe(before.p + 10);
  });
});
