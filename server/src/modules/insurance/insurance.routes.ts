/**
 * Insurance resources: companies (/api/v1/insurance/company/*), products with their rate bands
 * (/api/v1/insurance/product/*) and every band of every product (/api/v1/insurance/rate/list).
 *
 * The insurance catalogue is agency-wide reference data sales quote from (issue 17): whoever holds a page's read
 * key reads all of it — lists, details, change history and the rate list carry no data boundary. Writes (update,
 * delete) keep the owner's boundary.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  insuranceCompanyListQuery, insuranceCompanyRow, insuranceProductListQuery, insuranceProductRow, insuranceRateListQuery, insuranceRatePage, RESOURCES,
  type InsuranceRateInput,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { escapeLike, findPage, type AnyRow } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { mountResource } from '../../platform/resource';
import { defineRoute } from '../../platform/route';
import { assertNotInUse, registerUsage, usageQuery } from '../../platform/usage';
import { assertUnique } from '../../platform/unique';
import {
  assertInBoundary, blanksToNull, boundaryOf, idIn, ownerOf, parseInput, userNames,
} from '../merchant/merchant.common';
import { supplierNames } from '../merchant/supplier.routes';
import { assertSupplierSelectable } from '../merchant/supplier.service';
import { insuranceCompanies, insuranceProducts, insuranceRates } from './insurance.tables';
import { saveRates } from './insurance.service';

const R = RESOURCES;
const IC = insuranceCompanies;
const IP = insuranceProducts;
const IR = insuranceRates;
/** The supplier type of insurers (SupplierChannelType 9 保险). */
const INSURER_SUPPLIER_TYPE = 9;

async function presentCompanies(db: DB, list: AnyRow[]): Promise<AnyRow[]> {
  const ids = list.map((r) => Number(r.id));
  const [suppliers, users, counts] = await Promise.all([
    supplierNames(db, list.filter((r) => r.supplier_id).map((r) => Number(r.supplier_id))),
    userNames(db, list.map((r) => r.created_by)),
    ids.length ? db.select({ id: IP.company_id, n: sql<number>`count(*)::int` }).from(IP).where(idIn(IP.company_id, ids)).groupBy(IP.company_id) : Promise.resolve([]),
  ]);
  const n = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return list.map((r) => ({
    ...r, supplier_name: r.supplier_id ? suppliers.get(Number(r.supplier_id)) ?? null : null, created_by_name: users.get(Number(r.created_by)) ?? null,
    product_count: n.get(Number(r.id)) ?? 0,
  }));
}

async function presentProducts(db: DB, list: AnyRow[]): Promise<AnyRow[]> {
  const ids = list.map((r) => Number(r.id));
  const companyIds = [...new Set(list.map((r) => Number(r.company_id)))];
  const [companies, rates, users] = await Promise.all([
    companyIds.length ? db.select({ id: IC.id, name: IC.name }).from(IC).where(idIn(IC.id, companyIds)) : Promise.resolve([]),
    ids.length ? db.select().from(IR).where(idIn(IR.product_id, ids)).orderBy(asc(IR.product_id), asc(IR.day_from)) : Promise.resolve([]),
    userNames(db, list.map((r) => r.created_by)),
  ]);
  const names = new Map(companies.map((c) => [c.id, c.name]));
  return list.map((r) => ({
    ...r, company_name: names.get(Number(r.company_id)) ?? null, created_by_name: users.get(Number(r.created_by)) ?? null,
    rates: rates.filter((x) => x.product_id === r.id).map(({ id, day_from, day_to, price }) => ({ id, day_from, day_to, price })),
  }));
}

/** The linked supplier must be an insurer that can be chosen (not blacklisted). */
async function checkSupplier(tx: DB, supplierId: unknown): Promise<void> {
  if (supplierId === null || supplierId === undefined) return;
  const s = await assertSupplierSelectable(tx, Number(supplierId));
  if (s.type !== INSURER_SUPPLIER_TYPE) throw badInput(`供应商“${s.name}”不是保险类供应商`, [{ field: 'supplier_id', message: '请选择保险类供应商' }]);
}

async function checkCompany(tx: DB, companyId: number): Promise<void> {
  const [c] = await tx.select({ id: IC.id }).from(IC).where(eq(IC.id, companyId));
  if (!c) throw badInput('保险公司不存在', [{ field: 'company_id', message: '保险公司不存在' }]);
}

function companyRoutes(app: FastifyInstance): void {
  const uniqueName = (tx: DB, i: AnyRow, exceptId?: number) =>
    assertUnique(tx, { table: IC, col: IC.name, value: i.name, label: '保险公司名称', field: 'name', idCol: IC.id, exceptId, lower: true });
  // The resource entries live with the merchants' registry; their answer rows are the insurance contract's.
  // Read without boundary (agency-wide catalogue); beforeUpdate / beforeDelete keep the owner's boundary.
  mountResource(app, { ...R.insuranceCompany, row: insuranceCompanyRow, scoped: false }, {
    table: IC,
    query: insuranceCompanyListQuery,
    list: async (input, ctx, base) => {
      const q = parseInput(insuranceCompanyListQuery, input);
      const page = await findPage<AnyRow>(ctx.db, IC, { ...base, filters: { name: q.name } });
      return { page_data: { ...page, data: await presentCompanies(ctx.db, page.data) } };
    },
    present: async (list, ctx) => presentCompanies(ctx.db, list),
    beforeAdd: async (tx, i, ctx) => {
      await uniqueName(tx, i);
      await checkSupplier(tx, i.supplier_id);
      return { ...blanksToNull(i), ...ownerOf(ctx) };
    },
    beforeUpdate: async (tx, i, before, ctx) => {
      assertInBoundary(before, await boundaryOf(ctx));
      await uniqueName(tx, i, i.id as number);
      // An insurer blacklisted after it was linked does not block editing the company's other fields.
      if (i.supplier_id !== before.supplier_id) await checkSupplier(tx, i.supplier_id);
      return blanksToNull(i);
    },
    beforeDelete: async (tx, row, ctx) => {
      assertInBoundary(row, await boundaryOf(ctx));
      await assertNotInUse(tx, 'insuranceCompany', row, '该保险公司');
    },
  });
}

