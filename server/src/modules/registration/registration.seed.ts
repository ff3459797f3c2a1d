/**
 * Demo data of the registration module, seeded once on an empty database after the product and operation
 * demos: orders on the first groups open for sale — confirmed (some approved), held, a company group that
 * nearly fills one departure, a waiting-list order behind it and a direct-connect (携程) order — with
 * tourists carrying valid ID numbers, so the hall shows taken seats and the groups show income.
 * Seats are taken through the seats service like any sign-up.
 */
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { idCheckDigit, isoToday, touristAgeOn } from '@ta/contract';
import type { DB } from '../../db/client';
import { userAuthRelations, users } from '../account/account.tables';
import { issueNumber } from '../basic/number.service';
import { customers } from '../merchant/merchant.tables';
import { changeWaiting, takeSeats } from '../operation/seats.service';
import { tourGroups } from '../operation/group.tables';
import { packagePrices, products } from '../product/product.tables';
import { quoteInsurance } from '../insurance/insurance.service';
import { insuranceProducts } from '../insurance/insurance.tables';
import { insurancePolicies, orderLines, orderTourists, orders } from './registration.tables';

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞'];
const AREAS = ['110105', '310104', '330106', '440106', '510107', '320102'];

/** A valid mainland ID number (GB 11643 check digit) for a birthday and sex. */
export function demoIdNumber(area: string, birthday: string, seq: number, sex: 1 | 2): string {
  const s = seq * 2 + (sex === 1 ? 1 : 0);
  const first17 = `${area}${birthday.replace(/-/g, '')}${String(s % 1000).padStart(3, '0')}`;
  return first17 + idCheckDigit(first17);
}

interface Plan { adults: number; children: number; enrollment: 0 | 1 | 3; approved?: boolean; kind: 'private' | 'unit' | 'peer'; ota?: boolean; fill?: boolean }

