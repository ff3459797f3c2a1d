/**
 * Routes of the product module (SPEC section 7 "Products"), all under the page key product_route_travel:
 * categories (generic), products (list, add, update, detail, copy, delete), itinerary plans (save, list),
 * price packages (add with dates, update, detail, cost detail, rename, delete, delete a date) and own prices.
 * Departure groups are opened and removed in group-dates.service.ts; the line-product audit in product.audit.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  FeeType, idReq, MAX_PACKAGES_PER_PLAN, ownPriceSaveReq, packageDeleteDateReq, packageIdReq, packageNameUpdateReq, PACKAGE_FEE_TYPES, planSaveReq,
  PRICE_KIND_MARKET, PRICE_KIND_PURCHASE, PRICE_KIND_SALES, PRICE_KIND_SETTLEMENT, PriceKind, priceAddReq, priceUpdateReq, productBasicShape,
  productCreate, productIdReq, productListQuery, productUpdate, RESOURCES, type PackageCostDetail, type PackagePriceInput, type PlanRow,
  fenToYuan, noAnswer, OwnPriceChannel, packageCostDetail, packageDeleteResult, packageDetail, packageRow as packageRowOut, planRow, priceAddResult, productDetail as productDetailOut,
  productPage, travelTemplateOption, type OwnPriceChannelCode, type PriceAddResult, type RoutePermission, type TravelTemplateOption,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { findPage, inTx, insertRow, updateRow, type AnyRow } from '../../platform/data';
import { badInput, conflict } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { mountResource } from '../../platform/resource';
import { defineRoute, type Ctx } from '../../platform/route';
import { rows } from '../../platform/session';
import { assertUnique } from '../../platform/unique';
import { registerUsage } from '../basic/basic.rules';
import { travelTemplates } from '../basic/basic.tables';
import { issueNumber } from '../basic/number.service';
import { blanksToNull, boundaryOf, codeFilter, ownerOf } from '../merchant/merchant.common';
import { tourGroups } from '../operation/group.tables';
import { expandDates, openGroups, removeGroups } from './group-dates.service';
import { registerProductAudit } from './product.audit';
import { registerFileAccess } from '../../platform/files';
import {
  assertEditable, AUDIT_APPROVED, AUDIT_UNREVIEWED, destinationText, packageDef, packagesOf, plansOf, productDef, productDetail, productListRow, productListRows,
  visiblePackage, visibleProduct, type ProductRecord,
} from './product.service';
import { packagePrices, planDays, pricePackages, productCategories, productOwnPrices, productPlans, products } from './product.tables';

const KEY = 'product_route_travel';
const can = (action: RoutePermission['action']): RoutePermission => ({ key: KEY, action });
const TAG = '行程线路';
const BASIC_FIELDS = Object.keys(productBasicShape);
/** Groups not yet departed follow their package's seats and sizes. */
const OPEN_STATES = [0, 4, 5];
const w = (ctx: Ctx) => ({ user: ctx.user, def: productDef });
const wp = (ctx: Ctx) => ({ user: ctx.user, def: packageDef });

let usagesRegistered = false;
/** Labels and travel templates used by products cannot be deleted (basic settings' "in use" checks). */
function registerProductUsages(): void {
  if (usagesRegistered) return;
  usagesRegistered = true;
  const usage = async (tx: DB, where: string, q: SQL) => {
    const r = rows<{ n: number; names: string | null }>(await tx.execute(q))[0];
    return Number(r?.n ?? 0) > 0 ? { where, names: (r.names ?? '').split('、').filter(Boolean), count: Number(r.n) } : null;
  };
  registerUsage('label', async (tx, row) => {
    const id = Number(row.id);
    const cond = row.kind === 'productLevel' ? sql`level_id = ${id}`
      : row.kind === 'productLabel' ? sql`label_ids @> ${JSON.stringify([id])}::jsonb`
        : row.kind === 'groupType' ? sql`group_type_id = ${id}` : null;
    if (!cond) return null;
    return usage(tx, '行程线路', sql`select count(*)::int as n, string_agg(name, '、') as names from (select name from products where ${cond} order by id) x`);
  });
  registerUsage('travelTemplate', async (tx, row) => usage(tx, '行程线路的行程',
    sql`select count(distinct p.id)::int as n, string_agg(distinct p.name, '、') as names from plan_days d join product_plans x on x.id = d.plan_id join products p on p.id = x.product_id where d.template_id = ${Number(row.id)}`));
}

