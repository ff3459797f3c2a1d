/**
 * Spine load data for benchmarks (`npm run seed -- --scale N`, called by seedScale): N×10 approved products,
 * each with one plan (its days), one price package (sales and settlement prices) and 10 departure groups
 * (N×100 groups, about 40 days in the past to 100 days ahead, 100–200 seats), and N×5,000 orders with their
 * income lines and 1–5 tourists each (3 on average: N×15,000 tourists), spread unevenly over the groups and
 * over the agency's sales users (the demo ones and the scale staff of the system step, in 8 departments), each
 * order in its seller's department, so the data boundary filters. Each group's seat counters equal the sums of its orders: held =
 * seats of its holds, confirmed = seats of its confirmed orders, waiting = seats of its waiting-list orders
 * (an order that would overfill its group waits — or, on a past group, is cancelled). Rows are built here
 * and written 1,000 per statement, each statement one jsonb parameter (jsonb_to_recordset), in one
 * transaction. Codes carry a run tag, so the seed may run again on the same database.
 */
import { sql, type SQL } from 'drizzle-orm';
import { idCheckDigit, isoToday, addDays } from '@ta/contract';
import type { DB } from '../../db/client';
import { rows } from '../../platform/session';

const PRODUCTS_PER_SCALE = 10;
const GROUPS_PER_PRODUCT = 10;
const ORDERS_PER_SCALE = 5000;
const CHUNK = 1000;
/** Tourists per order, in turn: 3 on average, so N × 5,000 orders carry N × 15,000 tourists. */
const TOURISTS_CYCLE = [2, 3, 4, 3, 1, 5, 3, 3];

const CITIES = ['杭州', '黄山', '三亚', '丽江', '大理', '桂林', '厦门', '西安', '成都', '重庆', '张家界', '九寨沟', '青岛', '哈尔滨', '北京', '敦煌', '拉萨', '乌鲁木齐', '东京', '大阪', '首尔', '曼谷', '普吉岛', '新加坡'];
const THEMES = ['深度', '亲子', '休闲', '经典', '纯玩', '品质', '摄影', '美食', '温泉', '徒步'];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂英华玉萍红娥玲芬燕彬鹏辉斌宇浩凯健俊帆帅旭宁欣悦琳雪婷颖倩晨阳';
const yuan = (n: number) => n * 100;

/** A small deterministic generator (mulberry32), so every run builds the same shape. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An 18-digit mainland ID number with its GB 11643 check digit. */
function idNumber(birthday: string, serial: number): string {
  const body = `330106${birthday.replace(/-/g, '')}${String(serial % 1000).padStart(3, '0')}`;
  return body + idCheckDigit(body);
}

type Cols = Record<string, string>;
type Row = Record<string, unknown>;