function productRoutes(app: FastifyInstance): void {
  const check = async (tx: DB, i: AnyRow, exceptId?: number) => {
    await checkCompany(tx, Number(i.company_id));
    await assertUnique(tx, {
      table: IP, col: IP.name, value: i.name, label: '该保险公司的产品名称', field: 'name', idCol: IP.id, exceptId, lower: true, scope: [eq(IP.company_id, Number(i.company_id))],
    });
    const { rates: _r, id: _i, version: _v, ...rest } = blanksToNull(i);
    return rest;
  };
  // Read without boundary (agency-wide catalogue); beforeUpdate / beforeDelete keep the owner's boundary.
  mountResource(app, { ...R.insuranceProduct, row: insuranceProductRow, scoped: false }, {
    table: IP,
    query: insuranceProductListQuery,
    list: async (input, ctx, base) => {
      const q = parseInput(insuranceProductListQuery, input);
      const page = await findPage<AnyRow>(ctx.db, IP, {
        ...base, filters: { name: q.name },
        where: [
          q.company_id ? eq(IP.company_id, q.company_id) : undefined, q.insurance_type === undefined ? undefined : eq(IP.insurance_type, q.insurance_type),
          q.price_mode === undefined ? undefined : eq(IP.price_mode, q.price_mode), q.on_sale === undefined ? undefined : eq(IP.on_sale, q.on_sale),
        ],
      });
      return { page_data: { ...page, data: await presentProducts(ctx.db, page.data) } };
    },
    present: async (list, ctx) => presentProducts(ctx.db, list),
    beforeAdd: async (tx, i, ctx) => ({ ...(await check(tx, i)), ...ownerOf(ctx) }),
    afterAdd: async (tx, row, i, ctx) => saveRates(tx, row.id as number, i.rates as InsuranceRateInput[], ctx.user),
    beforeUpdate: async (tx, i, before, ctx) => {
      assertInBoundary(before, await boundaryOf(ctx));
      return check(tx, i, i.id as number);
    },
    afterUpdate: async (tx, row, i, ctx) => saveRates(tx, row.id as number, i.rates as InsuranceRateInput[], ctx.user),
    beforeDelete: async (tx, row, ctx) => {
      assertInBoundary(row, await boundaryOf(ctx));
      await assertNotInUse(tx, 'insuranceProduct', row, '该保险产品');
    },
  });
}

function rateRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    path: '/api/v1/insurance/rate/list', access: { key: 'insurance_rate', action: 'view' }, body: insuranceRateListQuery, out: insuranceRatePage, tag: '全部费率',
    summary: '全部费率：每个保险产品的每个天数区间（可按保险公司、产品、类型、行程天数筛选）',
  }, async (q, ctx) => {
    const kw = q.keyword?.trim() ? `%${escapeLike(q.keyword.trim())}%` : undefined;
    // Every band of every product: the catalogue is read without data boundary.
    const where = and(...([
      q.company_id ? eq(IP.company_id, q.company_id) : undefined, q.product_id ? eq(IR.product_id, q.product_id) : undefined,
      q.insurance_type === undefined ? undefined : eq(IP.insurance_type, q.insurance_type), q.price_mode === undefined ? undefined : eq(IP.price_mode, q.price_mode),
      q.on_sale === undefined ? undefined : eq(IP.on_sale, q.on_sale),
      q.days === undefined ? undefined : sql`${IR.day_from} <= ${q.days} and ${IR.day_to} >= ${q.days}`,
      kw ? sql`(${IP.name} ilike ${kw} or ${IC.name} ilike ${kw} or ${IP.code} ilike ${kw})` : undefined,
    ] as (SQL | undefined)[]).filter(Boolean));
    const from = () => ctx.db.select({
      id: IR.id, product_id: IR.product_id, day_from: IR.day_from, day_to: IR.day_to, price: IR.price,
      product_name: IP.name, product_code: IP.code, insurance_type: IP.insurance_type, price_mode: IP.price_mode, min_age: IP.min_age, max_age: IP.max_age,
      on_sale: IP.on_sale, company_id: IC.id, company_name: IC.name,
    }).from(IR).innerJoin(IP, eq(IP.id, IR.product_id)).innerJoin(IC, eq(IC.id, IP.company_id)).where(where);
    const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(IR).innerJoin(IP, eq(IP.id, IR.product_id)).innerJoin(IC, eq(IC.id, IP.company_id)).where(where);
    const data = await from().orderBy(asc(IC.name), asc(IP.name), asc(IR.day_from)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
    const total = Number(n);
    return { page_data: { total_size: total, total_page: Math.ceil(total / q.pageSize), data } };
  });
}

export function insuranceRoutes(app: FastifyInstance): void {
  registerUsage('supplier', 'insurance_companies', usageQuery('保险公司', (id) =>
    sql`select count(*)::int as n, string_agg(name, '、') as names from insurance_companies where supplier_id = ${id}`));
  registerUsage('insuranceCompany', 'insurance_products', usageQuery('保险产品', (id) =>
    sql`select count(*)::int as n, string_agg(name, '、') as names from insurance_products where company_id = ${id}`));
  companyRoutes(app);
  productRoutes(app);
  rateRoutes(app);
}
