/**
 * The price lines of an order (价格明细), amounts in integer fen shown in yuan: fee type, description, unit
 * price, quantity, subtotal; 添加优惠 adds a negative line, 添加费用 an extra fee line; the total with its
 * capital form (capitalAmount). Used by the sign-up form and the price-change adjustment bill.
 */
import { DeleteOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { FeeType, capitalAmount, enumOptions, fenToYuan, linesTotal, yuanToFen } from '@ta/contract';
import { MoneyText } from '@/platform/inputs';
import { discountLine, extraLine, type PriceLine } from './price-model';

const FEES = enumOptions(FeeType);

/** Yuan text of a fen amount for an input ("-100.50"), and back (empty → 0; text that is no amount yet → undefined). */
const toYuan = (fen: number) => fenToYuan(fen, false);
function toFen(v: string | number | null): number | undefined {
  if (v === null || v === '') return 0;
  try { return yuanToFen(String(v)); } catch { return undefined; }
}

export function PriceLinesEditor({ value, onChange, readOnly }: { value: PriceLine[]; onChange: (next: PriceLine[]) => void; readOnly?: boolean }) {
  const set = (key: string, patch: Partial<PriceLine>) => onChange(value.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const total = linesTotal(value);
  return (
    <div className="ta-price-lines">
      <Table<PriceLine> rowKey="key" size="small" pagination={false} dataSource={value}
        columns={[
          { title: '费用类型', dataIndex: 'fee_type', width: 150, render: (_v, l, i) => <Select aria-label={`第${i + 1}行费用类型`} value={l.fee_type} options={FEES} disabled={readOnly} style={{ width: '100%' }} onChange={(x) => set(l.key, { fee_type: x })} /> },
          { title: '说明', dataIndex: 'description', render: (_v, l, i) => <Input aria-label={`第${i + 1}行说明`} value={l.description} disabled={readOnly} maxLength={200} onChange={(e) => set(l.key, { description: e.target.value })} /> },
          {
            title: '单价（元）', dataIndex: 'price', width: 150,
            render: (_v, l, i) => <InputNumber<string> aria-label={`第${i + 1}行单价（元）`} stringMode precision={2} value={toYuan(l.price)} disabled={readOnly} style={{ width: '100%' }}
              className={l.price < 0 ? 'ta-negative' : undefined} onChange={(x) => { const price = toFen(x); if (price !== undefined) set(l.key, { price }); }} />,
          },
          { title: '数量', dataIndex: 'quantity', width: 100, render: (_v, l, i) => <InputNumber aria-label={`第${i + 1}行数量`} value={l.quantity} min={0} max={9999} precision={0} disabled={readOnly} style={{ width: '100%' }} onChange={(x) => set(l.key, { quantity: x ?? 0 })} /> },
          { title: '小计（元）', key: 'total', width: 130, align: 'right', render: (_v, l) => <MoneyText fen={l.price * l.quantity} /> },
          ...(readOnly ? [] : [{
            title: '', key: 'op', width: 48,
            render: (_v: unknown, l: PriceLine) => <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除费用" onClick={() => onChange(value.filter((x) => x.key !== l.key))} />,
          }]),
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}><Typography.Text strong>合计</Typography.Text></Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right"><Typography.Text strong type={total < 0 ? 'danger' : undefined} data-testid="lines-total">{`¥${fenToYuan(total)}`}</Typography.Text></Table.Summary.Cell>
            {!readOnly && <Table.Summary.Cell index={2} />}
          </Table.Summary.Row>
        )} />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8, flexWrap: 'wrap', gap: 8 }}>
        {!readOnly ? (
          <Space>
            <Button size="small" icon={<PlusOutlined />} onClick={() => onChange([...value, extraLine()])}>添加费用</Button>
            <Button size="small" icon={<MinusCircleOutlined />} onClick={() => onChange([...value, discountLine()])}>添加优惠</Button>
          </Space>
        ) : <span />}
        <Typography.Text type="secondary">大写：<span data-testid="lines-capital">{Number.isInteger(total) ? capitalAmount(total) : '-'}</span></Typography.Text>
      </div>
    </div>
  );
}
