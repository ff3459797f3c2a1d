/**
 * The line-product audit (线路产品审核) in the approval engine: submitted through /api/v1/audit/submit by a user
 * who may edit products; submitting sets 未审核 (the pending run blocks edits), approval 已通过 (the product
 * may open groups), rejection 已驳回 — each in the decision's transaction. The run shows the packages'
 * prices as they were at submission (packages and prices may be set before the approval; dates may not).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { AuditMsg, enumLabel, FeeType, fenToYuan, PACKAGE_FEE_TYPES, PriceKind, TrafficType } from '@ta/contract';
import type { DB } from '../../db/client';
import { registerAuditHandler } from '../../platform/approval';
import { badInput } from '../../platform/errors';
import { findInBoundary } from '../../platform/resource';
import { rows } from '../../platform/session';
import { packagePrices, pricePackages, products } from './product.tables';
import { AUDIT_APPROVED, AUDIT_REJECTED, AUDIT_UNREVIEWED, LINE_PRODUCT_AUDIT, setProductAuditStatus } from './product.service';

/** Up to 6 packages as "成人 销售价 1,980.00元 / 结算价 1,780.00元；儿童 …；库存 30人/团", for the approver. */
async function packageFields(tx: DB, productId: number): Promise<{ label: string; value: string }[]> {
  const pkgs = await tx.select().from(pricePackages).where(eq(pricePackages.product_id, productId)).orderBy(asc(pricePackages.plan_id), asc(pricePackages.sort), asc(pricePackages.id)).limit(6);
  if (!pkgs.length) return [];
  const prices = await tx.select().from(packagePrices).where(inArray(packagePrices.package_id, pkgs.map((p) => p.id)));
  return pkgs.map((k) => {
    const mine = prices.filter((x) => x.package_id === k.id);
    const parts = PACKAGE_FEE_TYPES.flatMap((fee) => {
      const kinds = mine.filter((x) => x.fee_type === fee).sort((a, b) => a.price_kind - b.price_kind);
      return kinds.length ? [`${enumLabel(FeeType, fee)} ${kinds.map((x) => `${enumLabel(PriceKind, x.price_kind)} ${fenToYuan(x.price)}元`).join(' / ')}`] : [];
    });
    return { label: `套餐“${k.name}”`, value: [...parts, `库存 ${k.seats}人/团`].join('；') };
  });
}

export function registerProductAudit(): void {
  registerAuditHandler(LINE_PRODUCT_AUDIT, {
    submitAccess: { key: 'product_route_travel', action: 'canEditor' },
    async loadForCaller(tx, id, caller) {
      const p = await findInBoundary<typeof products.$inferSelect>(tx, products, id, caller);
      return { submitRefused: p.audit_status === AUDIT_APPROVED ? AuditMsg.alreadyApproved : null };
    },
    async describe(tx: DB, id: number) {
      const [p] = await tx.select().from(products).where(eq(products.id, id)).limit(1);
      if (!p) throw badInput('产品不存在');
      const [c] = rows<{ days: number; packages: number }>(await tx.execute(sql`
        select (select count(*)::int from plan_days d join product_plans x on x.id = d.plan_id where x.product_id = ${id}) as days,
               (select count(*)::int from price_packages k where k.product_id = ${id}) as packages`));
      if (!c.days) throw badInput(`产品“${p.name}”还没有填写行程，请先填写行程信息再提交审核`);
      return {
        title: `${p.name}（${p.code}）`,
        link: `/product/editRouteTravel?id=${id}`,
        fields: [
          { label: '产品编号', value: p.code },
          { label: '行程天数', value: `${p.days}天${p.nights}晚` },
          { label: '目的地', value: p.destination_text },
          { label: '交通', value: [p.traffic_go, p.traffic_back].map((t) => (t == null ? '—' : enumLabel(TrafficType, t))).join(' / ') },
          { label: '价格套餐', value: `${c.packages}个` },
          ...(await packageFields(tx, id)),
        ],
      };
    },
    onSubmitted: async (tx, id, ctx) => { await setProductAuditStatus(tx, id, AUDIT_UNREVIEWED, ctx.user); },
    onApproved: async (tx, id, ctx) => { await setProductAuditStatus(tx, id, AUDIT_APPROVED, ctx.user); },
    onRejected: async (tx, id, ctx) => { await setProductAuditStatus(tx, id, AUDIT_REJECTED, ctx.user); },
  });
}
