/**
 * Suppliers (/api/v1/company/*): list, detail, add, update, delete, likeName, blacklist, payment days;
 * their pay accounts (/api/v1/financial/account/list), contacts (/api/v1/person/*) and agreements
 * (/api/v1/company/agreement/*). Import, template and export are in supplier.import.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { supplierAccountPage, supplierChoice, supplierContactChoice, supplierPage as supplierPageOut, supplierPaymentDaysPage, supplierRow } from '@ta/contract';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  isoToday, financialAccountListQuery, likeContactReq, paymentDaysUpdate, personListQuery, RESOURCES,
  supplierAgreementListQuery, supplierBlacklistReq, supplierLikeNameReq, supplierListQuery, supplierUnblacklistReq,
  type AgreementValidityCode, type PayAccountInput,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { namesById } from '../../platform/names';
import { escapeLike, findById, findPage, inTx, updateRow, type AnyRow, type ListOptions } from '../../platform/data';
import { badInput, notFound } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { mountResource } from '../../platform/resource';
import { defineRoute, type Ctx } from '../../platform/route';
import { issueNumber } from '../basic/number.service';
import { normalizeArea } from './merchant.area';
import { assertNotInUse, registerUsage, usageQuery } from '../../platform/usage';
import { assertUnique } from '../../platform/unique';
import {
  assertInBoundary, boundaryOf, codeFilter, inBoundary, ownerOf, parseInput, blanksToNull, userNames, visibleParents, type Boundary,
} from './merchant.common';
import { supplierAccounts, supplierAgreements, supplierContacts, suppliers } from './merchant.tables';
import { holdKeyChanges, pendingChangeOf, suppliersWithPendingChange } from './supplier.change';
import { assertSupplierSelectable, likeSuppliers, saveAccounts } from './supplier.service';

const R = RESOURCES;
const S = suppliers;

/** Today in the agency's time zone (agreement validity). */

export function validityOf(r: AnyRow, today = isoToday()): AgreementValidityCode {
  if (String(r.start_date) > today) return 'pending';
  return String(r.end_date) < today ? 'expired' : 'active';
}
export function validityCondition(start: PgColumn, end: PgColumn, v: AgreementValidityCode | undefined): SQL | undefined {
  const today = isoToday();
  if (v === 'pending') return sql`${start} > ${today}`;
  if (v === 'active') return sql`${start} <= ${today} and ${end} >= ${today}`;
  if (v === 'expired') return sql`${end} < ${today}`;
  return undefined;
}

/** List conditions shared by the supplier list, blacklist, payment days and export. */
export function supplierConditions(q: ReturnType<typeof supplierListQuery.parse>): (SQL | undefined)[] {
  return [
    codeFilter(S.type, q.type), codeFilter(S.settlement_cycle, q.settlement_cycle), codeFilter(S.audit_status, q.audit_status),
    q.blacklisted === undefined ? undefined : eq(S.blacklisted, q.blacklisted),
    q.province_id === undefined || q.province_id === null ? undefined : eq(S.province_id, q.province_id),
    q.city_id === undefined || q.city_id === null ? undefined : eq(S.city_id, q.city_id),
  ];
}

/** Adds created_by_name, blacklisted_by_name and change_pending (a key-data change under audit: 变更审核中). */
async function presentSuppliers(db: DB, list: AnyRow[]): Promise<AnyRow[]> {
  const names = await userNames(db, list.flatMap((r) => [r.created_by, r.blacklisted_by]));
  const changing = await suppliersWithPendingChange(db, list.map((r) => r.id as number));
  return list.map((r) => ({
    ...r, created_by_name: names.get(Number(r.created_by)) ?? null, blacklisted_by_name: r.blacklisted_by ? names.get(Number(r.blacklisted_by)) ?? null : null,
    change_pending: changing.has(r.id as number),
  }));
}

/** Inputs whose pay accounts wait for the supplier-change audit (set in beforeUpdate, read in afterUpdate). */
const accountsHeld = new WeakSet<AnyRow>();

