/** Number rules: list/detail/update of the rule of each document type, and a preview of the next number. */
import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { NumberDocType, numberPreviewAnswer, numberPreviewReq, RESOURCES, type DatePartCode, type NumberDocTypeCode, type ResetPeriodCode } from '@ta/contract';
import { findPage, type AnyRow } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { mountResource } from '../../platform/resource';
import { defineRoute } from '../../platform/route';
import { numberRules } from './basic.tables';
import { carryCounterOnReset, forgetNumberBlocks, nextNumbers, previewNumber } from './number.service';

const N = numberRules;
type RuleRow = typeof numberRules.$inferSelect;
const shape = (r: RuleRow) => ({ ...r, date_part: r.date_part as DatePartCode, reset_period: r.reset_period as ResetPeriodCode });

export function numberRoutes(app: FastifyInstance): void {
  const present = async (rs: AnyRow[], ctx: { db: Parameters<typeof nextNumbers>[0] }) => {
    const next = await nextNumbers(ctx.db, (rs as RuleRow[]).map(shape));
    return rs.map((r) => ({ ...r, doc_type_name: NumberDocType[r.doc_type as NumberDocTypeCode] ?? r.doc_type, next_number: next.get(r.doc_type as string) }));
  };
  mountResource(app, RESOURCES.numberRule, {
    table: N,
    list: async (_i, ctx, base) => {
      const page = await findPage(ctx.db, N, { ...base, defaultSort: { field: 'id', order: 'asc' } });
      return { page_data: { ...page, data: await present(page.data, ctx) } };
    },
    present,
    beforeUpdate: async (tx, i, before) => {
      // Another type with the same prefix would print numbers that look alike (and may be equal).
      if (i.prefix) {
        const [other] = await tx.select({ doc_type: N.doc_type }).from(N).where(and(eq(N.prefix, i.prefix as string), ne(N.id, before.id as number)));
        if (other) {
          const msg = `编号前缀“${String(i.prefix)}”已被${NumberDocType[other.doc_type as NumberDocTypeCode] ?? other.doc_type}使用`;
          throw badInput(msg, [{ field: 'prefix', message: msg }]);
        }
      }
      // Lock the rule against issuers (they hold a share lock) while the period key may change.
      await tx.select({ id: N.id }).from(N).where(eq(N.id, before.id as number)).for('update');
      await carryCounterOnReset(tx, before.doc_type as string, before.reset_period as ResetPeriodCode, i.reset_period as ResetPeriodCode);
      // Numbers this process reserved under the old rule are dropped: the next one follows the new rule (another
      // server drops its block within 10 s, number.service.ts).
      forgetNumberBlocks(app.services.db, before.doc_type as string);
      return { prefix: i.prefix, date_part: i.date_part, seq_length: i.seq_length, reset_period: i.reset_period, remark: i.remark };
    },
  });

  defineRoute(app, {
    path: '/api/v1/numberRule/preview', access: { key: RESOURCES.numberRule.permissionKey, action: 'view' }, body: numberPreviewReq, out: numberPreviewAnswer,
    tag: '编号规则', summary: '下一个编号（不占用）；可带未保存的规则字段预览',
  }, async (i, ctx) => {
    const { doc_type, ...draft } = i;
    return previewNumber(ctx.db, doc_type, draft);
  });
}
