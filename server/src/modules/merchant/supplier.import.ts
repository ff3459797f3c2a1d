/** Supplier Excel: import (/api/v1/company/import), template (/api/v1/company/template), export (/api/v1/company/export). */
import type { FastifyInstance } from 'fastify';
import { and, desc, lt, sql, type SQL } from 'drizzle-orm';
import {
  AuditStatus, enumLabel, IMPORT_MAX_ROWS, importReq, PayAccountType, personCreate, RESOURCES, SettlementCycle, supplierCreate, supplierExportReq,
  SupplierType, templateReq, type SupplierCreate, IMPORT_BODY_LIMIT_BYTES } from '@ta/contract';
import { boundaryCondition, escapeLike, filterConditions, type AnyRow } from '../../platform/data';
import { defineRoute } from '../../platform/route';
import { fileAnswer, formatDateTime, importReport, isoToday } from '@ta/contract';
import { boundaryOf, ownerOf, userNames } from './merchant.common';
import { keysetChunks, sendFile, streamDownload, templateBuffer, type SheetColumn } from './merchant.excel';
import { AREA_COLUMNS, bulkInsert, existingKeys, optionsOf, runImport, type ImportSpec, type RowErrors } from './merchant.import';
import { supplierAccounts, supplierContacts, suppliers } from './merchant.tables';
import { issueNumber } from '../basic/number.service';
import { supplierConditions } from './supplier.routes';
import { flushNameIndex } from './supplier.service';

const def = RESOURCES.supplier;
const S = suppliers;

const COLUMNS: SheetColumn[] = [
  { key: 'name', header: '供应商名称', required: true, width: 30 },
  { key: 'type', header: '供应商类型', required: true, options: optionsOf(SupplierType) },
  { key: 'short_name', header: '简称' },
  { key: 'code', header: '供应商编号' },
  { key: 'credit_code', header: '统一社会信用代码', width: 24 },
  { key: 'legal_person', header: '法人' },
  { key: 'phone', header: '联系电话', width: 16 },
  { key: 'email', header: '邮箱', width: 22 },
  ...AREA_COLUMNS,
  { key: 'address', header: '详细地址', width: 30 },
  { key: 'settlement_cycle', header: '结算周期', options: optionsOf(SettlementCycle), note: '不填为现结' },
  { key: 'payment_days', header: '账期天数', note: '0–365 的整数，不填为 0' },
  { key: 'business_scope', header: '经营范围', width: 30 },
  { key: 'contact_name', header: '联系人', note: '填写后会添加为默认联系人，需同时填写联系人电话' },
  { key: 'contact_phone', header: '联系人电话', width: 16 },
  { key: 'account_type', header: '账户类型', options: optionsOf(PayAccountType), note: '填写账号时必填' },
  { key: 'account_name', header: '户名' },
  { key: 'account_no', header: '账号', width: 24 },
  { key: 'bank_name', header: '开户行', width: 24, note: '银行卡必填' },
  { key: 'remark', header: '备注', width: 30 },
];
const EXAMPLE = {
  name: '杭州西湖国宾馆（示例，导入前请删除）', type: '住宿', short_name: '西湖国宾馆', phone: '0571-87979889', province: '浙江省', city: '杭州市', county: '西湖区',
  address: '杨公堤18号', settlement_cycle: '月结', payment_days: '30', contact_name: '王经理', contact_phone: '13900000000', account_type: '银行卡',
  account_name: '杭州西湖国宾馆有限公司', account_no: '6222000000000000000', bank_name: '工商银行杭州西湖支行',
};

interface SupplierImport { supplier: AnyRow; contact?: AnyRow }

const ACCOUNT_FIELDS = new Set(['account_type', 'account_name', 'account_no', 'bank_name']);
const AREA_KEYS = new Set(['country', 'province', 'city', 'county']);
/** A schema path → its column: account fields by name, area fields to their name column. */
function pathToField(p: string[]): string {
  if (p[0] === 'accounts') return ACCOUNT_FIELDS.has(p[2]) ? p[2] : 'account_no';
  const base = p[0].replace(/_(id|name)$/, '');
  return AREA_KEYS.has(base) ? base : base === 'district' ? 'province' : p[0];
}