/** A supplier the caller may see (inside the boundary), or 404. */
async function visibleSupplier(tx: DB, id: number, b: Boundary, field = 'supplier_id'): Promise<AnyRow> {
  const [s] = await tx.select().from(S).where(eq(S.id, id)).limit(1);
  if (!s || !inBoundary(s, b)) throw badInput('供应商不存在', [{ field, message: '供应商不存在' }]);
  return s;
}

/** The change under audit as the editor shows it: who proposed it, when, and each field "旧 → 新". */
async function pendingChange(db: DB, id: number): Promise<AnyRow | null> {
  const c = await pendingChangeOf(db, id);
  if (!c) return null;
  const names = await userNames(db, [c.created_by]);
  return { id: c.id, changes: c.changes, created_at: c.created_at, created_by_name: names.get(Number(c.created_by)) ?? null };
}

async function supplierPage(ctx: Ctx, input: AnyRow, base: ListOptions, extra: (SQL | undefined)[] = []) {
  const q = parseInput(supplierListQuery, input);
  const page = await findPage<AnyRow>(ctx.db, S, { ...base, filters: { name: q.name }, where: [...supplierConditions(q), ...extra] });
  return { page_data: { ...page, data: await presentSuppliers(ctx.db, page.data) } };
}

async function checkSupplier(tx: DB, i: AnyRow, exceptId?: number): Promise<AnyRow> {
  await assertUnique(tx, { table: S, col: S.name, value: i.name, label: '供应商名称', field: 'name', idCol: S.id, exceptId, lower: true });
  await assertUnique(tx, { table: S, col: S.code, value: i.code, label: '供应商编号', field: 'code', idCol: S.id, exceptId });
  const { accounts: _a, id: _i, version: _v, ...rest } = await normalizeArea(tx, blanksToNull(i));
  return rest;
}

export function supplierRoutes(app: FastifyInstance): void {
  registerUsage('supplier', 'supplier_agreements', usageQuery('供应商协议', (id) =>
    sql`select count(*)::int as n, string_agg(name, '、') as names from supplier_agreements where supplier_id = ${id}`));

  mountResource(app, R.supplier, {
    table: S,
    query: supplierListQuery,
    list: (input, ctx, base) => supplierPage(ctx, input, base),
    present: async (list, ctx) => {
      const b = await boundaryOf(ctx);
      list.forEach((r) => assertInBoundary(r, b));
      const rows = await presentSuppliers(ctx.db, list);
      return Promise.all(rows.map(async (r) => ({
        ...r,
        pending_change: r.change_pending ? await pendingChange(ctx.db, r.id as number) : null,
        accounts: await ctx.db.select().from(supplierAccounts).where(eq(supplierAccounts.supplier_id, r.id as number)).orderBy(supplierAccounts.sort, supplierAccounts.id),
        contacts: await ctx.db.select().from(supplierContacts).where(eq(supplierContacts.supplier_id, r.id as number)).orderBy(sql`${supplierContacts.is_default} desc`, supplierContacts.id),
      })));
    },
    beforeAdd: async (tx, i, ctx) => {
      const v = await checkSupplier(tx, i);
      return { ...v, code: v.code ?? (await issueNumber(tx, 'supplier')), ...ownerOf(ctx), audit_status: 0, blacklisted: false };
    },
    afterAdd: async (tx, row, i, ctx) => saveAccounts(tx, row.id as number, i.accounts as PayAccountInput[], ctx.user),
    beforeUpdate: async (tx, i, before, ctx) => {
      assertInBoundary(before, await boundaryOf(ctx));
      const held = await holdKeyChanges(tx, ctx, before, await checkSupplier(tx, i, i.id as number), i.accounts as PayAccountInput[] | undefined);
      if (!held.saveAccounts) accountsHeld.add(i);
      return held.values;
    },
    afterUpdate: async (tx, row, i, ctx) => {
      if (!accountsHeld.has(i)) await saveAccounts(tx, row.id as number, i.accounts as PayAccountInput[], ctx.user);
    },
    beforeDelete: async (tx, row, ctx) => {
      assertInBoundary(row, await boundaryOf(ctx));
      await assertNotInUse(tx, 'supplier', row, '该供应商');
    },
  });

  defineRoute(app, {
    path: '/api/v1/company/likeName', out: z.array(supplierChoice), access: { key: R.supplier.permissionKey, action: 'view' }, body: supplierLikeNameReq, tag: R.supplier.title,
    summary: '按名称查找供应商（选择器用；默认不含黑名单）',
  }, (i, ctx) => likeSuppliers(ctx.db, i));

  blacklistRoutes(app);
  paymentDaysRoutes(app);
  accountRoutes(app);
  personRoutes(app);
  agreementRoutes(app);
}