/** Input of the basic / presale steps → column values (blank texts stored as null, destination text kept). */
async function productValues(tx: DB, i: AnyRow): Promise<AnyRow> {
  const { id: _id, version: _v, ...rest } = blanksToNull(i);
  if (rest.category_id != null) {
    const [c] = await tx.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.id, Number(rest.category_id))).limit(1);
    if (!c) throw badInput('产品分类不存在', [{ field: 'category_id', message: '产品分类不存在' }]);
  }
  if (rest.destination) rest.destination_text = destinationText(rest.destination as { name: string }[]);
  return rest;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function productRoutes(app: FastifyInstance): void {
  // Cover images are shown wherever a product is (sales hall, trip sheet, shop sync): any logged-in user.
  registerFileAccess('product covers', async (db, _user, urlLike) =>
    rows(await db.execute(sql`select 1 from products p where exists (select 1 from jsonb_array_elements(p.cover_images) f where f->>'url' like ${urlLike}) limit 1`)).length > 0);
  registerProductUsages();
  registerProductAudit();
  categoryRoutes(app);
  // The product's change history (变更记录) is read with the product key; its routes are below.
  mountResource(app, { ...RESOURCES.product, verbs: [] }, { table: products });
  mountResource(app, { ...RESOURCES.pricePackage, verbs: [] }, { table: pricePackages });
  mountResource(app, { ...RESOURCES.productPlan, verbs: [] }, { table: productPlans });
  productCrudRoutes(app);
  planRoutes(app);
  priceRoutes(app);
  travelTemplateOptions(app);
}

/**
 * The enabled travel templates of basic settings, read with the product key so an operator without the
 * basic-settings page can import days into an itinerary (从行程模板导入). Read-only.
 */
function travelTemplateOptions(app: FastifyInstance): void {
  defineRoute(app, { path: '/api/v1/product/travelTemplate/options', out: z.array(travelTemplateOption), access: can('view'), tag: TAG, summary: '启用的行程模板（行程信息“从行程模板导入”用）' },
    async (_i, ctx): Promise<TravelTemplateOption[]> => {
      const T = travelTemplates;
      return ctx.db.select({ id: T.id, title: T.title, destination: T.destination, nights: T.nights, day_count: T.day_count, days: T.days })
        .from(T).where(eq(T.enabled, true)).orderBy(asc(T.title), asc(T.id)).limit(500);
    });
}

function categoryRoutes(app: FastifyInstance): void {
  const C = productCategories;
  const check = async (tx: DB, i: AnyRow, exceptId?: number) => {
    await assertUnique(tx, { table: C, col: C.name, value: i.name, label: '分类名称', field: 'name', idCol: C.id, exceptId, lower: true });
    if (i.parent_id != null) {
      if (exceptId && Number(i.parent_id) === exceptId) throw badInput('上级分类不能是自己', [{ field: 'parent_id', message: '上级分类不能是自己' }]);
      const [p] = await tx.select({ id: C.id }).from(C).where(eq(C.id, Number(i.parent_id))).limit(1);
      if (!p) throw badInput('上级分类不存在', [{ field: 'parent_id', message: '上级分类不存在' }]);
    }
    return blanksToNull(i);
  };
  mountResource(app, RESOURCES.productCategory, {
    table: C,
    list: async (_i, ctx, base) => ({ page_data: await findPage(ctx.db, C, { ...base, defaultSort: { field: 'sort', order: 'asc' } }) }),
    beforeAdd: (tx, i) => check(tx, i),
    beforeUpdate: (tx, i) => check(tx, i, Number(i.id)),
    beforeDelete: async (tx, row) => {
      const [r] = rows<{ n: number; names: string | null; children: number }>(await tx.execute(sql`
        select (select count(*)::int from products where category_id = ${row.id}) as n,
               (select string_agg(name, '、') from (select name from products where category_id = ${row.id} order by id limit 3) x) as names,
               (select count(*)::int from product_categories where parent_id = ${row.id}) as children`));
      if (r.n > 0) throw badInput(`产品分类“${String(row.name)}”已被行程线路（${r.names}${r.n > 3 ? ' 等' : ''}共${r.n}个）使用，不能删除`);
      if (r.children > 0) throw badInput(`产品分类“${String(row.name)}”下还有${r.children}个子分类，不能删除`);
    },
  });
}