function parseRow(v: Record<string, string>, e: RowErrors, area: AnyRow): SupplierImport | undefined {
  const opt = (s: string) => (s === '' ? null : s);
  const hasAccount = ['account_type', 'account_name', 'account_no', 'bank_name'].some((k) => v[k]);
  const input = {
    name: v.name ?? '', short_name: opt(v.short_name), code: opt(v.code), type: e.code('type', SupplierType, v.type ?? ''),
    credit_code: opt(v.credit_code), legal_person: opt(v.legal_person), phone: opt(v.phone), email: opt(v.email), address: opt(v.address), ...area,
    settlement_cycle: e.code('settlement_cycle', SettlementCycle, v.settlement_cycle ?? ''),
    payment_days: v.payment_days || undefined, business_scope: opt(v.business_scope), remark: opt(v.remark),
    accounts: hasAccount ? [{
      account_type: e.code('account_type', PayAccountType, v.account_type ?? ''), account_name: v.account_name || v.name, account_no: v.account_no ?? '',
      bank_name: opt(v.bank_name), is_default: true,
    }] : [],
  };
  if (input.type === undefined && !v.type) e.add('type', '请选择供应商类型');
  const r = supplierCreate.safeParse(input);
  if (!r.success) e.zod(r.error.issues, pathToField);
  let contact: AnyRow | undefined;
  if (v.contact_name || v.contact_phone) {
    const c = personCreate.safeParse({ supplier_id: 1, name: v.contact_name ?? '', phone: v.contact_phone ?? '', is_default: true });
    if (!c.success) e.zod(c.error.issues, (p) => (p[0] === 'name' ? 'contact_name' : 'contact_phone'));
    else contact = c.data;
  }
  if (!r.success || e.list.length) return undefined;
  return { supplier: r.data, contact };
}

function spec(): ImportSpec<SupplierImport> {
  return {
    columns: COLUMNS, maxRows: IMPORT_MAX_ROWS, table: 'suppliers', def,
    parse: parseRow,
    uniqueKey: (v) => String(v.supplier.name).toLowerCase(), uniqueField: 'name',
    duplicateMessage: (v) => `供应商名称“${String(v.supplier.name)}”已存在`,
    existing: (db, keys) => existingKeys(db, keys, (chunk) => sql`select lower(name) as k from suppliers where lower(name) in (${sql.join(chunk.map((k) => sql`${k}`), sql`, `)})`),
    write: async (tx, values, ctx) => {
      const owner = ownerOf(ctx);
      const rows: AnyRow[] = [];
      for (const { supplier } of values) {
        const { accounts: _a, ...s } = supplier as SupplierCreate;
        rows.push({ ...s, code: s.code ?? (await issueNumber(tx, 'supplier')), ...owner, audit_status: 0, blacklisted: false });
      }
      const inserted = await bulkInsert(500, rows, (chunk) => tx.insert(S).values(chunk as (typeof S.$inferInsert)[]).returning());
      const idOf = new Map(inserted.map((r) => [r.name.toLowerCase(), r.id]));
      const sid = (v: SupplierImport) => idOf.get(String(v.supplier.name).toLowerCase())!;
      const contacts = values.filter((v) => v.contact).map((v) => ({ ...v.contact!, supplier_id: sid(v), ...owner }));
      await bulkInsert(500, contacts, (chunk) => tx.insert(supplierContacts).values(chunk as (typeof supplierContacts.$inferInsert)[]).returning({ id: supplierContacts.id }));
      const accounts = values.flatMap((v) => (v.supplier.accounts as AnyRow[]).map((a) => ({ ...a, supplier_id: sid(v) })));
      await bulkInsert(500, accounts, (chunk) => tx.insert(supplierAccounts).values(chunk as (typeof supplierAccounts.$inferInsert)[]).returning({ id: supplierAccounts.id }));
      if (inserted.length >= 100) await flushNameIndex(tx);
      return inserted as AnyRow[];
    },
  };
}