function blacklistRoutes(app: FastifyInstance): void {
  const key = 'supplier_blacklist';
  const w = (ctx: Ctx) => ({ user: ctx.user, def: R.supplier });
  defineRoute(app, { path: '/api/v1/company/blacklist/list', out: supplierPageOut, access: { key, action: 'view' }, body: supplierListQuery, tag: '供应商黑名单', summary: '黑名单中的供应商' },
    async (i, ctx) => supplierPage(ctx, i, { ...i, keyword: i.keyword ?? undefined, boundary: await boundaryOf(ctx), keywordFields: R.supplier.keywordFields, defaultSort: { field: 'blacklisted_at', order: 'desc' } }, [eq(S.blacklisted, true)]));
  defineRoute(app, { path: '/api/v1/company/blacklist/add', out: supplierRow, access: { key, action: 'canDisabled' }, body: supplierBlacklistReq, tag: '供应商黑名单', summary: '将供应商列入黑名单（此后不能被选择）' },
    async (i, ctx) => inTx(ctx.db, async (tx) => {
      const s = await findById<AnyRow>(tx, S, i.id);
      assertInBoundary(s, await boundaryOf(ctx));
      if (s.blacklisted) throw badInput(`供应商“${String(s.name)}”已在黑名单中`);
      return updateRow(tx, S, i.id, i.version, { blacklisted: true, blacklist_reason: i.reason, blacklisted_at: new Date(), blacklisted_by: ctx.user.uid }, w(ctx));
    }));
  defineRoute(app, { path: '/api/v1/company/blacklist/remove', out: supplierRow, access: { key, action: 'canEnabled' }, body: supplierUnblacklistReq, tag: '供应商黑名单', summary: '将供应商移出黑名单' },
    async (i, ctx) => inTx(ctx.db, async (tx) => {
      const s = await findById<AnyRow>(tx, S, i.id);
      assertInBoundary(s, await boundaryOf(ctx));
      if (!s.blacklisted) throw badInput(`供应商“${String(s.name)}”不在黑名单中`);
      const row = await updateRow<AnyRow>(tx, S, i.id, i.version, { blacklisted: false, blacklist_reason: null, blacklisted_at: null, blacklisted_by: null }, w(ctx));
      if (i.reason) await recordChange(tx, S, 'update', { id: i.id }, { id: i.id }, w(ctx), [{ field: 'unblacklist_reason', label: '移出黑名单原因', old: null, new: i.reason }]);
      return row;
    }));
}

function paymentDaysRoutes(app: FastifyInstance): void {
  const key = 'supplier_payment_days';
  defineRoute(app, { path: '/api/v1/company/paymentDays/list', out: supplierPaymentDaysPage, access: { key, action: 'view' }, body: supplierListQuery, tag: '供应商账期', summary: '供应商的结算周期与账期' },
    async (i, ctx) => {
      const page = await supplierPage(ctx, i, { ...i, keyword: i.keyword ?? undefined, boundary: await boundaryOf(ctx), keywordFields: R.supplier.keywordFields });
      const pick = ['id', 'version', 'name', 'short_name', 'code', 'type', 'settlement_cycle', 'payment_days', 'payment_remark', 'blacklisted', 'audit_status', 'updated_at'];
      return { page_data: { ...page.page_data, data: page.page_data.data.map((r) => Object.fromEntries(pick.map((k) => [k, r[k]]))) } };
    });
  defineRoute(app, { path: '/api/v1/company/paymentDays/update', out: supplierRow, access: { key, action: 'canEditor' }, body: paymentDaysUpdate, tag: '供应商账期', summary: '修改供应商的结算周期与账期' },
    async (i, ctx) => inTx(ctx.db, async (tx) => {
      const s = await findById<AnyRow>(tx, S, i.id);
      assertInBoundary(s, await boundaryOf(ctx));
      const held = await holdKeyChanges(tx, ctx, s, { settlement_cycle: i.settlement_cycle, payment_days: i.payment_days, payment_remark: i.payment_remark ?? null }, undefined);
      const row = await updateRow<AnyRow>(tx, S, i.id, i.version, held.values, { user: ctx.user, def: R.supplier });
      return { ...row, change_pending: !!held.change || (await pendingChangeOf(tx, i.id)) !== null };
    }));
}