function productCrudRoutes(app: FastifyInstance): void {
  defineRoute(app, { path: '/api/v1/product/list', out: productPage, access: can('view'), body: productListQuery, tag: TAG, summary: '行程线路列表' }, async (q, ctx) => {
    const where: (SQL | undefined)[] = [
      q.category_id ? eq(products.category_id, q.category_id) : undefined,
      codeFilter(products.audit_status, q.audit_status),
      q.destination ? sql`${products.destination_text} ilike ${`%${q.destination.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
      q.days ? eq(products.days, q.days) : undefined,
    ];
    const page = await findPage<AnyRow>(ctx.db, products, {
      pageNo: q.pageNo, pageSize: q.pageSize, sortField: q.sortField, sortOrder: q.sortOrder, keyword: q.keyword ?? undefined,
      exactTotal: q.exact_total, totalsOnly: q.totals_only,
      keywordFields: productDef.keywordFields, where, boundary: { ...await boundaryOf(ctx), sold: 'product' }, rows: productListRows,
    });
    return { page_data: { ...page, data: page.data.map(productListRow) } };
  });

  defineRoute(app, { path: '/api/v1/product/add', out: productDetailOut, access: can('canAdd'), body: productCreate, tag: TAG, summary: '新增行程线路（基本信息），同时建立默认行程方案' },
    async (i, ctx) => {
      const row = await inTx(ctx.db, async (tx) => {
        const v = await productValues(tx, i);
        const p = await insertRow<AnyRow>(tx, products, { ...v, code: await issueNumber(tx, 'product'), audit_status: AUDIT_UNREVIEWED, step: 1, ...ownerOf(ctx) }, w(ctx));
        await tx.insert(productPlans).values({ product_id: Number(p.id), name: '行程方案1', is_default: true, days: i.days, nights: i.nights, sort: 1, created_by: ctx.user.uid });
        return p;
      });
      return productDetail(ctx.db, row);
    });

  defineRoute(app, { path: '/api/v1/product/update', out: productDetailOut, access: can('canEditor'), body: productUpdate, tag: TAG, summary: '修改行程线路（基本信息或预售设置）' },
    async (i, ctx) => {
      const row = await inTx(ctx.db, async (tx) => {
        const before = await visibleProduct(tx, i.id, ctx, { lock: true });
        await assertEditable(tx, before);
        const v = await productValues(tx, i);
        const merged = { ...before, ...v } as ProductRecord;
        if (merged.nights > merged.days) throw badInput('行程晚数不能大于天数', [{ field: 'nights', message: '行程晚数不能大于天数' }]);
        if (merged.max_persons != null && merged.max_persons < merged.min_persons) throw badInput('最多人数不能小于最少成团人数', [{ field: 'max_persons', message: '最多人数不能小于最少成团人数' }]);
        // A changed description of an approved product goes back to review before more groups open.
        const basicChanged = BASIC_FIELDS.some((k) => k in v && !same((before as AnyRow)[k], v[k]));
        if (basicChanged && before.audit_status === AUDIT_APPROVED) v.audit_status = AUDIT_UNREVIEWED;
        if (v.step !== undefined) v.step = Math.max(before.step, Number(v.step));
        return updateRow<AnyRow>(tx, products, i.id, i.version, v, w(ctx));
      });
      return productDetail(ctx.db, row);
    });

  defineRoute(app, { path: '/api/v1/product/detail', out: productDetailOut, access: can('view'), body: idReq, tag: TAG, summary: '行程线路详情（方案、行程、套餐、价格、团期、自有价格）' },
    async (i, ctx) => productDetail(ctx.db, await visibleProduct(ctx.db, i.id, ctx, { read: true })));

  defineRoute(app, { path: '/api/v1/product/copy', out: productDetailOut, access: can('canAdd'), body: idReq, tag: TAG, summary: '复制行程线路（基本信息、行程方案与行程、自有价格；不含价格套餐）' },
    async (i, ctx) => {
      const row = await inTx(ctx.db, async (tx) => {
        const src = await visibleProduct(tx, i.id, ctx);
        const { id: _id, code: _c, created_at: _ca, updated_at: _ua, version: _v, created_by: _cb, dept_id: _d, audit_status: _a, ...rest } = src;
        const name = `${src.name.slice(0, 100 - 4)}（复制）`;
        const p = await insertRow<AnyRow>(tx, products, { ...rest, name, code: await issueNumber(tx, 'product'), audit_status: AUDIT_UNREVIEWED, ...ownerOf(ctx) }, w(ctx));
        const pid = Number(p.id);
        for (const plan of await plansOf(tx, src.id)) {
          const [np] = await tx.insert(productPlans).values({
            product_id: pid, name: plan.name, is_default: plan.is_default, days: plan.days, nights: plan.nights, gathering_place: plan.gathering_place,
            remark: plan.remark, sort: plan.sort, created_by: ctx.user.uid,
          }).returning({ id: productPlans.id });
          if (plan.itinerary.length) await tx.insert(planDays).values(plan.itinerary.map(({ id: _d2, plan_id: _p, ...d }) => ({ ...d, plan_id: np.id })));
        }
        const own = await tx.select().from(productOwnPrices).where(eq(productOwnPrices.product_id, src.id));
        if (own.length) await tx.insert(productOwnPrices).values(own.map(({ id: _o, ...o }) => ({ ...o, product_id: pid })));
        return p;
      });
      return productDetail(ctx.db, row);
    });

  defineRoute(app, { path: '/api/v1/product/delete', out: noAnswer, access: can('canDelete'), body: idReq, tag: TAG, summary: '删除行程线路（没有团期时）' },
    async (i, ctx) => inTx(ctx.db, async (tx) => {
      const p = await visibleProduct(tx, i.id, ctx, { lock: true });
      await assertEditable(tx, p);
      const [g] = rows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from tour_groups where product_id = ${p.id}`));
      if (g.n > 0) throw badInput(`产品“${p.name}”已有${g.n}个团期，不能删除；请先删除团期或将团期下架`);
      await tx.delete(products).where(eq(products.id, p.id));
      await recordChange(tx, products, 'delete', p as unknown as AnyRow, null, w(ctx));
      return null;
    }));

  defineRoute(app, { path: '/api/v1/product/ownPrice/save', out: productDetailOut, access: can('canEditor'), body: ownPriceSaveReq, tag: TAG, summary: '保存自有价格（同行价、内部价）' },
    async (i, ctx) => {
      const row = await inTx(ctx.db, async (tx) => {
        const p = await visibleProduct(tx, i.product_id, ctx, { lock: true });
        await assertEditable(tx, p);
        const before = await tx.select().from(productOwnPrices).where(eq(productOwnPrices.product_id, p.id)).orderBy(asc(productOwnPrices.id));
        await tx.delete(productOwnPrices).where(eq(productOwnPrices.product_id, p.id));
        if (i.prices.length) await tx.insert(productOwnPrices).values(i.prices.map((x) => ({ ...x, product_id: p.id })));
        const text = (l: { channel: string; fee_type: number; price: number }[]) =>
          l.map((x) => `${OwnPriceChannel[x.channel as OwnPriceChannelCode]}-${FeeType[x.fee_type as keyof typeof FeeType]}:${fenToYuan(x.price, false)}元`).sort().join('；') || null;
        const r = await updateRow<AnyRow>(tx, products, p.id, i.version, { step: Math.max(p.step, 5) }, w(ctx));
        const o = text(before), n = text(i.prices);
        if (o !== n) await recordChange(tx, products, 'update', null, { id: p.id }, w(ctx), [{ field: 'own_prices', label: '自有价格', old: o, new: n }]);
        return r;
      });
      return productDetail(ctx.db, row);
    });
}

// ---------------------------------------------------------------- plans

/** What a plan says, to tell whether a save changed the itinerary. */
const planText = (p: PlanRow) => JSON.stringify([
  p.name, p.days, p.nights, p.gathering_place || null, p.remark || null, p.is_default,
  [...p.itinerary].sort((a, b) => Number(a.day_no) - Number(b.day_no)).map((d) => [d.day_no, d.title, d.description || null, d.meals ?? [], d.lodging || null, d.hotel_star ?? null, d.traffic_type ?? null, d.place || null, d.sights || null, d.template_id ?? null]),
]);

function planRoutes(app: FastifyInstance): void {
  defineRoute(app, { path: '/api/v1/product/plan/save', out: productDetailOut, access: can('canEditor'), body: planSaveReq, tag: TAG, summary: '保存行程方案与每日行程（整表保存）' },
    async (i, ctx) => {
      const row = await inTx(ctx.db, async (tx) => {
        const p = await visibleProduct(tx, i.product_id, ctx, { lock: true });
        await assertEditable(tx, p);
        const before = await plansOf(tx, p.id);
        const byId = new Map(before.map((x) => [x.id, x]));
        i.plans.forEach((x, idx) => {
          if (x.id && !byId.has(x.id)) throw badInput('行程方案不存在', [{ field: `plans.${idx}.id`, message: '行程方案不存在' }]);
        });
        const kept = new Set(i.plans.map((x) => x.id).filter(Boolean));
        const removed = before.filter((x) => !kept.has(x.id));
        if (removed.length) {
          const used = await tx.select({ plan_id: pricePackages.plan_id, name: pricePackages.name }).from(pricePackages).where(inArray(pricePackages.plan_id, removed.map((x) => x.id)));
          if (used.length) {
            const plan = removed.find((x) => x.id === used[0].plan_id)!;
            throw badInput(`行程方案“${plan.name}”已有价格套餐（${used.filter((u) => u.plan_id === plan.id).map((u) => u.name).join('、')}），不能删除`);
          }
          await tx.delete(productPlans).where(inArray(productPlans.id, removed.map((x) => x.id)));
        }
        const hasDefault = i.plans.some((x) => x.is_default);
        for (const [idx, x] of i.plans.entries()) {
          const values = {
            name: x.name, is_default: hasDefault ? x.is_default : idx === 0, days: x.days, nights: x.nights,
            gathering_place: x.gathering_place || null, remark: x.remark || null, sort: idx + 1,
          };
          let planId: number;
          if (x.id) {
            planId = x.id;
            await tx.update(productPlans).set({ ...values, updated_at: new Date(), version: sql`${productPlans.version} + 1` }).where(eq(productPlans.id, x.id));
            await tx.delete(planDays).where(eq(planDays.plan_id, x.id));
          } else {
            [{ id: planId }] = await tx.insert(productPlans).values({ ...values, product_id: p.id, created_by: ctx.user.uid }).returning({ id: productPlans.id });
          }
          if (x.itinerary.length) {
            await tx.insert(planDays).values(x.itinerary.map((d) => ({ ...blanksToNull(d), meals: d.meals, plan_id: planId })));
          }
        }
        const after = await plansOf(tx, p.id);
        const summary = (l: typeof before) => l.map((x) => `${x.name}（${x.days}天${x.nights}晚，行程${x.itinerary.length}天）`).join('；') || null;
        const changed = !same(before.map(planText), after.map(planText));
        const v: AnyRow = { step: Math.max(p.step, 2) };
        if (changed && p.audit_status === AUDIT_APPROVED) v.audit_status = AUDIT_UNREVIEWED;
        const r = await updateRow<AnyRow>(tx, products, p.id, i.version, v, w(ctx));
        if (changed) await recordChange(tx, products, 'update', null, { id: p.id }, w(ctx), [{ field: 'plans', label: '行程方案', old: summary(before), new: summary(after) }]);
        return r;
      });
      return productDetail(ctx.db, row);
    });

  defineRoute(app, { path: '/product/route/plan/list', out: z.array(planRow), access: can('view'), body: productIdReq, tag: TAG, summary: '产品的行程方案及每日行程' },
    async (i, ctx) => {
      const p = await visibleProduct(ctx.db, i.product_id, ctx);
      return plansOf(ctx.db, p.id);
    });
}

// ---------------------------------------------------------------- price packages

async function savePrices(tx: DB, packageId: number, prices: PackagePriceInput[], ctx: Ctx, old?: PackagePriceInput[]): Promise<void> {
  await tx.delete(packagePrices).where(eq(packagePrices.package_id, packageId));
  if (prices.length) await tx.insert(packagePrices).values(prices.map((x) => ({ package_id: packageId, fee_type: x.fee_type, price_kind: x.price_kind, price: x.price })));
  if (old) {
    const text = (l: PackagePriceInput[]) => l.map((x) => `${FeeType[x.fee_type as keyof typeof FeeType]}${PriceKind[x.price_kind as keyof typeof PriceKind]}:${fenToYuan(x.price, false)}元`).sort().join('；') || null;
    const o = text(old), n = text(prices);
    if (o !== n) await recordChange(tx, pricePackages, 'update', null, { id: packageId }, wp(ctx), [{ field: 'prices', label: '价格', old: o, new: n }]);
  }
}

async function packageRow(tx: DB, id: number) {
  return (await packagesOf(tx, { packageIds: [id] }))[0];
}

async function assertPackageName(tx: DB, planId: number, name: string, exceptId?: number): Promise<void> {
  const conds = [eq(pricePackages.plan_id, planId), eq(pricePackages.name, name)];
  if (exceptId) conds.push(ne(pricePackages.id, exceptId));
  const [dup] = await tx.select({ id: pricePackages.id }).from(pricePackages).where(and(...conds)).limit(1);
  if (dup) throw badInput(`套餐名称“${name}”已存在`, [{ field: 'name', message: '套餐名称已存在' }]);
}

function priceRoutes(app: FastifyInstance): void {
  const P = '/product/route/price';
  defineRoute(app, { path: `${P}/add`, out: priceAddResult, access: can('canAdd'), body: priceAddReq, tag: TAG, summary: '新增价格套餐（可同时按日期或日期范围开团），或为已有套餐增加出团日期' },
    async (i, ctx): Promise<PriceAddResult> => inTx(ctx.db, async (tx) => {
      const product = await visibleProduct(tx, i.product_id, ctx, { lock: true, field: 'product_id' });
      await assertEditable(tx, product);
      const [plan] = await tx.select().from(productPlans).where(and(eq(productPlans.id, i.plan_id), eq(productPlans.product_id, product.id))).limit(1);
      if (!plan) throw badInput('行程方案不存在', [{ field: 'plan_id', message: '行程方案不存在' }]);
      let packageId: number;
      if (i.package_id) {
        const [pkg] = await tx.select().from(pricePackages).where(and(eq(pricePackages.id, i.package_id), eq(pricePackages.plan_id, plan.id))).limit(1);
        if (!pkg) throw badInput('价格套餐不存在', [{ field: 'package_id', message: '价格套餐不存在' }]);
        packageId = pkg.id;
      } else {
        const siblings = await tx.select({ name: pricePackages.name }).from(pricePackages).where(eq(pricePackages.plan_id, plan.id));
        if (siblings.length >= MAX_PACKAGES_PER_PLAN) throw badInput(`每个行程方案最多${MAX_PACKAGES_PER_PLAN}个价格套餐`, [{ field: 'plan_id', message: `每个行程方案最多${MAX_PACKAGES_PER_PLAN}个价格套餐` }]);
        let name = i.name?.trim();
        if (name) await assertPackageName(tx, plan.id, name);
        else {
          const taken = new Set(siblings.map((s) => s.name));
          let n = siblings.length + 1;
          while (taken.has(`套餐${n}`)) n++;
          name = `套餐${n}`;
        }
        const pkg = await insertRow<AnyRow>(tx, pricePackages, {
          product_id: product.id, plan_id: plan.id, name, seats: i.seats!, min_group_size: i.min_group_size ?? 1, soon_group_size: i.soon_group_size ?? 1,
          cost_price: i.cost_price ?? 0, remark: i.remark || null, sort: siblings.length + 1,
        }, wp(ctx));
        packageId = Number(pkg.id);
        await savePrices(tx, packageId, i.prices ?? [], ctx);
      }
      const dates = expandDates(i.dates, i.date_range);
      const r = dates.length ? await openGroups(tx, packageId, dates, ctx.user) : { opened: [], skipped: [] };
      if (i.package_id && dates.length && !r.opened.length && r.skipped.length) {
        throw badInput(`所选日期都已有团期：${r.skipped.slice(0, 5).map((s) => s.date).join('、')}`, [{ field: 'dates', message: '所选日期都已有团期' }]);
      }
      return { package: await packageRow(tx, packageId), opened: r.opened, skipped: r.skipped };
    }));

  defineRoute(app, { path: `${P}/update`, out: packageRowOut, access: can('canEditor'), body: priceUpdateReq, tag: TAG, summary: '修改价格套餐（库存变化重算各团期计划人数）' },
    async (i, ctx) => inTx(ctx.db, async (tx) => {
      const { pkg, product } = await visiblePackage(tx, i.package_id, ctx, true);
      await assertEditable(tx, product);
      const name = i.name?.trim() || pkg.name;
      if (name !== pkg.name) await assertPackageName(tx, pkg.plan_id, name, pkg.id);
      const groups = await tx.select({ id: tourGroups.id, code: tourGroups.code, departure_date: tourGroups.departure_date, used: sql<number>`${tourGroups.seats_held} + ${tourGroups.seats_confirmed}` })
        .from(tourGroups).where(and(eq(tourGroups.package_id, pkg.id), inArray(tourGroups.state, OPEN_STATES))).for('update');
      const short = groups.filter((g) => Number(g.used) > i.seats);
      if (short.length) {
        const list = short.slice(0, 3).map((g) => `${g.departure_date}（${g.code}）已占${g.used}人`).join('、');
        throw badInput(`库存不能少于团期已报名的人数：${list}${short.length > 3 ? ` 等${short.length}个团期` : ''}`, [{ field: 'seats', message: '库存不能少于团期已报名的人数' }]);
      }
      const oldPrices = await tx.select().from(packagePrices).where(eq(packagePrices.package_id, pkg.id));
      await updateRow(tx, pricePackages, pkg.id, i.version, {
        name, seats: i.seats, min_group_size: i.min_group_size, soon_group_size: i.soon_group_size, cost_price: i.cost_price, remark: i.remark || null,
      }, wp(ctx));
      await savePrices(tx, pkg.id, i.prices, ctx, oldPrices);
      if (groups.length) {
        await tx.update(tourGroups).set({ seats_plan: i.seats, minimum_group_size: i.min_group_size, soon_group_size: i.soon_group_size, updated_at: new Date(), version: sql`${tourGroups.version} + 1` })
          .where(and(eq(tourGroups.package_id, pkg.id), inArray(tourGroups.state, OPEN_STATES), sql`${tourGroups.seats_held} + ${tourGroups.seats_confirmed} <= ${i.seats}`));
      }
      return packageRow(tx, pkg.id);
    }));

  defineRoute(app, { path: `${P}/detail`, out: packageDetail, access: can('view'), body: packageIdReq, tag: TAG, summary: '价格套餐详情（价格与团期）' },
    async (i, ctx) => {
      const { pkg, product } = await visiblePackage(ctx.db, i.package_id, ctx);
      const [plan] = await ctx.db.select({ name: productPlans.name }).from(productPlans).where(eq(productPlans.id, pkg.plan_id));
      return { ...(await packageRow(ctx.db, pkg.id)), product_name: product.name, product_code: product.code, plan_name: plan?.name ?? null };
    });

  defineRoute(app, { path: `${P}/costDetail`, out: packageCostDetail, access: can('view'), body: packageIdReq, tag: TAG, summary: '价格套餐成本明细（成本价、采购价、结算价与销售价 → 预估毛利）' },
    async (i, ctx): Promise<PackageCostDetail> => {
      const { pkg } = await visiblePackage(ctx.db, i.package_id, ctx);
      const prices = await ctx.db.select().from(packagePrices).where(eq(packagePrices.package_id, pkg.id));
      const priceOf = (fee: number, kind: number) => prices.find((x) => x.fee_type === fee && x.price_kind === kind)?.price ?? null;
      const PERSON_FEES = [0, 1, 11];
      const lines = PACKAGE_FEE_TYPES.filter((fee) => prices.some((x) => x.fee_type === fee)).map((fee) => {
        const sales = priceOf(fee, PRICE_KIND_SALES), settlement = priceOf(fee, PRICE_KIND_SETTLEMENT), purchase = priceOf(fee, PRICE_KIND_PURCHASE);
        const cost = purchase ?? (PERSON_FEES.includes(fee) ? pkg.cost_price : 0);
        const margin = sales === null ? null : sales - cost;
        return {
          fee_type: fee, sales, settlement, market: priceOf(fee, PRICE_KIND_MARKET), purchase, cost, margin,
          margin_rate: margin === null || !sales ? null : Math.round((margin / sales) * 10000) / 100,
          peer_margin: settlement === null ? null : settlement - cost,
        };
      });
      return { package_id: pkg.id, name: pkg.name, cost_price: pkg.cost_price, lines };
    });

  defineRoute(app, { path: `${P}/name/update`, out: packageRowOut, access: can('canEditor'), body: packageNameUpdateReq, tag: TAG, summary: '修改价格套餐名称' },
    async (i, ctx) => inTx(ctx.db, async (tx) => {
      const { pkg, product } = await visiblePackage(tx, i.package_id, ctx);
      await assertEditable(tx, product);
      await assertPackageName(tx, pkg.plan_id, i.name, pkg.id);
      await updateRow(tx, pricePackages, pkg.id, i.version ?? pkg.version, { name: i.name }, wp(ctx));
      return packageRow(tx, pkg.id);
    }));

  defineRoute(app, { path: `${P}/delete`, out: packageDeleteResult, access: can('canDelete'), body: packageIdReq, tag: TAG, summary: '删除价格套餐及其没有订单的团期' },
    async (i, ctx) => inTx(ctx.db, async (tx) => {
      const { pkg, product } = await visiblePackage(tx, i.package_id, ctx, true);
      await assertEditable(tx, product);
      const removed = await removeGroups(tx, pkg.id, ctx.user);
      const del = await tx.delete(pricePackages).where(eq(pricePackages.id, pkg.id)).returning({ id: pricePackages.id });
      if (!del.length) throw conflict();
      await recordChange(tx, pricePackages, 'delete', pkg as unknown as AnyRow, null, wp(ctx));
      return { removed_groups: removed };
    }));

  defineRoute(app, { path: `${P}/deleteDate`, out: packageRowOut, access: can('canDelete'), body: packageDeleteDateReq, tag: TAG, summary: '删除价格套餐的一个出团日期（没有订单的团期）' },
    async (i, ctx) => inTx(ctx.db, async (tx) => {
      const { pkg, product } = await visiblePackage(tx, i.package_id, ctx, true);
      await assertEditable(tx, product);
      await removeGroups(tx, pkg.id, ctx.user, i.departure_date);
      return packageRow(tx, pkg.id);
    }));
}
