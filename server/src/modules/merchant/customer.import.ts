/**
 * Customer Excel: import of every kind from one file (/api/v1/customer/import, the 客户类型 column says which),
 * its template (/api/v1/customer/template) and the export of each kind's list (/api/v1/customer/{kind}/export).
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, lt, sql, type SQL } from 'drizzle-orm';
import {
  allows, AuditStatus, CUSTOMER_CREATE, CUSTOMER_IMPORT_TYPES, CustomerSubject, customerExportReq, enumLabel, IMPORT_MAX_ROWS, importReq,
  SettlementCycle, Sex, templateReq, type CustomerKindCode, IMPORT_BODY_LIMIT_BYTES } from '@ta/contract';
import type { DB } from '../../db/client';
import { boundaryCondition, escapeLike, filterConditions, type AnyRow } from '../../platform/data';
import { defineRoute, type Ctx } from '../../platform/route';
import { fileAnswer, formatDateTime, importReport, isoToday } from '@ta/contract';
import { issueNumber } from '../basic/number.service';
import { CUSTOMER_DEFS, customerConditions, presentCustomers } from './customer.routes';
import { boundaryOf, ownerOf } from './merchant.common';
import { keysetChunks, sendFile, streamDownload, templateBuffer, type SheetColumn } from './merchant.excel';
import { AREA_COLUMNS, bulkInsert, existingKeys, optionsOf, runImport, type ImportSpec, type RowErrors } from './merchant.import';
import { customers, salesChannels } from './merchant.tables';

const C = customers;
const TYPES = Object.keys(CUSTOMER_IMPORT_TYPES) as (keyof typeof CUSTOMER_IMPORT_TYPES)[];

const COLUMNS: SheetColumn[] = [
  { key: 'type', header: '客户类型', required: true, options: TYPES },
  { key: 'name', header: '客户名称', required: true, width: 26, note: '散客、同行个人填姓名；单位客户、同行单位填单位全称' },
  { key: 'phone', header: '联系电话', required: true, width: 16, note: '客户名称与联系电话相同视为同一客户' },
  { key: 'contact_name', header: '联系人', note: '单位客户、同行单位必填' },
  { key: 'sex', header: '性别', options: optionsOf(Sex) },
  { key: 'id_card', header: '身份证号', width: 22 },
  { key: 'birthday', header: '出生日期', note: '格式 YYYY-MM-DD' },
  { key: 'email', header: '邮箱', width: 22 }, { key: 'wechat', header: '微信' }, { key: 'qq', header: 'QQ' },
  ...AREA_COLUMNS,
  { key: 'address', header: '地址', width: 30 },
  { key: 'credit_code', header: '统一社会信用代码', width: 24 },
  { key: 'license_no', header: '经营许可证号', width: 20, note: '同行单位' },
  { key: 'settlement_cycle', header: '结算周期', options: optionsOf(SettlementCycle) },
  { key: 'channel', header: '来源渠道', note: '销售渠道名称，须已存在' },
  { key: 'remark', header: '备注', width: 30 },
];
const EXAMPLE = { type: '散客', name: '张三（示例，导入前请删除）', phone: '13912345678', sex: '男', province: '上海市', city: '上海市', address: '南京东路100号', channel: '门店' };

interface CustomerImport { kind: CustomerKindCode; value: AnyRow }

const AREA_KEYS = new Set(['country', 'province', 'city', 'county']);
const pathToField = (p: string[]) => {
  const base = p[0].replace(/_(id|name)$/, '');
  if (p[0] === 'channel_id') return 'channel';
  if (p[0] === 'subject') return 'type';
  return AREA_KEYS.has(base) ? base : base === 'district' ? 'province' : p[0];
};

function parser(channels: Map<string, number>, allowed: Set<CustomerKindCode>) {
  return (v: Record<string, string>, e: RowErrors, area: AnyRow): CustomerImport | undefined => {
    const opt = (s: string | undefined) => (s ? s : null);
    const t = CUSTOMER_IMPORT_TYPES[v.type as keyof typeof CUSTOMER_IMPORT_TYPES];
    if (!t) { e.add('type', v.type ? `“${v.type}”不正确，可选：${TYPES.join('、')}` : '请选择客户类型'); return undefined; }
    if (!allowed.has(t.kind)) { e.add('type', `没有导入${CUSTOMER_DEFS[t.kind].title}的权限`); return undefined; }
    let channel_id: number | null = null;
    if (v.channel) {
      channel_id = channels.get(v.channel.toLowerCase()) ?? null;
      if (!channel_id) e.add('channel', `来源渠道“${v.channel}”不存在`);
    }
    const input = {
      subject: t.subject, name: v.name ?? '', phone: v.phone ?? '', contact_name: opt(v.contact_name), sex: e.code('sex', Sex, v.sex ?? '') ?? null,
      id_card: opt(v.id_card), birthday: opt(v.birthday), email: opt(v.email), wechat: opt(v.wechat), qq: opt(v.qq), address: opt(v.address),
      credit_code: opt(v.credit_code), license_no: opt(v.license_no), settlement_cycle: e.code('settlement_cycle', SettlementCycle, v.settlement_cycle ?? '') ?? null,
      channel_id, remark: opt(v.remark), ...area,
    };
    const r = CUSTOMER_CREATE[t.kind].safeParse(input);
    if (!r.success) { e.zod(r.error.issues, pathToField); return undefined; }
    return e.list.length ? undefined : { kind: t.kind, value: { ...r.data, subject: t.subject } };
  };
}

/** The kinds the caller may import: the route needs 散客's canUpload; unit and peer rows need their page's. */
const importableKinds = (ctx: Ctx) => new Set((['private', 'unit', 'peer'] as const).filter((k) => allows(ctx.user.grants, { key: CUSTOMER_DEFS[k].permissionKey, action: 'canUpload' })));