function accountRoutes(app: FastifyInstance): void {
  const A = supplierAccounts;
  defineRoute(app, {
    path: '/api/v1/financial/account/list', out: supplierAccountPage, access: { key: R.supplier.permissionKey, action: 'view' }, body: financialAccountListQuery, tag: R.supplier.title,
    summary: '供应商的收款账户（银行卡、支付宝、微信）',
  }, async (i, ctx) => {
    const kw = i.keyword?.trim();
    const page = await findPage<AnyRow>(ctx.db, A, {
      pageNo: i.pageNo, pageSize: i.pageSize, sortField: i.sortField, sortOrder: i.sortOrder, defaultSort: { field: 'id', order: 'asc' },
      where: [
        visibleParents(A.supplier_id, S, S.id, await boundaryOf(ctx)),
        i.supplier_id ? eq(A.supplier_id, i.supplier_id) : undefined, codeFilter(A.account_type, i.account_type),
        kw ? sql`(${A.account_name} ilike ${`%${escapeLike(kw)}%`} or ${A.account_no} ilike ${`%${escapeLike(kw)}%`})` : undefined,
      ],
    });
    const names = await supplierNames(ctx.db, page.data.map((r) => r.supplier_id as number));
    return { page_data: { ...page, data: page.data.map((r) => ({ ...r, supplier_name: names.get(r.supplier_id as number) ?? null })) } };
  });
}

export const supplierNames = (db: DB, ids: readonly unknown[]) => namesById(db, S.id, S.name, ids);

/** Child records (contacts, agreements) of suppliers: visible when their supplier is. */
function childHooks(table: typeof supplierContacts | typeof supplierAgreements) {
  const guard = async (tx: DB, row: AnyRow, ctx: Ctx) => {
    const [s] = await tx.select({ created_by: S.created_by, dept_id: S.dept_id }).from(S).where(eq(S.id, row.supplier_id as number));
    if (!s || !inBoundary(s, await boundaryOf(ctx))) throw notFound();
  };
  return {
    guard,
    present: async (list: AnyRow[], ctx: Ctx) => {
      for (const r of list) await guard(ctx.db, r, ctx);
      const names = await supplierNames(ctx.db, list.map((r) => r.supplier_id as number));
      const users = await userNames(ctx.db, list.map((r) => r.created_by));
      return list.map((r) => ({ ...r, supplier_name: names.get(r.supplier_id as number) ?? null, created_by_name: users.get(Number(r.created_by)) ?? null }));
    },
    list: async (ctx: Ctx, base: ListOptions, where: (SQL | undefined)[], filters: AnyRow) => {
      const page = await findPage<AnyRow>(ctx.db, table, {
        ...base, filters, boundary: undefined, where: [visibleParents(table.supplier_id, S, S.id, await boundaryOf(ctx)), ...where],
      });
      const names = await supplierNames(ctx.db, page.data.map((r) => r.supplier_id as number));
      const users = await userNames(ctx.db, page.data.map((r) => r.created_by));
      return { ...page, data: page.data.map((r) => ({ ...r, supplier_name: names.get(r.supplier_id as number) ?? null, created_by_name: users.get(Number(r.created_by)) ?? null })) };
    },
  };
}

