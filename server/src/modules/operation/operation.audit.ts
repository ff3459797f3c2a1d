/**
 * The cost-adjustment and line-settlement audits: this module's handlers in the approval engine. Both are
 * submitted only by the module's own routes (no generic submit access). Each decision's business effect runs in
 * the decision's transaction.
 */
import { eq } from 'drizzle-orm';
import { CostKind, fenToYuan, type AnyCostKind } from '@ta/contract';
import type { DB } from '../../db/client';
import { registerAuditHandler } from '../../platform/approval';
import { findById } from '../../platform/data';
import { products } from '../product/product.tables';
import { approveAdjustment, rejectAdjustment, withdrawAdjustment, type AdjustRow } from './adjust.service';
import { groupById } from './operation.common';
import { costAdjustments, groupSettlements } from './operation.tables';
import { approveSettlement, rejectSettlement, withdrawSettlement, type SettlementRow } from './settle.service';

const yuan = (f: number) => `${fenToYuan(f)}元`;

async function productName(tx: DB, id: number): Promise<string> {
  const [p] = await tx.select({ name: products.name }).from(products).where(eq(products.id, id)).limit(1);
  return p?.name ?? '';
}

export function registerOperationAudits(): void {
  registerAuditHandler('costAdjustment', {
    async describe(tx, id) {
      const a = await findById<AdjustRow>(tx, costAdjustments, id);
      const g = await groupById(tx, a.group_id);
      const kind = CostKind[a.kind as AnyCostKind] ?? a.kind;
      return {
        title: `成本调整 ${a.code}：${g.code} ${kind}`,
        amount: Math.abs(a.after_total - a.before_total),
        link: `/product/lineOperationAdjustBillOrder?id=${id}`,
        fields: [
          { label: '团号', value: g.code }, { label: '产品', value: await productName(tx, g.product_id) },
          { label: '出发日期', value: g.departure_date }, { label: '成本类型', value: kind },
          { label: '调整前', value: yuan(a.before_total) }, { label: '调整后', value: yuan(a.after_total) },
          { label: '调整原因', value: a.reason },
        ],
      };
    },
    onApproved: (tx, id, ctx) => approveAdjustment(tx, id, ctx.user),
    onRejected: (tx, id, ctx, comment) => rejectAdjustment(tx, id, ctx.user, comment),
    onWithdrawn: (tx, id, ctx) => withdrawAdjustment(tx, id, ctx.user),
  });
  registerAuditHandler('lineSettlement', {
    async describe(tx, id) {
      const s = await findById<SettlementRow>(tx, groupSettlements, id);
      const g = await groupById(tx, s.group_id);
      return {
        title: `线路报账 ${g.code} ${await productName(tx, g.product_id)}（第${s.seq}版）`,
        amount: s.income,
        link: `/product/LineOperationHallDetail?id=${g.id}`,
        fields: [
          { label: '报账单号', value: s.code }, { label: '团号', value: g.code }, { label: '出发日期', value: g.departure_date },
          { label: '人数', value: String(s.persons) }, { label: '收入', value: yuan(s.income) }, { label: '成本', value: yuan(s.cost) },
          { label: '毛利', value: yuan(s.profit) },
        ],
      };
    },
    onApproved: (tx, id, ctx) => approveSettlement(tx, id, ctx.user),
    onRejected: (tx, id, ctx, comment) => rejectSettlement(tx, id, ctx.user, comment),
    onWithdrawn: (tx, id, ctx) => withdrawSettlement(tx, id, ctx.user),
  });
}
