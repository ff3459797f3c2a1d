/**
 * The invoices of an order on its detail page (a card the order module shows): order amount, invoiced (applied and
 * issued, voids excluded) and still invoiceable, with a link to apply (订单申请) for roles that may.
 */
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { InvoiceKey, fenToYuan } from '@ta/contract';
import { Auth } from '@/platform/permission';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { INV_URLS, IQ, type OrderInvoiceFigures } from './api';

export function OrderInvoiceSection({ orderId, code, buyer }: { orderId: number; code: string; buyer?: string | null }) {
  const q = useQuery({ queryKey: [IQ.figures, 'order', orderId], queryFn: () => post<OrderInvoiceFigures>(INV_URLS.orderSummary, { order_id: orderId }), retry: false });
  if (!q.data) return null;
  const f = q.data;
  return (
    <Card size="small" title="发票" data-testid="order-invoice"
      extra={f.invoiceable > 0 && (
        <Auth perm={InvoiceKey.order} action="canAdd">
          <Link to={routePath('invoiceOrderApply', { order_id: orderId, order_code: code, buyer: buyer ?? undefined })}>申请开票</Link>
        </Auth>
      )}>
      <Space size={48} wrap>
        <Statistic title="订单金额" prefix="¥" value={fenToYuan(f.total)} />
        <Statistic title="已开票（含申请中）" prefix="¥" value={fenToYuan(f.invoiced)} valueStyle={{ fontSize: 20 }} />
        <Statistic title="其中已开具" prefix="¥" value={fenToYuan(f.issued)} valueStyle={{ fontSize: 20 }} />
        <Statistic title="可开票" prefix="¥" value={fenToYuan(f.invoiceable)} valueStyle={{ fontSize: 20, color: f.invoiceable > 0 ? '#1677ff' : undefined }} />
      </Space>
    </Card>
  );
}
