/**
 * Routes of the invoice module (/api/v1/invoice/*): settings (generic resources), applications per kind with
 * their lists, the order's and the bill's invoiceable figures, allocation, issuing by hand, the Excel batch
 * for the tax platform and the import of its result, voids, advance-invoice bindings, and the invoice report.
 */
import type { FastifyInstance } from 'fastify';
import { excelJs } from '../../platform/lazy';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  advanceInvoiceCreate, billInvoiceCheck, billInvoiceCreate, BankKey, INV_APPROVED, INV_ISSUED, INV_VOIDED, INVOICE_CODE_PATTERN, INVOICE_NO_PATTERN,
  INVOICE_RESOURCES as R, invoiceAllocate, invoiceBindCreate, invoiceBindListQuery, invoiceExportReq, invoiceImportReq, invoiceIssue, InvoiceKey as K,
  invoiceListQuery, invoiceRecordQuery, invoiceReportQuery, invoiceVoidReq, isoToday, orderInvoiceCheck, orderInvoiceCreate,
  type InvoiceKindCode, type InvoiceListQuery, billInvoiceCheckAnswer, billInvoiceRecords, fileAnswer, invoiceApplicationBase, invoiceApplicationPage,
  invoiceApplicationRow, invoiceBindPage, invoiceBindRow, invoiceImportReport, invoiceOptions, invoiceReportPage, orderInvoiceFigures,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { boundaryCondition, dateRange, escapeLike, findPage, inTx, updateRow, type AnyRow } from '../../platform/data';
import { badInput, notFound } from '../../platform/errors';
import { mountResource } from '../../platform/resource';
import { defineRoute, type Ctx } from '../../platform/route';
import { userNames } from '../account/user-names';
import { bankArrivals } from '../finance/bank.tables';
import { receipts } from '../finance/finance.tables';
import { boundaryOf } from '../merchant/merchant.common';
import { readSheet, sendFile, type SheetColumn } from '../merchant/merchant.excel';
import { customers } from '../merchant/merchant.tables';
import { namesById } from '../../platform/names';
import { visibleOrder } from '../registration/registration.orders';
import { orders } from '../registration/registration.tables';
import {
  allocate, bindReceipt, billFigures, createApplication, issuable, issue, numberTaken, orderFigures, requestVoid, ticketerIdsByName, type AppRow,
} from './invoice.service';
import { invoiceApplications, invoiceApplyTypes, invoiceBinds, invoiceContents, invoiceLines, invoiceRules, invoiceTypes } from './invoice.tables';
import { invoiceReport } from './invoice.report';

const actorOf = (ctx: Ctx) => ({ uid: ctx.user.uid, user_name: ctx.user.user_name, dept_id: ctx.user.relation.department_id });
const kw = (s?: string | null) => (s?.trim() ? `%${escapeLike(s.trim())}%` : undefined);
const codes = (v: number | number[] | undefined) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);
const tag = '发票';
const A = invoiceApplications;

// ---------------------------------------------------------------- settings