async function spec(db: DB, ctx: Ctx): Promise<ImportSpec<CustomerImport>> {
  const channels = new Map((await db.select({ id: salesChannels.id, name: salesChannels.name }).from(salesChannels)).map((c) => [c.name.toLowerCase(), c.id]));
  const key = (v: CustomerImport) => `${String(v.value.name).toLowerCase()}|${String(v.value.phone)}`;
  return {
    columns: COLUMNS, maxRows: IMPORT_MAX_ROWS, table: 'customers', def: CUSTOMER_DEFS.private,
    parse: parser(channels, importableKinds(ctx)), uniqueKey: key, uniqueField: 'name',
    duplicateMessage: (v) => `客户“${String(v.value.name)}”（${String(v.value.phone)}）已存在`,
    existing: (d, keys) => existingKeys(d, keys, (chunk) => sql`select lower(name) || '|' || phone as k from customers where lower(name) || '|' || phone in (${sql.join(chunk.map((k) => sql`${k}`), sql`, `)})`),
    write: async (tx, values, ctx) => {
      const owner = ownerOf(ctx);
      const rows: AnyRow[] = [];
      for (const v of values) rows.push({ ...v.value, kind: v.kind, code: await issueNumber(tx, 'customer'), audit_status: 0, ...owner });
      return bulkInsert(500, rows, (chunk) => tx.insert(C).values(chunk as (typeof C.$inferInsert)[]).returning()) as Promise<AnyRow[]>;
    },
  };
}