function personRoutes(app: FastifyInstance): void {
  const P = supplierContacts;
  const h = childHooks(P);
  /** One default contact per supplier. */
  const oneDefault = async (tx: DB, row: AnyRow) => {
    if (row.is_default) await tx.update(P).set({ is_default: false }).where(and(eq(P.supplier_id, row.supplier_id as number), ne(P.id, row.id as number)));
  };
  mountResource(app, R.supplierPerson, {
    table: P,
    query: personListQuery,
    list: async (input, ctx, base) => {
      const q = parseInput(personListQuery, input);
      return { page_data: await h.list(ctx, base, [q.supplier_id ? eq(P.supplier_id, q.supplier_id) : undefined], { name: q.name, phone: q.phone }) };
    },
    present: h.present,
    beforeAdd: async (tx, i, ctx) => { await visibleSupplier(tx, i.supplier_id as number, await boundaryOf(ctx)); return { ...blanksToNull(i), ...ownerOf(ctx) }; },
    afterAdd: async (tx, row) => oneDefault(tx, row),
    beforeUpdate: async (tx, i, before, ctx) => {
      await h.guard(tx, before, ctx);
      if (i.supplier_id !== before.supplier_id) throw badInput('联系人不能改到其他供应商', [{ field: 'supplier_id', message: '联系人不能改到其他供应商' }]);
      return blanksToNull(i);
    },
    afterUpdate: async (tx, row) => oneDefault(tx, row),
    beforeDelete: async (tx, row, ctx) => h.guard(tx, row, ctx),
  });

  defineRoute(app, {
    path: '/api/v1/person/likeName', out: z.array(supplierContactChoice), access: { key: R.supplierPerson.permissionKey, action: 'view' }, body: likeContactReq, tag: R.supplierPerson.title,
    summary: '按姓名查找供应商联系人（选择器用；不含黑名单供应商的联系人）',
  }, async (i, ctx) => {
    const name = i.name?.trim();
    return ctx.db.select({ id: P.id, supplier_id: P.supplier_id, supplier_name: S.name, name: P.name, phone: P.phone, position: P.position, is_default: P.is_default })
      .from(P).innerJoin(S, eq(S.id, P.supplier_id))
      .where(and(eq(S.blacklisted, false), i.supplier_id ? eq(P.supplier_id, i.supplier_id) : undefined, name ? sql`${P.name} ilike ${`%${escapeLike(name)}%`}` : undefined))
      .orderBy(sql`${P.is_default} desc`, P.name).limit(i.limit);
  });
}

function agreementRoutes(app: FastifyInstance): void {
  const G = supplierAgreements;
  const h = childHooks(G);
  const withValidity = (list: AnyRow[]) => { const today = isoToday(); return list.map((r) => ({ ...r, validity: validityOf(r, today) })); };
  const uniqueNo = (tx: DB, i: AnyRow, exceptId?: number) => assertUnique(tx, {
    table: G, col: G.agreement_no, value: i.agreement_no, label: '协议编号', field: 'agreement_no', idCol: G.id, exceptId, scope: [eq(G.supplier_id, i.supplier_id as number)],
  });
  mountResource(app, R.supplierAgreement, {
    table: G,
    query: supplierAgreementListQuery,
    list: async (input, ctx, base) => {
      const q = parseInput(supplierAgreementListQuery, input);
      const where = [q.supplier_id ? eq(G.supplier_id, q.supplier_id) : undefined, validityCondition(G.start_date, G.end_date, q.validity)];
      const page = await h.list(ctx, base, where, { name: q.name });
      return { page_data: { ...page, data: withValidity(page.data) } };
    },
    present: async (list, ctx) => withValidity(await h.present(list, ctx)),
    beforeAdd: async (tx, i, ctx) => {
      await visibleSupplier(tx, i.supplier_id as number, await boundaryOf(ctx));
      await assertSupplierSelectable(tx, i.supplier_id as number);
      await uniqueNo(tx, i);
      return { ...blanksToNull(i), ...ownerOf(ctx) };
    },
    beforeUpdate: async (tx, i, before, ctx) => {
      await h.guard(tx, before, ctx);
      if (i.supplier_id !== before.supplier_id) throw badInput('协议不能改到其他供应商', [{ field: 'supplier_id', message: '协议不能改到其他供应商' }]);
      await uniqueNo(tx, i, i.id as number);
      return blanksToNull(i);
    },
    beforeDelete: async (tx, row, ctx) => h.guard(tx, row, ctx),
  });
}