function settingsRoutes(app: FastifyInstance): void {
  const inUse = (col: typeof A.apply_type_id | typeof A.invoice_type_id, what: string) => async (tx: DB, row: AnyRow) => {
    const [c] = await tx.select({ n: sql<number>`count(*)::int` }).from(A).where(eq(col, Number(row.id)));
    if (Number(c.n)) throw badInput(`该${what}已用于${c.n}张开票申请，不能删除；可改为停用`);
  };
  mountResource(app, R.invoiceApplyType, { table: invoiceApplyTypes, beforeDelete: inUse(A.apply_type_id, '申请类型') });
  mountResource(app, R.invoiceType, { table: invoiceTypes, beforeDelete: inUse(A.invoice_type_id, '发票类型') });
  mountResource(app, R.invoiceContent, {
    table: invoiceContents,
    async beforeDelete(tx, row) {
      const [c] = await tx.select({ n: sql<number>`count(*)::int` }).from(invoiceLines).where(eq(invoiceLines.content_id, Number(row.id)));
      if (Number(c.n)) throw badInput(`该发票内容已用于${c.n}行开票内容，不能删除；可改为停用`);
    },
  });
  mountResource(app, R.invoiceRule, {
    table: invoiceRules,
    async beforeAdd(tx, input) {
      const [d] = await tx.select({ id: invoiceRules.id }).from(invoiceRules).where(eq(invoiceRules.rule, String(input.rule)));
      if (d) throw badInput('该规则已存在，请修改原规则', [{ field: 'rule', message: '该规则已存在' }]);
      return input;
    },
    async beforeUpdate(tx, input, before) {
      if (input.rule !== undefined && input.rule !== before.rule) {
        const [d] = await tx.select({ id: invoiceRules.id }).from(invoiceRules).where(eq(invoiceRules.rule, String(input.rule)));
        if (d) throw badInput('该规则已存在，请修改原规则', [{ field: 'rule', message: '该规则已存在' }]);
      }
      return input;
    },
  });
}

// ---------------------------------------------------------------- lists

export async function presentApps(db: DB, list: AppRow[]): Promise<AnyRow[]> {
  if (!list.length) return [];
  const ids = list.map((r) => r.id);
  const lines = await db.select().from(invoiceLines).where(inArray(invoiceLines.application_id, ids)).orderBy(asc(invoiceLines.id));
  const types = new Map((await db.select().from(invoiceTypes)).map((t) => [t.id, t]));
  const applyTypes = new Map((await db.select().from(invoiceApplyTypes)).map((t) => [t.id, t.name]));
  const oIds = [...new Set(list.map((r) => r.order_id).filter((x): x is number => !!x))];
  const os = new Map((oIds.length ? await db.select({ id: orders.id, code: orders.code }).from(orders).where(inArray(orders.id, oIds)) : []).map((o) => [o.id, o.code]));
  const cs = await namesById(db, customers.id, customers.name, list.map((r) => r.customer_id));
  const names = await userNames(db, [...list.map((r) => r.created_by), ...list.map((r) => r.issuer_id)]);
  return list.map((r) => {
    const ls = lines.filter((l) => l.application_id === r.id);
    return {
      ...r, lines: ls, item_names: ls.map((l) => l.item_name).join('、'), invoice_type_name: types.get(r.invoice_type_id)?.name ?? null,
      invoice_type_kind: types.get(r.invoice_type_id)?.kind ?? 0, apply_type_name: applyTypes.get(r.apply_type_id) ?? null,
      order_code: r.order_id ? os.get(r.order_id) ?? null : null, customer_name: r.customer_id ? cs.get(r.customer_id) ?? null : null,
      created_by_name: names.get(Number(r.created_by)) ?? null, issuer_name: r.issuer_id ? names.get(r.issuer_id) ?? null : null,
      warning_count: r.warnings.length,
    };
  });
}

function listWhere(q: InvoiceListQuery, fixed: (SQL | undefined)[]): (SQL | undefined)[] {
  const k = kw(q.keyword);
  return [
    ...fixed,
    q.id ? eq(A.id, q.id) : undefined,
    codes(q.status)?.length ? inArray(A.status, codes(q.status)!) : undefined,
    q.order_id ? eq(A.order_id, q.order_id) : undefined, q.arrival_id ? eq(A.arrival_id, q.arrival_id) : undefined,
    q.customer_id ? eq(A.customer_id, q.customer_id) : undefined, q.issuer_id ? eq(A.issuer_id, q.issuer_id) : undefined,
    q.invoice_type_id ? eq(A.invoice_type_id, q.invoice_type_id) : undefined,
    ...dateRange(A.created_at, q.created_at), ...dateRange(A.issued_on, q.issued_on),
    k ? or(ilike(A.code, k), ilike(A.buyer_name, k), ilike(A.invoice_no, k), sql`exists (select 1 from orders o where o.id = ${A.order_id} and o.code ilike ${k})`) : undefined,
  ];
}

