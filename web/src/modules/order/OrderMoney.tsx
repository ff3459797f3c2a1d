/**
 * The money of an order on its detail page: 应收 / 已收 / 已退 / 未收 with 待收款 / 已结清 (fields the server
 * derives from the finance documents), the deposit, and — for roles that see receipts (批量订单收款) — the
 * order's receipts and refunds with their audit states and a link to its receivable detail.
 */
import { Card, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { FinanceKey } from '@ta/contract';
import { MoneyText } from '@/platform/inputs';
import { useGrants } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { ReceiptTable, RefundTable, useOrderMoney } from '../finance/receive/ReceivableDetail';
import { OrderMoneyCards } from '../finance/shared';
import type { OrderDetail } from './api';

export function OrderMoneySection({ d }: { d: OrderDetail }) {
  const canSee = Boolean(useGrants()?.has(FinanceKey.receive));
  const money = useOrderMoney(d.id, canSee);
  return (
    <Card size="small" title="收款" className="ta-order-money"
      extra={canSee ? <Link to={routePath('receivableDetail', { order_id: d.id, title: `应收明细：${d.code}` })}>应收明细</Link> : null}>
      <OrderMoneyCards m={{ total: d.total, received: d.received, received_gross: d.received_gross, refunded: d.refunded, pending_receipts: d.pending_receipts,
        pending_refunds: d.pending_refunds, remaining: d.remaining ?? d.due, pay_state: d.pay_state }} />
      <Space style={{ marginTop: 8 }}><Typography.Text type="secondary">定金 <MoneyText fen={d.deposit} />（占位订单收到定金后自动确认）</Typography.Text></Space>
      {canSee && money.data && (money.data.receipts.length > 0 || money.data.refunds.length > 0) && (
        <div style={{ marginTop: 12 }}>
          <ReceiptTable rows={money.data.receipts} orderId={d.id} />
          {money.data.refunds.length > 0 && <RefundTable rows={money.data.refunds} />}
        </div>
      )}
    </Card>
  );
}
