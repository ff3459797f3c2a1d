/**
 * The tourist name list of an order in Excel: the template and the import with a per-row error report.
 * Importing an amended list again updates the tourists it matches (by ID number, else name + birthday) and
 * reports who was added, changed and removed — nobody is duplicated.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  CardType, PersonType, RoomType, Sex, TOURIST_FIELDS, TOURIST_IMPORT_COLUMNS, checkIdCard, personsOf, touristInput, touristIssues,
  touristExportReq, touristImportReq, touristTemplateReq, enumLabel, type ImportRowError, type TouristInput, IMPORT_BODY_LIMIT_BYTES,
  fileAnswer, touristImportReport } from '@ta/contract';
import { inTx } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { defineRoute } from '../../platform/route';
import { readSheet, sendFile, streamDownload, templateBuffer, type SheetColumn } from '../merchant/merchant.excel';
import { RowErrors, optionsOf } from '../merchant/merchant.import';
import { orderForWrite, visibleOrder } from './registration.orders';
import { groupOf } from './registration.service';
import { orderTourists, orders } from './registration.tables';
import { activeTourists, prepareTourists, saveTourists, touristsFor, type TouristRow } from './tourist.service';

const ORDERS = 'route_order_list';
const CODES: Record<string, Readonly<Record<number, string>>> = { person_type: PersonType, client_card_type: CardType, client_sex: Sex, room_type: RoomType };
const REQUIRED = new Set(['client_name', 'client_card_type', 'client_card_number']);
const COLUMNS: SheetColumn[] = TOURIST_IMPORT_COLUMNS.map(([header, key]) => ({
  key, header, required: REQUIRED.has(key), options: CODES[key] ? optionsOf(CODES[key]) : undefined,
  note: key === 'client_card_number' ? '身份证号会校验校验位，并自动填写出生日期、性别和年龄' : key === 'client_phone_number' ? '第一位游客必填' : key.includes('birthday') || key.includes('validity') ? '格式：YYYY-MM-DD' : undefined,
}));
const EXAMPLE = { client_name: '张三', person_type: '成人', client_card_type: '身份证', client_card_number: '11010519491231002X', client_phone_number: '13800000000', client_sex: '女' };

const keyOf = (t: { client_card_number?: string | null; client_card_type?: number | null; client_name?: string | null; client_birthday?: string | null }) => {
  if (t.client_card_number) {
    const r = t.client_card_type === 1 ? checkIdCard(t.client_card_number) : null;
    return `card:${r?.ok ? r.info.normalized : t.client_card_number.toUpperCase()}`;
  }
  return `name:${t.client_name ?? ''}|${t.client_birthday ?? ''}`;
};
/** A number cell of more than 15 digits: spreadsheets keep 15 significant digits, so the rest were lost. */
const lostDigits = (text: string) => /^\d{16,}$/.test(text);
const cardKey = (t: TouristRow) => (t.client_card_number ? `card:${t.client_card_number.toUpperCase()}` : null);
const nameKey = (t: { client_name?: string | null; client_birthday?: string | null }) => `name:${t.client_name ?? ''}|${t.client_birthday ?? ''}`;

export interface TouristImportReport {
  mode: string; total: number; imported: number; failed: number; errors: ImportRowError[];
  added: string[]; changed: string[]; removed: string[]; unchanged: number;
  /** "Remove tourists missing from the file" was asked, but rows were refused: nobody was removed. */
  removal_skipped: boolean;
}