/** Inserts rows 1,000 per statement; answers the RETURNING rows (when `returning` is given) in order of the chunks. */
async function insertChunked<R = Row>(tx: DB, table: string, cols: Cols, data: Row[], returning?: string): Promise<R[]> {
  const names = Object.keys(cols).join(', ');
  const defs = Object.entries(cols).map(([c, t]) => `${c} ${t}`).join(', ');
  const out: R[] = [];
  for (let i = 0; i < data.length; i += CHUNK) {
    const q: SQL = sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(data.slice(i, i + CHUNK))}::jsonb) as x(${sql.raw(defs)})${returning ? sql.raw(` returning ${returning}`) : sql``}`;
    const res = await tx.execute(q);
    if (returning) out.push(...rows<R>(res));
  }
  return out;
}

interface Owner { uid: number; dept: number | null }
async function ownerOf(tx: DB, login: string): Promise<Owner> {
  const [u] = rows<{ id: number; dept: number | null }>(await tx.execute(sql`
    select u.id, (select r.department_id from user_auth_relations r where r.user_id = u.id order by r.sort, r.id limit 1) as dept
    from users u where u.login_name = ${login} limit 1`));
  if (u) return { uid: Number(u.id), dept: u.dept === null ? null : Number(u.dept) };
  const [any] = rows<{ user_id: number; department_id: number }>(await tx.execute(sql`select user_id, department_id from user_auth_relations order by id limit 1`));
  return { uid: Number(any.user_id), dept: Number(any.department_id) };
}

/** The active sales users (a relation with the sales role) and their department, in id order. */
async function salesUsers(tx: DB): Promise<Owner[]> {
  return rows<{ id: number; dept: number }>(await tx.execute(sql`
    select distinct on (u.id) u.id, r.department_id as dept from users u join user_auth_relations r on r.user_id = u.id join roles ro on ro.id = r.role_id
    where ro.code = 'sales' and u.status = 1 and u.deleted_at is null order by u.id, r.sort, r.id`)).map((u) => ({ uid: Number(u.id), dept: Number(u.dept) }));
}

interface GroupPlan {
  code: string; productIndex: number; departure: string; disband: string; stopSale: string; seatsPlan: number; state: number;
  held: number; confirmed: number; waiting: number; weight: number;
}

export async function seedSpineScale(db: DB, scale: number): Promise<{ products: number; groups: number; orders: number; tourists: number }> {
  const rnd = random(20240601 + scale);
  const today = isoToday();
  const now = Date.now();
  const tag = now.toString(36).slice(-5).toUpperCase();
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];

  return db.transaction(async (t) => {
    const tx = t as unknown as DB;
    const operator = await ownerOf(tx, 'operator');
    const sales = await ownerOf(tx, 'sales');
    const sellers = await salesUsers(tx);
    if (!sellers.length) sellers.push(sales);
    // Sellers by weight (1 + 3·r⁴ each): a few sell much more than others.
    const sellerCum: number[] = [];
    sellers.reduce((acc, _, k) => { const w = acc + 1 + 3 * rnd() ** 4; sellerCum[k] = w; return w; }, 0);
    const pickSeller = () => {
      const x = rnd() * sellerCum[sellerCum.length - 1];
      let lo = 0, hi = sellerCum.length - 1;
      while (lo < hi) { const mid = (lo + hi) >> 1; if (sellerCum[mid] < x) lo = mid + 1; else hi = mid; }
      return sellers[lo];
    };
    const cats = rows<{ id: number }>(await tx.execute(sql`select id from product_categories order by id`)).map((c) => Number(c.id));
    const customers = rows<{ id: number; kind: string; name: string; phone: string | null }>(await tx.execute(sql`select id, kind, name, phone from customers order by id limit 200`));

    // ------------------------------------------------------------ products, plans, days, packages, prices
    const nProducts = scale * PRODUCTS_PER_SCALE;
    const products = Array.from({ length: nProducts }, (_, i) => {
      const city = CITIES[i % CITIES.length];
      const days = 2 + (i % 7);
      return {
        code: `SP${tag}${pad(i + 1, 6)}`, name: `${city}${THEMES[Math.floor(i / CITIES.length) % THEMES.length]}${days}日游·${pad(i + 1, 5)}`,
        category_id: cats.length ? cats[i % cats.length] : null, departure: [{ name: '上海' }], destination: [{ name: city }], destination_text: city,
        days, nights: days - 1, sale_start_date: addDays(today, -120), stop_sale_days: i % 4, min_persons: 1, max_persons: 45,
        deposit: yuan(300 + (i % 5) * 100), audit_status: 1, step: 5, features: `${city}${days}日精选行程`, created_by: operator.uid, dept_id: operator.dept,
      };
    });
    const pRows = await insertChunked<{ id: number; code: string }>(tx, 'products', {
      code: 'varchar', name: 'varchar', category_id: 'int', departure: 'jsonb', destination: 'jsonb', destination_text: 'varchar', days: 'smallint', nights: 'smallint',
      sale_start_date: 'date', stop_sale_days: 'smallint', min_persons: 'int', max_persons: 'int', deposit: 'bigint', audit_status: 'smallint', step: 'smallint',
      features: 'text', created_by: 'int', dept_id: 'int',
    }, products, 'id, code');
    const productId = new Map(pRows.map((r) => [r.code, Number(r.id)]));
    const pid = (i: number) => productId.get(products[i].code)!;

    const planRows = await insertChunked<{ id: number; product_id: number }>(tx, 'product_plans', {
      product_id: 'int', name: 'varchar', is_default: 'boolean', days: 'smallint', nights: 'smallint', gathering_place: 'varchar', sort: 'int', created_by: 'int',
    }, products.map((p, i) => ({ product_id: pid(i), name: '行程方案1', is_default: true, days: p.days, nights: p.nights, gathering_place: '上海虹桥火车站', sort: 1, created_by: operator.uid })), 'id, product_id');
    const planOf = new Map(planRows.map((r) => [Number(r.product_id), Number(r.id)]));

    await insertChunked(tx, 'plan_days', { plan_id: 'int', day_no: 'smallint', title: 'varchar', meals: 'jsonb' },
      products.flatMap((p, i) => Array.from({ length: p.days }, (_, d) => ({
        plan_id: planOf.get(pid(i)), day_no: d + 1, title: d === 0 ? `上海—${p.destination_text}` : d === p.days - 1 ? `${p.destination_text}—上海` : `${p.destination_text}第${d + 1}天`,
        meals: d === 0 ? [2] : [0, 1],
      }))));

    const adultPrice = products.map((p, i) => yuan(p.days * 600 + (i % 10) * 50));
    const seatsOf = (i: number) => [100, 150, 200][i % 3];
    const pkgRows = await insertChunked<{ id: number; product_id: number }>(tx, 'price_packages', {
      product_id: 'int', plan_id: 'int', name: 'varchar', seats: 'int', min_group_size: 'int', soon_group_size: 'int', cost_price: 'bigint', sort: 'int', created_by: 'int',
    }, products.map((_, i) => ({
      product_id: pid(i), plan_id: planOf.get(pid(i)), name: '标准套餐', seats: seatsOf(i), min_group_size: 10, soon_group_size: 8,
      cost_price: Math.round(adultPrice[i] * 0.7), sort: 1, created_by: operator.uid,
    })), 'id, product_id');
    const pkgOf = new Map(pkgRows.map((r) => [Number(r.product_id), Number(r.id)]));

    await insertChunked(tx, 'package_prices', { package_id: 'int', fee_type: 'smallint', price_kind: 'smallint', price: 'bigint' },
      products.flatMap((_, i) => {
        const a = adultPrice[i], c = Math.round(a * 0.6), k = pkgOf.get(pid(i));
        return [
          { package_id: k, fee_type: 0, price_kind: 1, price: a }, { package_id: k, fee_type: 0, price_kind: 2, price: a - yuan(200) },
          { package_id: k, fee_type: 1, price_kind: 1, price: c }, { package_id: k, fee_type: 1, price_kind: 2, price: c - yuan(100) },
          { package_id: k, fee_type: 13, price_kind: 1, price: yuan(80) * products[i].nights },
        ];
      }));

    // ------------------------------------------------------------ groups (counters filled from the orders below)
    const groups: GroupPlan[] = [];
    products.forEach((p, i) => {
      for (let g = 0; g < GROUPS_PER_PRODUCT; g++) {
        const departure = addDays(today, -40 + (i % 7) + g * 14);
        const disband = addDays(departure, p.days);
        const state = disband < today ? 2 : departure <= today ? 1 : (i + g) % 29 === 0 ? 5 : (i + g) % 23 === 0 ? 4 : 0;
        groups.push({
          code: `SG${tag}${pad(groups.length + 1, 7)}`, productIndex: i, departure, disband, stopSale: addDays(departure, -p.stop_sale_days), seatsPlan: seatsOf(i),
          state, held: 0, confirmed: 0, waiting: 0, weight: 0.02 + rnd() ** 4,
        });
      }
    });
    // Orders pick groups by weight: some groups sell out, some stay nearly empty.
    const cumulative: number[] = [];
    groups.reduce((s, g) => { cumulative.push(s + g.weight); return s + g.weight; }, 0);
    const totalWeight = cumulative[cumulative.length - 1];
    const pickGroup = () => {
      const x = rnd() * totalWeight;
      let lo = 0, hi = cumulative.length - 1;
      while (lo < hi) { const mid = (lo + hi) >> 1; if (cumulative[mid] < x) lo = mid + 1; else hi = mid; }
      return lo;
    };

    interface OrderPlan { code: string; group: number; adults: number; children: number; enrollment: number; orderStatus: number; createdDaysAgo: number; customer: number; seller: Owner }
    const nOrders = scale * ORDERS_PER_SCALE;
    const plans: OrderPlan[] = [];
    for (let k = 0; k < nOrders; k++) {
      const gi = pickGroup();
      const g = groups[gi];
      const persons = TOURISTS_CYCLE[k % TOURISTS_CYCLE.length];
      const children = persons > 1 && rnd() < 0.2 ? 1 : 0;
      const adults = persons - children;
      const seats = adults + children;
      const past = g.state === 1 || g.state === 2;
      const r = rnd();
      let enrollment = past ? (r < 0.9 ? 0 : 2) : r < 0.7 ? 0 : r < 0.85 ? 1 : 2;
      if (enrollment !== 2 && g.held + g.confirmed + seats > g.seatsPlan) enrollment = past ? 2 : 3;
      if (enrollment === 0) g.confirmed += seats;
      else if (enrollment === 1) g.held += seats;
      else if (enrollment === 3) g.waiting += seats;
      const created = Math.max(1, Math.floor(rnd() * 60)) + Math.max(0, -Math.floor((Date.parse(g.departure) - now) / 86400000));
      plans.push({
        code: `SO${tag}${pad(k + 1, 8)}`, group: gi, adults, children, enrollment, orderStatus: enrollment === 0 ? (past ? 4 : 1) : 0,
        createdDaysAgo: created, customer: customers.length && rnd() < 0.3 ? Math.floor(rnd() * customers.length) : -1, seller: pickSeller(),
      });
    }

    const gRows = await insertChunked<{ id: number; code: string }>(tx, 'tour_groups', {
      code: 'varchar', product_id: 'int', plan_id: 'int', package_id: 'int', departure_date: 'date', disband_date: 'date', stop_sale_date: 'date',
      seats_plan: 'int', seats_held: 'int', seats_confirmed: 'int', seats_waiting: 'int', minimum_group_size: 'int', soon_group_size: 'int', state: 'smallint',
      iron_hair: 'smallint', created_by: 'int', dept_id: 'int',
    }, groups.map((g, n) => {
      const id = pid(g.productIndex);
      return {
        code: g.code, product_id: id, plan_id: planOf.get(id), package_id: pkgOf.get(id), departure_date: g.departure, disband_date: g.disband, stop_sale_date: g.stopSale,
        seats_plan: g.seatsPlan, seats_held: g.held, seats_confirmed: g.confirmed, seats_waiting: g.waiting, minimum_group_size: 10, soon_group_size: 8, state: g.state,
        iron_hair: n % 11 === 0 ? 2 : 1, created_by: operator.uid, dept_id: operator.dept,
      };
    }), 'id, code');
    const groupId = new Map(gRows.map((r) => [r.code, Number(r.id)]));

    // ------------------------------------------------------------ orders, lines, tourists
    const nameOf = (n: number) => SURNAMES[n % SURNAMES.length] + GIVEN[(n * 7) % GIVEN.length] + (n % 3 === 0 ? '' : GIVEN[(n * 13 + 5) % GIVEN.length]);
    let tourists = 0;
    for (let start = 0; start < plans.length; start += CHUNK) {
      const batch = plans.slice(start, start + CHUNK);
      const orderRows = batch.map((o, j) => {
        const n = start + j;
        const g = groups[o.group];
        const p = products[g.productIndex];
        const adult = adultPrice[g.productIndex], child = Math.round(adult * 0.6);
        const total = adult * o.adults + child * o.children;
        const c = o.customer >= 0 ? customers[o.customer] : null;
        const created = new Date(now - o.createdDaysAgo * 86400000 - Math.floor(rnd() * 86400000));
        const contact = c ? c.name.slice(0, 50) : nameOf(n * 2);
        return {
          code: o.code, group_id: groupId.get(g.code), product_id: pid(g.productIndex), customer_kind: c ? c.kind : 'private', customer_id: c ? c.id : null,
          contact_name: contact, contact_phone: c?.phone ?? `139${pad((n * 7919) % 100000000, 8)}`, adult_count: o.adults, child_count: o.children, seats: o.adults + o.children,
          enrollment_status: o.enrollment, order_status: o.orderStatus, audit_status: o.orderStatus === 1 || o.orderStatus === 4 ? 1 : 0,
          hold_deadline: o.enrollment === 1 ? new Date(now + (2 + (n % 20)) * 3600000).toISOString() : null,
          waiting_since: o.enrollment === 3 ? created.toISOString() : null,
          deposit: p.deposit * (o.adults + o.children), total, received: o.enrollment === 0 ? (n % 3 === 0 ? p.deposit * (o.adults + o.children) : total) : 0,
          created_by: o.seller.uid, dept_id: o.seller.dept, created_at: created.toISOString(), updated_at: created.toISOString(),
        };
      });
      const ids = await insertChunked<{ id: number; code: string }>(tx, 'orders', {
        code: 'varchar', group_id: 'int', product_id: 'int', customer_kind: 'varchar', customer_id: 'int', contact_name: 'varchar', contact_phone: 'varchar',
        adult_count: 'int', child_count: 'int', seats: 'int', enrollment_status: 'smallint', order_status: 'smallint', audit_status: 'smallint',
        hold_deadline: 'timestamptz', waiting_since: 'timestamptz', deposit: 'bigint', total: 'bigint', received: 'bigint', created_by: 'int', dept_id: 'int',
        created_at: 'timestamptz', updated_at: 'timestamptz',
      }, orderRows, 'id, code');
      const orderId = new Map(ids.map((r) => [r.code, Number(r.id)]));

      const lines: Row[] = [];
      const people: Row[] = [];
      batch.forEach((o, j) => {
        const n = start + j;
        const id = orderId.get(o.code);
        const g = groups[o.group];
        const adult = adultPrice[g.productIndex], child = Math.round(adult * 0.6);
        lines.push({ order_id: id, fee_type: 0, description: '成人套餐', price: adult, quantity: o.adults, total: adult * o.adults, sort: 1 });
        if (o.children) lines.push({ order_id: id, fee_type: 1, description: '儿童套餐', price: child, quantity: o.children, total: child * o.children, sort: 2 });
        for (let k = 0; k < o.adults + o.children; k++) {
          const isChild = k >= o.adults;
          const year = isChild ? 2016 + (n % 6) : 1955 + ((n * 3 + k) % 45);
          const birthday = `${year}-${pad(1 + ((n + k) % 12), 2)}-${pad(1 + ((n * 5 + k) % 28), 2)}`;
          const sex = (n + k) % 2 === 0 ? 1 : 2;
          people.push({
            order_id: id, group_id: groupId.get(g.code), person_type: isChild ? 1 : 0, client_name: nameOf(n * 2 + k), client_sex: sex, client_birthday: birthday,
            client_phone_number: k === 0 ? orderRows[j].contact_phone : null, client_age: Number(g.departure.slice(0, 4)) - year, client_card_type: 1,
            client_card_number: idNumber(birthday, (n * 2 + k) * 2 + (sex === 1 ? 1 : 0)), client_nationality: '中国', sort: k + 1, created_by: o.seller.uid,
          });
        }
      });
      await insertChunked(tx, 'order_lines', { order_id: 'int', fee_type: 'smallint', description: 'varchar', price: 'bigint', quantity: 'int', total: 'bigint', sort: 'int' }, lines);
      await insertChunked(tx, 'order_tourists', {
        order_id: 'int', group_id: 'int', person_type: 'smallint', client_name: 'varchar', client_sex: 'smallint', client_birthday: 'date', client_phone_number: 'varchar',
        client_age: 'smallint', client_card_type: 'smallint', client_card_number: 'varchar', client_nationality: 'varchar', sort: 'int', created_by: 'int',
      }, people);
      tourists += people.length;
    }
    for (const table of ['products', 'product_plans', 'price_packages', 'package_prices', 'tour_groups', 'orders', 'order_lines', 'order_tourists']) {
      await tx.execute(sql.raw(`analyze ${table}`));
    }
    return { products: nProducts, groups: groups.length, orders: nOrders, tourists };
  });
}