const when = (r: AnyRow) => formatDateTime(r.created_at as string);
function exportColumns(kind: CustomerKindCode): SheetColumn[] {
  const person = kind !== 'unit';
  const unit = kind !== 'private';
  return [
    { key: 'code', header: '客户编号' },
    { key: 'name', header: '客户名称', width: 26 },
    ...(kind === 'peer' ? [{ key: 'subject', header: '单位/个人', value: (r: AnyRow) => enumLabel(CustomerSubject, r.subject as string) }] : []),
    { key: 'phone', header: '联系电话', width: 16 },
    ...(unit ? [{ key: 'contact_name', header: '联系人' }, { key: 'credit_code', header: '统一社会信用代码', width: 24 }] : []),
    ...(kind === 'peer' ? [{ key: 'license_no', header: '经营许可证号', width: 20 }] : []),
    ...(person ? [{ key: 'sex', header: '性别', value: (r: AnyRow) => enumLabel(Sex, r.sex as number) }, { key: 'id_card', header: '身份证号', width: 22 }, { key: 'birthday', header: '出生日期' }] : []),
    { key: 'email', header: '邮箱', width: 22 }, { key: 'wechat', header: '微信' }, { key: 'qq', header: 'QQ' },
    { key: 'province_name', header: '省份' }, { key: 'city_name', header: '城市' }, { key: 'county_name', header: '区县' }, { key: 'address', header: '地址', width: 30 },
    ...(unit ? [{ key: 'settlement_cycle', header: '结算周期', value: (r: AnyRow) => enumLabel(SettlementCycle, r.settlement_cycle as number) }] : []),
    { key: 'channel_name', header: '来源渠道' },
    { key: 'audit_status', header: '审核状态', value: (r) => enumLabel(AuditStatus, r.audit_status as number) },
    { key: 'created_by_name', header: '创建人' }, { key: 'created_at', header: '创建时间', width: 20, value: when }, { key: 'remark', header: '备注', width: 30 },
  ];
}

export function customerExcelRoutes(app: FastifyInstance): void {
  defineRoute(app, { path: '/api/v1/customer/import', out: importReport, access: { key: CUSTOMER_DEFS.private.permissionKey, action: 'canUpload' }, body: importReq, bodyLimit: IMPORT_BODY_LIMIT_BYTES, tag: '客户渠道', summary: '从Excel导入客户（散客、单位客户、同行；逐行报告错误）' },
    async (i, ctx) => runImport(ctx, await spec(ctx.db, ctx), i.file, i.mode));
  defineRoute(app, { path: '/api/v1/customer/template', out: fileAnswer, access: { key: CUSTOMER_DEFS.private.permissionKey, action: 'canUpload' }, body: templateReq, tag: '客户渠道', summary: '客户导入模板（.xlsx）' },
    async (_i, ctx) => sendFile(ctx, '客户导入模板.xlsx', await templateBuffer('客户', COLUMNS, EXAMPLE)));
  for (const kind of ['private', 'unit', 'peer'] as const) {
    const def = CUSTOMER_DEFS[kind];
    defineRoute(app, { path: `${def.path}/export`, out: fileAnswer, access: { key: def.permissionKey, action: 'canExport' }, body: customerExportReq, tag: def.title, summary: `导出${def.title}列表（.xlsx 或 .csv，条件同列表）` },
      async (q, ctx) => {
        const kw = q.keyword?.trim() ? `%${escapeLike(q.keyword.trim())}%` : undefined;
        const where: (SQL | undefined)[] = [
          ...filterConditions(C, { name: q.name, phone: q.phone }), ...customerConditions(kind, { ...q, pageNo: 1, pageSize: 1 }), boundaryCondition(C, await boundaryOf(ctx)),
          kw ? sql`(${C.name} ilike ${kw} or ${C.phone} ilike ${kw} or ${C.contact_name} ilike ${kw})` : undefined,
        ];
        const chunks = keysetChunks(async (after, size) => presentCustomers(ctx.db,
          await ctx.db.select().from(C).where(and(...where, after === null ? undefined : lt(C.id, after))).orderBy(desc(C.id)).limit(size)));
        await streamDownload(ctx, { name: `${def.title}_${isoToday()}`, format: q.format, sheet: def.title, columns: exportColumns(kind), chunks });
      });
  }
}