export function touristImportRoutes(app: FastifyInstance): void {
  defineRoute(app, { path: '/api/v1/routeOrder/client/template', access: { key: ORDERS, action: 'view' }, body: touristTemplateReq, out: fileAnswer, tag: '报名与订单', summary: '游客名单导入模板（.xlsx）' },
    async (_i, ctx) => sendFile(ctx, '游客名单导入模板.xlsx', await templateBuffer('游客名单', COLUMNS, EXAMPLE)));

  // The export has the import's columns (codes as their Chinese labels), so an exported list can be amended and imported again.
  defineRoute(app, { path: '/api/v1/routeOrder/client/export', access: { key: ORDERS, action: 'canExport' }, body: touristExportReq, out: fileAnswer, tag: '报名与订单', summary: '导出订单游客名单（.xlsx 或 .csv，无查看敏感信息权限时脱敏）' },
    async (i, ctx) => {
      const o = await visibleOrder(ctx, i.order_id);
      const list = (await activeTourists(ctx.db, o.id)).filter((t) => t.withdrawn === 0);
      const rows = await touristsFor(ctx, o.id, list, '导出游客名单');
      const columns = COLUMNS.map((c): SheetColumn => (CODES[c.key]
        ? { key: c.key, header: c.header, value: (r) => (r[c.key] === null || r[c.key] === undefined ? '' : enumLabel(CODES[c.key], Number(r[c.key]))) }
        : { key: c.key, header: c.header, width: c.key === 'client_card_number' ? 22 : undefined }));
      await streamDownload(ctx, { name: `游客名单-${o.code}`, format: i.format, sheet: '游客名单', columns, chunks: (async function* () { yield rows; })() });
      return undefined;
    });

  defineRoute(app, { path: '/api/v1/routeOrder/client/import', access: { key: ORDERS, action: 'canEditor' }, body: touristImportReq, bodyLimit: IMPORT_BODY_LIMIT_BYTES, out: touristImportReport, tag: '报名与订单', summary: '从Excel导入游客名单（逐行报告；再次导入按证件号或姓名+生日更新）' },
    async (i, ctx): Promise<TouristImportReport> => {
      const sheet = await readSheet(i.file, COLUMNS, 1000);
      return inTx(ctx.db, async (tx) => {
        const o = await orderForWrite(ctx, tx, i.order_id, i.version, { notCancelled: '订单已取消，不能导入游客' });
        const { group } = await groupOf(tx, o.group_id);
        const existing = await tx.select().from(orderTourists).where(and(eq(orderTourists.order_id, o.id), eq(orderTourists.withdrawn, 0)));
        const byCard = new Map(existing.filter(cardKey).map((t) => [cardKey(t)!, t]));
        const byName = new Map(existing.map((t) => [nameKey(t), t]));

        const errors: ImportRowError[] = [];
        const good: { row: number; input: TouristInput }[] = [];
        const seen = new Map<string, number>();
        for (const r of sheet) {
          const e = new RowErrors(COLUMNS);
          const v: Record<string, unknown> = {};
          for (const [, key] of TOURIST_IMPORT_COLUMNS) {
            const cell = r.values[key] ?? '';
            v[key] = CODES[key] ? e.code(key, CODES[key], cell) : cell === '' ? null : cell;
          }
          if (v.person_type === undefined || v.person_type === null) v.person_type = 0;
          // An ID number typed as a number cell: the spreadsheet kept 15 significant digits, the rest are gone
          // (a wrong number that may even pass the check digit) — refused, with the value read.
          if (r.kinds.client_card_number === 'number' && lostDigits(r.values.client_card_number ?? '')) {
            e.add('client_card_number', `第${r.row}行证件号码是数字格式，末尾数字已丢失，请把该列设为文本后重新导入（读到的值：${r.values.client_card_number}）`);
          }
          const parsed = touristInput.safeParse(v);
          if (!parsed.success) e.zod(parsed.error.issues, (p) => p[0] ?? 'client_name');
          else {
            const refused = new Set(e.list.map((x) => x.field));
            for (const iss of touristIssues([parsed.data]).filter((x) => x.path[1] !== 'client_phone_number' && !refused.has(String(x.path[1])))) e.add(String(iss.path[1]), iss.message.replace('第1位游客的', ''));
            const k = keyOf(parsed.data);
            if (seen.has(k)) e.add('client_card_number', `与第${seen.get(k)}行重复`);
            else seen.set(k, r.row);
          }
          if (e.list.length || !parsed.success) errors.push(...e.list.map((x) => ({ row: r.row, ...x })));
          else good.push({ row: r.row, input: parsed.data });
        }
        const report: TouristImportReport = { mode: i.mode, total: sheet.length, imported: 0, failed: new Set(errors.map((x) => x.row)).size, errors, added: [], changed: [], removed: [], unchanged: 0, removal_skipped: false };
        if (errors.length && i.mode === 'all') return report;

        // Match each good row: ID number first, else name + birthday (the birthday an ID number carries counts).
        const matched = new Set<number>();
        const list: TouristInput[] = good.map(({ input }) => {
          const card = input.client_card_number ? keyOf(input) : null;
          const idInfo = input.client_card_type === 1 && input.client_card_number ? checkIdCard(input.client_card_number) : null;
          const birthday = input.client_birthday ?? (idInfo?.ok ? idInfo.info.birthday : null);
          const hit = (card ? byCard.get(card) : undefined) ?? byName.get(nameKey({ client_name: input.client_name, client_birthday: birthday }));
          if (hit && !matched.has(hit.id)) { matched.add(hit.id); return { ...input, id: hit.id }; }
          return input;
        });
        const kept = existing.filter((t) => !matched.has(t.id));
        // A refused row may be any of the order's tourists (its ID number or name is what was wrong): while
        // rows are refused, nobody is removed — the report says so, and the corrected file removes them.
        const removing = i.remove_missing && report.failed === 0;
        report.removal_skipped = i.remove_missing && !removing;
        if (!removing) {
          for (const t of kept) list.push({ ...(Object.fromEntries(TOURIST_FIELDS.map((f) => [f, t[f]])) as TouristInput), id: t.id, person_type: t.person_type, room_type: t.room_type });
        }
        const persons = personsOf(o);
        if (list.length > persons) throw badInput(`名单共${list.length}人，超过订单报名人数（${persons}人）`, [{ field: 'file', message: '游客人数超过报名人数' }]);
        const prepared = await prepareTourists(tx, list, group.departure_date, existing);
        const saved = await saveTourists(tx, o.id, o.group_id, prepared, { user: ctx.user });
        const before = new Map(existing.map((t) => [t.id, t]));
        for (const t of saved) {
          const b = before.get(t.id);
          if (!b) report.added.push(t.client_name);
          else if (TOURIST_FIELDS.some((f) => String(b[f] ?? '') !== String(t[f] ?? '')) || b.person_type !== t.person_type || b.room_type !== t.room_type) report.changed.push(t.client_name);
          else report.unchanged++;
        }
        if (removing) report.removed = kept.map((t) => t.client_name);
        report.imported = good.length;
        await tx.update(orders).set({ version: sql`${orders.version} + 1`, updated_at: new Date() }).where(eq(orders.id, o.id));
        return report;
      });
    });
}
