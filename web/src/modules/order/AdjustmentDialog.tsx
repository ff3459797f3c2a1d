/**
 * 调价 / 退团 after confirmation: an order-adjustment bill (调整单) sent to the order-adjustment audit.
 * 调价 edits the order's income lines; 退团 picks the leaving tourists and the amount the order drops by.
 */
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Space, Typography, message } from 'antd';
import { useState } from 'react';
import { adjustmentCreate, capitalAmount, fenToYuan, linesTotal, yuanToFen } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { post } from '@/platform/request';
import { ORDER_URLS, type OrderDetail } from './api';
import { PriceLinesEditor } from './PriceLinesEditor';
import { lineProblems, linesForApi, newLineKey, type PriceLine } from './price-model';

export function AdjustmentDialog({ order, kind, onClose, onDone }: { order: OrderDetail; kind: 'price' | 'withdraw'; onClose: () => void; onDone: () => void }) {
  const [lines, setLines] = useState<PriceLine[]>(() => order.lines.map((l) => ({ key: newLineKey(), fee_type: l.fee_type, description: l.description ?? '', price: l.price, quantity: l.quantity })));
  const [touristIds, setTouristIds] = useState<number[]>([]);
  const [refund, setRefund] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const active = order.tourists.filter((t) => !t.withdrawn);
  const refundFen = refund ? yuanToFen(refund) : 0;
  const newTotal = kind === 'price' ? linesTotal(lines) : order.total - refundFen;

  const submit = async () => {
    const body = kind === 'price'
      ? { order_id: order.id, kind, lines: linesForApi(lines), reason }
      : { order_id: order.id, kind, tourist_ids: touristIds, refund_amount: refundFen, reason };
    if (kind === 'price') { const p = lineProblems(lines); if (p.length) { void message.error(p[0]); return; } }
    const parsed = adjustmentCreate.safeParse(body);
    if (!parsed.success) { void message.error(parsed.error.issues[0]?.message ?? '请检查调整单'); return; }
    setBusy(true);
    try {
      await post(ORDER_URLS.adjustAdd, body);
      void message.success('调整单已提交审核');
      onDone();
    } catch (e) { showError(e); } finally { setBusy(false); }
  };

  return (
    <Modal open width={kind === 'price' ? 900 : 600} title={`${kind === 'price' ? '调价' : '退团'}：${order.code}`} okText="提交审核" confirmLoading={busy}
      onOk={() => void submit()} onCancel={onClose} maskClosable={false} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message="已确认的订单通过调整单调价或退团，审核通过后生效。" />
        {kind === 'price'
          ? <PriceLinesEditor value={lines} onChange={setLines} />
          : (
            <>
              <Typography.Text strong>退团游客</Typography.Text>
              <Checkbox.Group value={touristIds} onChange={(v) => setTouristIds(v as number[])}
                options={active.map((t) => ({ value: t.id, label: t.client_name ?? `游客${t.id}` }))} />
              <Form.Item label="订单减少金额（元）" style={{ marginBottom: 0 }}>
                <InputNumber<string> stringMode min="0" precision={2} value={refund} onChange={setRefund} style={{ width: 200 }} />
              </Form.Item>
            </>
          )}
        <Form.Item label="调整原因" required style={{ marginBottom: 0 }}>
          <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={2} showCount />
        </Form.Item>
        <Typography.Text>调整前 ¥{fenToYuan(order.total)} → 调整后 <b>¥{fenToYuan(newTotal)}</b>（{newTotal >= 0 && Number.isInteger(newTotal) ? capitalAmount(newTotal) : '-'}）</Typography.Text>
      </Space>
    </Modal>
  );
}