export async function seedRegistrationDemo(db: DB): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(orders);
  if (Number(n) > 0) return;
  const today = isoToday();
  const groups = await db.select({ g: tourGroups, deposit: products.deposit, days: products.days }).from(tourGroups)
    .innerJoin(products, eq(products.id, tourGroups.product_id))
    .where(and(eq(tourGroups.state, 0), eq(products.audit_status, 1), gte(tourGroups.stop_sale_date, today)))
    .orderBy(asc(tourGroups.departure_date), asc(tourGroups.id)).limit(6);
  if (!groups.length) return;
  const staff = await db.select({ id: users.id, dept: userAuthRelations.department_id }).from(users)
    .innerJoin(userAuthRelations, eq(userAuthRelations.user_id, users.id)).where(inArray(users.login_name, ['sales', 'zhangwei', 'liuyang']));
  if (!staff.length) return;
  const cust = await db.select({ id: customers.id, kind: customers.kind, name: customers.name, phone: customers.phone, contact: customers.contact_name }).from(customers).orderBy(asc(customers.id));
  const ofKind = (k: string, i: number) => { const l = cust.filter((c) => c.kind === k); return l.length ? l[i % l.length] : null; };
  const prices = await db.select().from(packagePrices).where(and(inArray(packagePrices.package_id, groups.map((x) => x.g.package_id)), eq(packagePrices.price_kind, 1)));
  const priceOf = (pkg: number, fee: number, fallback: number) => prices.find((p) => p.package_id === pkg && p.fee_type === fee)?.price ?? fallback;

  const plans: Plan[][] = [
    [{ adults: 2, children: 1, enrollment: 0, approved: true, kind: 'private' }, { adults: 4, children: 0, enrollment: 0, approved: true, kind: 'peer' }, { adults: 2, children: 0, enrollment: 1, kind: 'private' }],
    [{ adults: 3, children: 0, enrollment: 0, approved: true, kind: 'unit' }, { adults: 2, children: 2, enrollment: 1, kind: 'private' }, { adults: 2, children: 0, enrollment: 0, kind: 'private', ota: true }],
    [{ adults: 0, children: 0, enrollment: 0, approved: true, kind: 'unit', fill: true }, { adults: 4, children: 0, enrollment: 3, kind: 'peer' }],
    [{ adults: 2, children: 0, enrollment: 0, kind: 'private' }, { adults: 6, children: 0, enrollment: 0, approved: true, kind: 'peer' }],
    [{ adults: 1, children: 0, enrollment: 1, kind: 'private' }, { adults: 2, children: 1, enrollment: 0, approved: true, kind: 'private' }],
    [{ adults: 5, children: 0, enrollment: 0, approved: true, kind: 'unit' }],
  ];
  let person = 0;
  await db.transaction(async (t) => {
    const tx = t as unknown as DB;
    for (const [gi, { g, deposit }] of groups.entries()) {
      for (const [k, p] of (plans[gi] ?? []).entries()) {
        const who = staff[(gi + k) % staff.length];
        let adults = p.adults;
        if (p.fill) {
          const [fresh] = await tx.select().from(tourGroups).where(eq(tourGroups.id, g.id));
          adults = Math.max(1, fresh.seats_plan - fresh.seats_held - fresh.seats_confirmed - 2);
        }
        const seats = adults + p.children;
        const c = p.kind === 'private' ? ofKind('private', gi + k) : ofKind(p.kind, gi + k);
        const adult = priceOf(g.package_id, 0, 299900);
        const child = priceOf(g.package_id, 1, 199900);
        const lines = [{ fee_type: 0, description: '成人', price: adult, quantity: adults }];
        if (p.children) lines.push({ fee_type: 1, description: '儿童', price: child, quantity: p.children });
        if (p.kind === 'peer') lines.push({ fee_type: 10, description: '同行优惠', price: -10000, quantity: seats });
        const total = lines.reduce((s, l) => s + l.price * l.quantity, 0);
        if (p.enrollment === 3) await changeWaiting(tx, g.id, seats);
        else await takeSeats(tx, g.id, seats, p.enrollment === 0 ? 'confirmed' : 'held');
        const received = p.approved ? total : p.enrollment === 0 ? Math.round(total / 2) : 0;
        const [o] = await tx.insert(orders).values({
          code: await issueNumber(tx, 'order'), group_id: g.id, product_id: g.product_id, customer_kind: p.ota ? 'private' : p.kind, customer_id: p.ota ? null : c?.id ?? null,
          contact_name: p.ota ? '携程游客' : c?.contact ?? c?.name ?? '散客', contact_phone: p.ota ? '13512345678' : c?.phone ?? '13800000000',
          channel_order_no: p.ota ? `CT${g.id}${Date.now().toString().slice(-6)}` : null, order_type: p.ota ? 1 : 0, sales_platform: p.ota ? 0 : null,
          adult_count: adults, child_count: p.children, seats, enrollment_status: p.enrollment, order_status: p.approved ? 1 : 0, audit_status: p.approved ? 1 : 0,
          hold_deadline: p.enrollment === 1 ? new Date(Date.now() + (20 + k) * 3600_000) : null, waiting_since: p.enrollment === 3 ? new Date() : null,
          deposit: deposit * seats, total, received, rooms: { 0: Math.ceil(seats / 2) }, remark: p.fill ? '公司年度团建包团' : null,
          created_by: who.id, dept_id: who.dept,
        }).returning();
        await tx.insert(orderLines).values(lines.map((l, i) => ({ ...l, order_id: o.id, total: l.price * l.quantity, sort: i })));
        const names = Math.min(seats, 6);
        const rows = Array.from({ length: names }, (_, i) => {
          person++;
          const isChild = i >= adults;
          const sex = (person % 2 ? 1 : 2) as 1 | 2;
          const year = isChild ? 2014 + (person % 6) : 1960 + (person * 7) % 40;
          const birthday = `${year}-${String(1 + (person % 12)).padStart(2, '0')}-${String(1 + (person * 3) % 28).padStart(2, '0')}`;
          return {
            order_id: o.id, group_id: g.id, person_type: isChild ? 1 : 0, client_name: SURNAMES[person % SURNAMES.length] + GIVEN[(person * 3) % GIVEN.length],
            client_sex: sex, client_birthday: birthday, client_age: touristAgeOn(birthday, g.departure_date), client_card_type: 1,
            client_card_number: demoIdNumber(AREAS[person % AREAS.length], birthday, person, sex), client_nationality: '中国',
            client_phone_number: i === 0 ? `139${String(10000000 + person * 7919).slice(-8)}` : null, room_type: isChild ? 4 : 0, sort: i, created_by: who.id,
          };
        });
        if (rows.length) await tx.insert(orderTourists).values(rows);
      }
    }
    await insureDemoOrders(tx, groups.map((x) => ({ id: x.g.id, days: x.days, departure_date: x.g.departure_date, disband_date: x.g.disband_date })));
  });
  await db.execute(sql`analyze orders`);
}

/**
 * The insurance centre's demo policies (issue 17, the manager's 保险中心): the tourists of the first two confirmed
 * orders (not the OTA one) insured with the domestic travel accident product for their group's dates, premium
 * per person from its rate bands, written by the order's salesperson.
 */
async function insureDemoOrders(tx: DB, groups: { id: number; days: number; departure_date: string; disband_date: string }[]): Promise<void> {
  const [product] = await tx.select({ id: insuranceProducts.id }).from(insuranceProducts).where(eq(insuranceProducts.code, 'PICC-LY01')).limit(1);
  if (!product) return;
  const byId = new Map(groups.map((g) => [g.id, g]));
  const picked = (await tx.select().from(orders).where(and(eq(orders.enrollment_status, 0), eq(orders.order_type, 0))).orderBy(asc(orders.id)))
    .filter((o) => { const g = byId.get(o.group_id); return g && g.days >= 1 && g.days <= 15; }).slice(0, 2);
  for (const o of picked) {
    const g = byId.get(o.group_id)!;
    const ts = await tx.select().from(orderTourists).where(and(eq(orderTourists.order_id, o.id), eq(orderTourists.withdrawn, 0))).orderBy(asc(orderTourists.sort));
    if (!ts.length) continue;
    const quote = await quoteInsurance(tx, product.id, g.days, ts.length, ts.map((t) => t.client_age).filter((a): a is number => a !== null));
    for (const t of ts) {
      await tx.insert(insurancePolicies).values({
        code: await issueNumber(tx, 'insurance'), order_id: o.id, group_id: g.id, tourist_id: t.id, insurance_product_id: product.id, client_name: t.client_name,
        start_date: g.departure_date, end_date: g.disband_date, days: g.days, premium: quote.unit_price, status: 0, created_by: o.created_by, dept_id: o.dept_id,
      });
    }
  }
}
