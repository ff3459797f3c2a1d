/**
 * 保险中心 (insurance_center_list): the policies (one insured tourist each) with their cover dates, premium and
 * status; 投保 insures chosen tourists of an order with a product (cover from the group's dates, premium per
 * person from the product's rates, computed by the server); 退保 cancels a policy.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Modal, Select, Tag, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import { PolicyStatus, enumLabel, fenToYuan, policyCreate, type OrderRow } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { normalizePage } from '@/platform/list/paging';
import { Auth } from '@/platform/permission';
import { invalidateResource } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { ORDER_URLS, POLICY_URLS, Q, type OrderDetail, type PolicyRow } from './api';
import { useInsuranceOptions } from './insurance-options';

const KEY = 'insurance_center_list';

const columns: ListColumn<PolicyRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '保单号/被保险人/订单号' } },
  { title: '保单号', dataIndex: 'code', width: 160 },
  { title: '订单号', dataIndex: 'order_code', width: 160 },
  { title: '团号', dataIndex: 'group_code', width: 150 },
  { title: '被保险人', dataIndex: 'client_name', width: 100 },
  { title: '保险产品', dataIndex: 'insurance_product_name', width: 180, ellipsis: true },
  { title: '保险起期', dataIndex: 'start_date', width: 110 },
  { title: '保险止期', dataIndex: 'end_date', width: 110 },
  { title: '天数', dataIndex: 'days', width: 70 },
  { title: '保费', dataIndex: 'premium', width: 100, money: true, align: 'right' },
  {
    title: '状态', dataIndex: 'status', width: 80, enumMap: PolicyStatus, search: true,
    render: (_v, r) => <Tag color={r.status === 0 ? 'green' : 'default'}>{enumLabel(PolicyStatus, r.status)}</Tag>,
  },
  { title: '投保时间', dataIndex: 'created_at', width: 160, valueType: 'dateTime' },
];

export function InsuranceCenter() {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const reload = () => invalidateResource(client, Q.policy);
  const rowActions: RowAction<PolicyRow>[] = [{
    key: 'cancel', label: '退保', action: 'canEditor', danger: true, visible: (r) => r.status === 0, confirm: (r) => `确定为“${r.client_name}”退保吗？`,
    onClick: async (r) => {
      try { await post(POLICY_URLS.cancel, { id: r.id, version: r.version }); void message.success('已退保'); await reload(); } catch (e) { showError(e); }
    },
  }];
  return (
    <>
      <ListScreen<PolicyRow> source={{ url: POLICY_URLS.list }} name={Q.policy} permissionKey={KEY} columns={columns} rowActions={rowActions}
        exportName="保单" summaryLabels={{ premium: '有效保费' }} summaryMoney={['premium']} rowTone={false}
        toolbar={[<Auth key="add" perm={KEY} action="canAdd"><Button type="primary" onClick={() => setOpen(true)}>投保</Button></Auth>]} />
      {open && <InsureDialog onClose={() => setOpen(false)} onDone={() => { setOpen(false); void reload(); }} />}
    </>
  );
}

function InsureDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [search, setSearch] = useState('');
  const [orders, setOrders] = useState<OrderRow[]>([]);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const products = useInsuranceOptions(order?.group_id);
  const [productId, setProductId] = useState<number | null>(null);
  const unit = products?.find((p) => p.value === productId)?.unit_price ?? null;
  const [touristIds, setTouristIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => {
      post<unknown>(ORDER_URLS.list, { pageNo: 1, pageSize: 20, keyword: search.trim() || undefined }, { silent: true })
        .then((r) => setOrders(normalizePage<OrderRow>(r).rows.filter((o) => o.enrollment_status !== 2))).catch(() => setOrders([]));
    }, 300);
    return () => clearTimeout(t);
  }, [search]);
  const pick = async (id: number) => {
    try { const d = await post<OrderDetail>(ORDER_URLS.detail, { id }); setOrder(d); setProductId(null); setTouristIds(d.tourists.filter((t) => !t.withdrawn).map((t) => t.id)); } catch (e) { showError(e); }
  };
  const submit = async () => {
    const body = { order_id: order?.id, insurance_product_id: productId, tourist_ids: touristIds };
    const parsed = policyCreate.safeParse(body);
    if (!parsed.success) { void message.error(parsed.error.issues[0]?.message ?? '请检查投保信息'); return; }
    setBusy(true);
    try { await post(POLICY_URLS.add, body); void message.success('投保成功'); onDone(); } catch (e) { showError(e); } finally { setBusy(false); }
  };
  return (
    <Modal open title="投保" width={640} okText="投保" confirmLoading={busy} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label="订单" required>
          <Select showSearch filterOption={false} placeholder="输入订单号、联系人搜索" onSearch={setSearch} value={order?.id}
            options={orders.map((o) => ({ value: o.id, label: `${o.code} ${o.product_name} ${o.departure_date} ${o.contact_name}` }))}
            onChange={(v: number) => void pick(v)} />
        </Form.Item>
        {order && <Typography.Paragraph type="secondary">保险期间：{order.group?.departure_date} 至 {order.group?.disband_date}（{order.product?.days}天，按团期日期），保费按产品费率逐人计算。</Typography.Paragraph>}
        <Form.Item label="保险产品" required>
          <Select value={productId ?? undefined} onChange={setProductId} options={products ?? []} placeholder={order ? '选择保险产品' : '请先选择订单'} disabled={!order} />
        </Form.Item>
        {order && (
          <Form.Item label={`投保游客（${touristIds.length}人）`} required
            extra={unit !== null && <span data-testid="insure-premium">保费 ¥{fenToYuan(unit)}/人，合计 ¥{fenToYuan(unit * touristIds.length)}</span>}>
            <Checkbox.Group value={touristIds} onChange={(v) => setTouristIds(v as number[])}
              options={order.tourists.filter((t) => !t.withdrawn).map((t) => ({ value: t.id, label: t.client_name ?? `游客${t.id}` }))} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