async function listApps(ctx: Ctx, q: InvoiceListQuery, fixed: (SQL | undefined)[]) {
  const where = listWhere(q, fixed);
  const b = await boundaryOf(ctx);
  const page = await findPage<AppRow>(ctx.db, A, { pageNo: q.pageNo, pageSize: q.pageSize, sortField: q.sortField, sortOrder: q.sortOrder, where, boundary: b });
  const [s] = await ctx.db.select({
    n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${A.amount}), 0)`, tax: sql<string>`coalesce(sum(${A.tax}), 0)`, bound: sql<string>`coalesce(sum(${A.bound}), 0)`,
    warned: sql<number>`count(*) filter (where jsonb_array_length(${A.warnings}) > 0)::int`,
  }).from(A).where(and(...where, boundaryCondition(A, b)));
  return {
    page_data: { ...page, data: await presentApps(ctx.db, page.data) },
    summary: { count: Number(s.n), amount: Number(s.amount), tax: Number(s.tax), bound: Number(s.bound), warned: Number(s.warned) },
  };
}

async function visibleApp(ctx: Ctx, id: number, tx: DB = ctx.db): Promise<AppRow> {
  const [r] = await tx.select().from(A).where(and(eq(A.id, id), boundaryCondition(A, await boundaryOf(ctx))));
  if (!r) throw notFound('开票申请不存在');
  return r;
}

// ---------------------------------------------------------------- the tax platform batch

/** Fen as a yuan number for a spreadsheet cell (2 decimals; never a formatted text with separators). */
const yuanNumber = (f: number) => Number((f / 100).toFixed(2));

const BATCH_COLUMNS: { header: string; width: number; value: (a: AnyRow, l: AnyRow) => string | number }[] = [
  { header: '申请单号', width: 22, value: (a) => String(a.code) },
  { header: '发票类型', width: 18, value: (a) => String(a.invoice_type_name ?? '') },
  { header: '购买方名称', width: 30, value: (a) => String(a.buyer_name) },
  { header: '购买方纳税人识别号', width: 24, value: (a) => String(a.buyer_tax_no ?? '') },
  { header: '购买方地址电话', width: 30, value: (a) => String(a.buyer_address_phone ?? '') },
  { header: '购买方开户行及账号', width: 30, value: (a) => String(a.buyer_bank_account ?? '') },
  { header: '项目名称', width: 24, value: (_a, l) => String(l.item_name) },
  { header: '规格型号', width: 12, value: (_a, l) => String(l.spec ?? '') },
  { header: '单位', width: 8, value: (_a, l) => String(l.unit ?? '') },
  { header: '数量', width: 8, value: (_a, l) => Number(l.quantity) },
  { header: '单价（含税）', width: 14, value: (_a, l) => Number((Number(l.amount) / Number(l.quantity) / 100).toFixed(6)) },
  { header: '金额（含税）', width: 14, value: (_a, l) => yuanNumber(Number(l.amount)) },
  { header: '税率', width: 8, value: (_a, l) => Number(l.tax_rate) / 100 },
  { header: '税额', width: 12, value: (_a, l) => yuanNumber(Number(l.tax)) },
  { header: '备注', width: 20, value: (a) => String(a.remark ?? '') },
];

export async function batchWorkbook(rows: AnyRow[]): Promise<Buffer> {
  const wb = new (await excelJs()).Workbook();
  const ws = wb.addWorksheet('待开发票', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = BATCH_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const a of rows) for (const l of a.lines as AnyRow[]) ws.addRow(BATCH_COLUMNS.map((c) => c.value(a, l)));
  ws.getColumn(13).numFmt = '0%';
  for (const c of [11, 12, 14]) ws.getColumn(c).numFmt = '0.00';
  for (const c of [1, 4]) ws.getColumn(c).numFmt = '@';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const IMPORT_COLUMNS: SheetColumn[] = [
  { key: 'code', header: '申请单号', required: true },
  { key: 'invoice_code', header: '发票代码' },
  { key: 'invoice_no', header: '发票号码', required: true },
  { key: 'issued_on', header: '开票日期', required: true },
  { key: 'issuer', header: '开票人' },
];

export interface IssuedImportReport { total: number; issued: number; skipped: number; failed: number; errors: { row: number; message: string }[] }

async function importIssued(ctx: Ctx, file: string): Promise<IssuedImportReport> {
  const sheet = await readSheet(file, IMPORT_COLUMNS, 2000);
  return inTx(ctx.db, async (tx) => {
    const b = await boundaryOf(ctx);
    const byName = await ticketerIdsByName(tx);
    const me = [...byName.values()].includes(ctx.user.uid) ? ctx.user.uid : null;
    const rep: IssuedImportReport = { total: sheet.length, issued: 0, skipped: 0, failed: 0, errors: [] };
    for (const r of sheet) {
      const v = r.values;
      const err = (message: string) => { rep.errors.push({ row: r.row, message: `第${r.row}行：${message}` }); rep.failed++; };
      const no = (v.invoice_no ?? '').replace(/\s/g, '');
      const code = (v.invoice_code ?? '').replace(/\s/g, '') || null;
      const day = (v.issued_on ?? '').slice(0, 10).replace(/\//g, '-');
      if (!v.code) { err('申请单号为空'); continue; }
      if (!INVOICE_NO_PATTERN.test(no)) { err(`发票号码“${no}”应为8位或20位数字${r.kinds.invoice_no === 'number' ? '（该单元格是数字格式，开头的0可能已丢失，请设为文本）' : ''}`); continue; }
      if (code && !INVOICE_CODE_PATTERN.test(code)) { err(`发票代码“${code}”应为10到12位数字`); continue; }
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) { err(`开票日期“${v.issued_on ?? ''}”格式应为YYYY-MM-DD`); continue; }
      if (day > isoToday()) { err('开票日期不能晚于今天'); continue; }
      const [a] = await tx.select().from(A).where(and(eq(A.code, v.code), boundaryCondition(A, b))).for('update');
      if (!a) { err(`申请单号${v.code}不存在`); continue; }
      if (a.status === INV_ISSUED && a.invoice_no === no && (a.invoice_code ?? null) === code) { rep.skipped++; continue; }
      if (a.status === INV_ISSUED) { err(`申请${a.code}已开票（发票号码${a.invoice_no}），与导入的${no}不一致`); continue; }
      try { issuable(a); } catch (e) { err((e as Error).message); continue; }
      const issuer = v.issuer ? byName.get(v.issuer) : a.issuer_id ?? me;
      if (!issuer) { err(v.issuer ? `开票人“${v.issuer}”不在开票员列表中` : '请填写开票人（开票员列表中的员工）'); continue; }
      const taken = await numberTaken(tx, code, no, a.id);
      if (taken) { err(`发票号码${no}已登记在申请${taken}上`); continue; }
      await updateRow(tx, A, a.id, a.version, { status: INV_ISSUED, invoice_no: no, invoice_code: code, issued_on: day, issuer_id: issuer }, { user: ctx.user, def: R.invoiceApplication });
      rep.issued++;
    }
    return rep;
  });
}

// ---------------------------------------------------------------- routes

export function invoiceRoutes(app: FastifyInstance): void {
  settingsRoutes(app);
  const P = '/api/v1/invoice';
  const apply = (kind: InvoiceKindCode) => (i: Parameters<typeof createApplication>[3], ctx: Ctx) =>
    inTx(ctx.db, (tx) => createApplication(ctx.services, tx, kind, i, actorOf(ctx))).then(async (r) => (await presentApps(ctx.db, [r]))[0]);

  defineRoute(app, { path: `${P}/options`, access: { key: K.order, action: 'view' }, out: invoiceOptions, tag, summary: '开票表单的选项：启用的申请类型、发票类型、发票内容与开票员' },
    async (_i, ctx) => {
      const on = <T extends { enabled: boolean; sort: number; id: number }>(rs: T[]) => rs.filter((r) => r.enabled).sort((a, b) => a.sort - b.sort || a.id - b.id);
      const names = await ticketerIdsByName(ctx.db);
      return {
        apply_types: on(await ctx.db.select().from(invoiceApplyTypes)).map((r) => ({ id: r.id, name: r.name })),
        invoice_types: on(await ctx.db.select().from(invoiceTypes)).map((r) => ({ id: r.id, name: r.name, kind: r.kind })),
        contents: on(await ctx.db.select().from(invoiceContents)).map((r) => ({ id: r.id, name: r.name, spec: r.spec, unit: r.unit, tax_rate: r.tax_rate })),
        issuers: [...names].map(([name, id]) => ({ id, name })),
      };
    });
  // Order applications and the order's figures.
  defineRoute(app, { path: `${P}/order/add`, access: { key: K.order, action: 'canAdd' }, body: orderInvoiceCreate, out: invoiceApplicationRow, tag, summary: '订单开票申请（不超过订单可开票金额），提交订单开票审核' }, apply('order'));
  defineRoute(app, { path: `${P}/order/list`, access: { key: K.order, action: 'view' }, body: invoiceListQuery, out: invoiceApplicationPage, tag, summary: '订单开票申请列表（合计：金额、税额、预警数）' },
    (q, ctx) => listApps(ctx, q, [eq(A.kind, 'order')]));
  defineRoute(app, { path: `${P}/order/check`, access: { key: K.order, action: 'view' }, body: orderInvoiceCheck, out: orderInvoiceFigures, tag, summary: '订单可开票金额与预警（申请前）' },
    async (i, ctx) => orderFigures(ctx.db, await visibleOrder(ctx, i.order_id), i.amount ?? 0));
  defineRoute(app, { path: `${P}/order/summary`, access: { key: 'route_order_list', action: 'view' }, body: orderInvoiceCheck, out: orderInvoiceFigures, tag, summary: '订单详情：已开票、可开票金额' },
    async (i, ctx) => orderFigures(ctx.db, await visibleOrder(ctx, i.order_id), 0));

  // Bill (bank arrival) applications and the bill's invoice records.
  defineRoute(app, { path: `${P}/bill/add`, access: { key: K.bill, action: 'canAdd' }, body: billInvoiceCreate, out: invoiceApplicationRow, tag, summary: '账单开票申请（不超过到账的已收金额），提交账单开票审核' }, apply('bill'));
  defineRoute(app, { path: `${P}/bill/list`, access: { key: K.bill, action: 'view' }, body: invoiceListQuery, out: invoiceApplicationPage, tag, summary: '账单开票申请列表' },
    (q, ctx) => listApps(ctx, q, [eq(A.kind, 'bill')]));
  defineRoute(app, { path: `${P}/bill/check`, access: { key: K.bill, action: 'view' }, body: billInvoiceCheck, out: billInvoiceCheckAnswer, tag, summary: '账单（到账）可开票金额' },
    async (i, ctx) => {
      const [a] = await ctx.db.select().from(bankArrivals).where(eq(bankArrivals.id, i.arrival_id));
      if (!a) throw notFound('到账记录不存在');
      return { ...await billFigures(ctx.db, a), payer_name: a.payer_name, arrived_on: a.arrived_on };
    });
  defineRoute(app, { path: `${P}/bill/records`, access: { key: BankKey.detail, action: 'view' }, body: invoiceRecordQuery, out: billInvoiceRecords, tag, summary: '账单明细的开票记录' },
    async (q, ctx) => {
      const [a] = await ctx.db.select().from(bankArrivals).where(eq(bankArrivals.id, q.arrival_id));
      if (!a) throw notFound('到账记录不存在');
      const where = [eq(A.arrival_id, a.id)];
      const page = await findPage<AppRow>(ctx.db, A, { pageNo: q.pageNo, pageSize: q.pageSize, where });
      const [s] = await ctx.db.select({ amount: sql<string>`coalesce(sum(${A.amount}), 0)`, tax: sql<string>`coalesce(sum(${A.tax}), 0)` }).from(A).where(and(...where));
      return { page_data: { ...page, data: await presentApps(ctx.db, page.data) }, summary: { amount: Number(s.amount), tax: Number(s.tax) }, figures: await billFigures(ctx.db, a) };
    });

  // Advance invoices and their bindings to receipts.
  defineRoute(app, { path: `${P}/advance/add`, access: { key: K.advance, action: 'canAdd' }, body: advanceInvoiceCreate, out: invoiceApplicationRow, tag, summary: '预开票申请，提交预开票审核' }, apply('advance'));
  defineRoute(app, { path: `${P}/advance/list`, access: { key: K.advance, action: 'view' }, body: invoiceListQuery, out: invoiceApplicationPage, tag, summary: '预开票申请列表（合计：金额、已绑定）' },
    (q, ctx) => listApps(ctx, q, [eq(A.kind, 'advance')]));
  defineRoute(app, { path: `${P}/advance/bind`, access: { key: K.advance, action: 'canApply' }, body: invoiceBindCreate, out: invoiceBindRow, tag, summary: '预开票绑定收款（不超过未绑定金额与收款单可绑定金额），提交预开票绑定审核' },
    async (i, ctx) => inTx(ctx.db, async (tx) => { await visibleApp(ctx, i.id, tx); return bindReceipt(ctx.services, tx, i, actorOf(ctx)); }));
  defineRoute(app, { path: `${P}/advance/bindList`, access: { key: K.advance, action: 'view' }, body: invoiceBindListQuery, out: invoiceBindPage, tag, summary: '预开票绑定记录' },
    async (q, ctx) => {
      const where = [q.application_id ? eq(invoiceBinds.application_id, q.application_id) : undefined, q.receipt_id ? eq(invoiceBinds.receipt_id, q.receipt_id) : undefined,
        codes(q.status)?.length ? inArray(invoiceBinds.status, codes(q.status)!) : undefined];
      const b = await boundaryOf(ctx);
      const page = await findPage<typeof invoiceBinds.$inferSelect>(ctx.db, invoiceBinds, { pageNo: q.pageNo, pageSize: q.pageSize, where, boundary: b });
      const rIds = [...new Set(page.data.map((r) => r.receipt_id))];
      const rs = new Map((rIds.length ? await ctx.db.select({ id: receipts.id, code: receipts.code }).from(receipts).where(inArray(receipts.id, rIds)) : []).map((r) => [r.id, r.code]));
      const [s] = await ctx.db.select({ amount: sql<string>`coalesce(sum(${invoiceBinds.amount}), 0)` }).from(invoiceBinds).where(and(...where, boundaryCondition(invoiceBinds, b)));
      return { page_data: { ...page, data: page.data.map((r) => ({ ...r, receipt_code: rs.get(r.receipt_id) ?? null })) }, summary: { amount: Number(s.amount) } };
    });

  // Allocation, issuing, the batch for the tax platform and its result.
  defineRoute(app, { path: `${P}/allocation/list`, access: { key: K.allocation, action: 'view' }, body: invoiceListQuery, out: invoiceApplicationPage, tag, summary: '发票分配：待开票申请及其开票人' },
    (q, ctx) => listApps(ctx, q, [eq(A.status, INV_APPROVED)]));
  defineRoute(app, { path: `${P}/allocation/assign`, access: { key: K.allocation, action: 'canEditor' }, body: invoiceAllocate, out: invoiceApplicationBase, tag, summary: '分配开票人（开票员列表中的员工）' },
    async (i, ctx) => inTx(ctx.db, async (tx) => { await visibleApp(ctx, i.id, tx); return allocate(tx, i, actorOf(ctx)); }));
  defineRoute(app, { path: `${P}/toIssue/list`, access: { key: K.toIssue, action: 'view' }, body: invoiceListQuery, out: invoiceApplicationPage, tag, summary: '待开发票列表' },
    (q, ctx) => listApps(ctx, q, [eq(A.status, INV_APPROVED)]));
  defineRoute(app, { path: `${P}/toIssue/issue`, access: { key: K.toIssue, action: 'canEditor' }, body: invoiceIssue, out: invoiceApplicationRow, tag, summary: '登记开票：发票号码、代码、开票日期、开票人' },
    async (i, ctx) => {
      if (i.issued_on > isoToday()) throw badInput('开票日期不能晚于今天', [{ field: 'issued_on', message: '开票日期不能晚于今天' }]);
      const r = await inTx(ctx.db, async (tx) => { await visibleApp(ctx, i.id, tx); return issue(tx, i, actorOf(ctx)); });
      return (await presentApps(ctx.db, [r]))[0];
    });
  defineRoute(app, { path: `${P}/toIssue/export`, access: { key: K.toIssue, action: 'canExport' }, body: invoiceExportReq, out: fileAnswer, tag, summary: '导出待开发票（税务平台批量开票Excel：购买方、项目、规格、单位、数量、金额、税率、税额）' },
    async (i, ctx) => {
      const b = await boundaryOf(ctx);
      const rows = await ctx.db.select().from(A).where(and(eq(A.status, INV_APPROVED), eq(A.void_state, 0), boundaryCondition(A, b),
        i.ids?.length ? inArray(A.id, i.ids) : undefined, i.issuer_id ? eq(A.issuer_id, i.issuer_id) : undefined)).orderBy(asc(A.id)).limit(2000);
      await sendFile(ctx, `待开发票-${isoToday()}.xlsx`, await batchWorkbook(await presentApps(ctx.db, rows)));
      return undefined;
    });
  defineRoute(app, { path: `${P}/toIssue/import`, access: { key: K.toIssue, action: 'canUpload' }, body: invoiceImportReq, out: invoiceImportReport, bodyLimit: 30_000_000, tag, summary: '导入开票结果（按申请单号匹配；再次导入不重复登记）' },
    (i, ctx) => importIssued(ctx, i.file));
  defineRoute(app, { path: `${P}/issued/list`, access: { key: K.issued, action: 'view' }, body: invoiceListQuery, out: invoiceApplicationPage, tag, summary: '已开发票列表（含已作废）' },
    (q, ctx) => listApps(ctx, q, [inArray(A.status, [INV_ISSUED, INV_VOIDED])]));
  defineRoute(app, { path: `${P}/issued/void`, access: { key: K.issued, action: 'canRepeal' }, body: invoiceVoidReq, out: invoiceApplicationRow, tag, summary: '发票作废申请（待开票或已开票），提交发票作废审核' },
    async (i, ctx) => {
      const r = await inTx(ctx.db, async (tx) => { await visibleApp(ctx, i.id, tx); return requestVoid(ctx.services, tx, i, actorOf(ctx)); });
      return (await presentApps(ctx.db, [r]))[0];
    });

  defineRoute(app, { path: '/api/v1/report/invoice/list', access: { key: K.report, action: 'view' }, body: invoiceReportQuery, out: invoiceReportPage, tag: '报表', summary: '发票报表：按月份、客户或发票类型的申请、开票、作废金额与税额（合计等于各行之和）' },
    (q, ctx) => invoiceReport(ctx, q));
}
