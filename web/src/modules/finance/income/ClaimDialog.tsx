/**
 * 认领 an arrival (sales): the system's suggestions first — the customers and open orders most likely meant,
 * each with the reasons it was suggested (the payer's earlier claims, an amount matching an order's rest or a
 * sum of a customer's open orders, order numbers or names in the remark) — 采用 fills the split; or pick a
 * customer by hand and split the amount over its open orders. The total never exceeds the arrival's unclaimed
 * rest (the server checks again under concurrent claims); the claim goes to the claim audit.
 */
import { BulbOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Input, Modal, Radio, Space, Spin, Table, Tag, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import { capitalAmount, claimCreate, fenToYuan, type ClaimSuggestion, type CustomerKindCode } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { CustomerSelect } from '../../merchant/customer/CustomerSelect';
import { FIN_URLS, FQ, type ArrivalRow, type ClaimSuggestAnswer, type MoneyOrderRow } from '../api';
import { autoSplit, splitForApi, splitProblems, splitTotal, type SplitLine } from '../money-model';
import { YuanInput } from '../YuanInput';

interface PickOrder { order_id: number; code: string; open: number; extra?: string }
interface Pick { customer_id: number | null; customer_name: string; orders: PickOrder[]; lines: SplitLine[]; reasons: Record<number, string[]> }

/** A suggestion → the orders and split it proposes (its amounts, capped by the rest). */
export function pickOfSuggestion(s: ClaimSuggestion, rest: number): Pick {
  let left = rest;
  const lines = s.orders.map((o) => { const a = Math.min(o.amount, o.remaining, left); left -= a; return { order_id: o.order_id, open: o.remaining, amount: a > 0 ? a : null }; });
  return {
    customer_id: s.customer_id, customer_name: s.customer_name, lines,
    orders: s.orders.map((o) => ({ order_id: o.order_id, code: o.code, open: o.remaining })),
    reasons: Object.fromEntries(s.orders.map((o) => [o.order_id, o.reasons])),
  };
}

export function ClaimDialog({ arrival, onClose, onDone }: { arrival: ArrivalRow; onClose: () => void; onDone: () => void }) {
  const sq = useQuery({
    queryKey: resourceKeys(FQ.arrival).detail(`suggest-${arrival.id}`),
    queryFn: () => post<ClaimSuggestAnswer>(FIN_URLS.claimSuggest, { arrival_id: arrival.id }),
    retry: false, staleTime: 0,
  });
  useEffect(() => { if (sq.error) showError(sq.error); }, [sq.error]);
  const rest = sq.data?.rest ?? arrival.rest;
  const [pick, setPick] = useState<Pick | null>(null);
  const [kind, setKind] = useState<CustomerKindCode>('peer');
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);

  const chooseCustomer = async (id: number | null, name: string) => {
    if (!id) { setPick(null); return; }
    try {
      const r = await post<{ data: MoneyOrderRow[] }>(FIN_URLS.balance, { customer_id: id });
      const orders = r.data.map((o) => ({ order_id: o.order_id, code: o.order_code, open: o.open, extra: `${o.group_code} ${o.departure_date}` }));
      setPick({ customer_id: id, customer_name: name, orders, lines: autoSplit(rest, orders), reasons: {} });
    } catch (e) { showError(e); }
  };

  const problems = pick ? splitProblems(pick.lines, rest, (id) => pick.orders.find((o) => o.order_id === id)?.code ?? String(id)) : ['请选择认领的客户和订单'];
  const sum = pick ? splitTotal(pick.lines) : 0;
  const submit = async () => {
    if (!pick || problems.length) { void message.error(problems[0]); return; }
    const body = { arrival_id: arrival.id, customer_id: pick.customer_id, lines: splitForApi(pick.lines), remark: remark.trim() || null };
    const parsed = claimCreate.safeParse(body);
    if (!parsed.success) { void message.error(parsed.error.issues[0]?.message ?? '请检查认领信息'); return; }
    setBusy(true);
    try {
      await post(FIN_URLS.claimAdd, body);
      void message.success('认领已提交审核，财务审核通过后计入订单已收');
      onDone();
    } catch (e) { showError(e); } finally { setBusy(false); }
  };

  return (
    <Modal open width={1000} title="认领到账" onCancel={onClose} maskClosable={false} destroyOnHidden className="ta-claim-dialog"
      okText={`提交认领 ¥${fenToYuan(sum)}`} okButtonProps={{ disabled: problems.length > 0, loading: busy }} onOk={() => void submit()}>
      <Descriptions size="small" bordered column={3} items={[
        { key: 'd', label: '到账日期', children: `${arrival.arrived_on}${arrival.arrived_time ? ` ${arrival.arrived_time}` : ''}` },
        { key: 'p', label: '付款人', children: arrival.payer_name },
        { key: 'a', label: '到账金额', children: <MoneyText fen={arrival.amount} /> },
        { key: 's', label: '银行流水号', children: arrival.serial ?? '-' },
        { key: 'r', label: '摘要', children: arrival.remark ?? '-' },
        { key: 'rest', label: '可认领余额', children: <b data-testid="claim-rest"><MoneyText fen={rest} /></b> },
      ]} />
      <Card size="small" style={{ marginTop: 12 }} title={<Space><BulbOutlined style={{ color: '#faad14' }} />认领建议</Space>}
        extra={sq.data ? <Typography.Text type="secondary">用时 {sq.data.elapsed_ms} 毫秒</Typography.Text> : null}>
        {sq.isLoading ? <Spin /> : !sq.data?.suggestions.length ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有找到可能的客户，请手动选择" /> : (
          <Space direction="vertical" style={{ width: '100%' }}>
            {sq.data.suggestions.map((s, i) => (
              <div key={`${s.customer_id}-${i}`} className="ta-claim-suggestion" data-testid="claim-suggestion"
                style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8, background: pick?.customer_id === s.customer_id && pick?.customer_name === s.customer_name ? '#e6f4ff' : undefined }}>
                <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                  <Space wrap>
                    {i === 0 && <Tag color="gold">最可能</Tag>}
                    <b>{s.customer_name}</b>
                    <Tag>匹配度 {Math.round(s.score)}</Tag>
                    {s.reasons.map((r) => <Tag key={r} color="blue">{r}</Tag>)}
                  </Space>
                  <Button size="small" type="primary" ghost onClick={() => setPick(pickOfSuggestion(s, rest))}>采用建议</Button>
                </Space>
                {s.orders.length > 0 && (
                  <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                    {s.orders.map((o) => <li key={o.order_id}>{o.code}：未收 ¥{fenToYuan(o.remaining)}，建议认领 ¥{fenToYuan(o.amount)}{o.reasons.length ? `（${o.reasons.join('；')}）` : ''}</li>)}
                  </ul>
                )}
              </div>
            ))}
          </Space>
        )}
      </Card>
      <Card size="small" style={{ marginTop: 12 }} title="认领到订单">
        <Space style={{ marginBottom: 8 }} wrap>
          <span>手动选择客户</span>
          <Radio.Group value={kind} onChange={(e) => setKind(e.target.value as CustomerKindCode)} optionType="button" size="small"
            options={[{ value: 'peer', label: '同行客户' }, { value: 'unit', label: '单位客户' }]} />
          <div style={{ width: 280 }}><CustomerSelect kind={kind} value={pick?.customer_id ?? null} valueLabel={pick?.customer_name} onChange={(id, c) => void chooseCustomer(id, c?.name ?? '')} /></div>
          {pick && <Button size="small" onClick={() => setPick({ ...pick, lines: autoSplit(rest, pick.orders) })}>按余额自动分配</Button>}
        </Space>
        {pick ? (
          <>
            <Table<PickOrder> size="small" rowKey="order_id" pagination={false} dataSource={pick.orders} locale={{ emptyText: '该客户没有未收齐的订单' }}
              columns={[
                { title: '订单号', dataIndex: 'code', render: (v: string, o) => <>{v}{o.extra ? <Typography.Text type="secondary"> {o.extra}</Typography.Text> : null}</> },
                { title: '未收', dataIndex: 'open', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
                { title: '建议理由', key: 'why', render: (_v, o) => (pick.reasons[o.order_id] ?? []).join('；') || '-' },
                {
                  title: '认领金额（元）', key: 'amount', width: 200,
                  render: (_v, o) => <YuanInput value={pick.lines.find((l) => l.order_id === o.order_id)?.amount ?? null} max={o.open} aria-label={`认领金额 ${o.code}`}
                    onChange={(fen) => setPick({ ...pick, lines: pick.lines.map((l) => (l.order_id === o.order_id ? { ...l, amount: fen } : l)) })} />,
                },
              ]} />
            <Space style={{ marginTop: 8 }} direction="vertical">
              <span>客户：<b>{pick.customer_name}</b>　认领合计：<b data-testid="claim-total">¥{fenToYuan(sum)}</b>（{capitalAmount(Number.isInteger(sum) ? sum : 0)}）　可认领余额 ¥{fenToYuan(rest)}</span>
              {problems.length > 0 && <Alert type="error" showIcon message={problems[0]} />}
              <Input.TextArea value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={500} rows={2} placeholder="备注（可选）" />
            </Space>
          </>
        ) : <Typography.Text type="secondary">采用上面的建议，或手动选择客户</Typography.Text>}
      </Card>
    </Modal>
  );
}