const EXPORT_COLUMNS: SheetColumn[] = [
  { key: 'name', header: '供应商名称', width: 30 }, { key: 'short_name', header: '简称' }, { key: 'code', header: '供应商编号' },
  { key: 'type', header: '供应商类型', value: (r) => enumLabel(SupplierType, r.type as number) },
  { key: 'credit_code', header: '统一社会信用代码', width: 24 }, { key: 'legal_person', header: '法人' }, { key: 'phone', header: '联系电话', width: 16 },
  { key: 'email', header: '邮箱', width: 22 }, { key: 'country_name', header: '国家' }, { key: 'province_name', header: '省份' }, { key: 'city_name', header: '城市' },
  { key: 'county_name', header: '区县' }, { key: 'address', header: '详细地址', width: 30 },
  { key: 'settlement_cycle', header: '结算周期', value: (r) => enumLabel(SettlementCycle, r.settlement_cycle as number) },
  { key: 'payment_days', header: '账期天数' },
  { key: 'audit_status', header: '审核状态', value: (r) => enumLabel(AuditStatus, r.audit_status as number) },
  { key: 'blacklisted', header: '黑名单', value: (r) => (r.blacklisted ? '是' : '否') }, { key: 'blacklist_reason', header: '拉黑原因', width: 30 },
  { key: 'created_by_name', header: '创建人' },
  { key: 'created_at', header: '创建时间', width: 20, value: (r) => formatDateTime(r.created_at as string) },
  { key: 'remark', header: '备注', width: 30 },
];

export function supplierExcelRoutes(app: FastifyInstance): void {
  const key = def.permissionKey;
  defineRoute(app, { path: '/api/v1/company/import', out: importReport, access: { key, action: 'canUpload' }, body: importReq, bodyLimit: IMPORT_BODY_LIMIT_BYTES, tag: def.title, summary: '从Excel导入供应商（逐行报告错误）' },
    (i, ctx) => runImport(ctx, spec(), i.file, i.mode));
  defineRoute(app, { path: '/api/v1/company/template', out: fileAnswer, access: { key, action: 'canUpload' }, body: templateReq, tag: def.title, summary: '供应商导入模板（.xlsx）' },
    async (_i, ctx) => sendFile(ctx, '供应商导入模板.xlsx', await templateBuffer('供应商', COLUMNS, EXAMPLE)));
  defineRoute(app, { path: '/api/v1/company/export', out: fileAnswer, access: { key, action: 'canExport' }, body: supplierExportReq, tag: def.title, summary: '导出供应商列表（.xlsx 或 .csv，条件同列表）' },
    async (q, ctx) => {
      const b = await boundaryOf(ctx);
      const kw = q.keyword?.trim() ? `%${escapeLike(q.keyword.trim())}%` : undefined;
      const where: (SQL | undefined)[] = [
        ...filterConditions(S, { name: q.name }), ...supplierConditions({ ...q, pageNo: 1, pageSize: 1 }), boundaryCondition(S, b),
        kw ? sql`(${S.name} ilike ${kw} or ${S.short_name} ilike ${kw} or ${S.code} ilike ${kw} or ${S.phone} ilike ${kw})` : undefined,
      ];
      const chunks = keysetChunks(async (after, size) => {
        const list = await ctx.db.select().from(S).where(and(...where, after === null ? undefined : lt(S.id, after))).orderBy(desc(S.id)).limit(size);
        const names = await userNames(ctx.db, list.map((r) => r.created_by));
        return list.map((r) => ({ ...r, created_by_name: names.get(Number(r.created_by)) ?? '' }));
      });
      await streamDownload(ctx, { name: `供应商_${isoToday()}`, format: q.format, sheet: '供应商', columns: EXPORT_COLUMNS, chunks });
    });
}
