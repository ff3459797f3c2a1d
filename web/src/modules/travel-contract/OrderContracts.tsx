/**
 * The contract section of an order's detail page (订单 › 合同): the order's contracts (each version) with
 * their states, 申请合同 / 申请新版本 and a link to each contract. Shown to roles holding the contracts page.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ContractKey } from '@ta/contract';
import { MoneyText } from '@/platform/inputs';
import { Auth, useGrants } from '@/platform/permission';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { TC_URLS, TCQ, type ContractRow, type OrderContracts as Answer } from './api';
import { ApplyDialog } from './ApplyDialog';
import { ContractStatusTag } from './shared';

/** The section, for roles that hold the contracts page (others see nothing of it). */
export function OrderContracts({ order }: { order: { id: number; code: string } }) {
  const grants = useGrants();
  return grants?.has(ContractKey.list) ? <OrderContractsCard order={order} /> : null;
}

function OrderContractsCard({ order }: { order: { id: number; code: string } }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [applying, setApplying] = useState(false);
  const q = useQuery({ queryKey: [TCQ.contract, 'ofOrder', order.id], queryFn: () => post<Answer>(TC_URLS.ofOrder, { order_id: order.id }), retry: false });
  if (q.error || !q.data) return null;
  const d = q.data;
  const open = (c: ContractRow) => navigate(routePath('contractDetail', { id: c.id, title: `合同：${c.code}` }));
  const applyLabel = d.contracts.some((c) => c.status === 2) ? '申请新版本合同' : '申请合同';
  return (
    <Card size="small" title="合同" data-testid="order-contracts" extra={
      <Auth perm={ContractKey.apply} action="canApply">
        <Tooltip title={d.apply_refused ?? undefined}><Button type="primary" disabled={Boolean(d.apply_refused)} onClick={() => setApplying(true)}>{applyLabel}</Button></Tooltip>
      </Auth>}>
      {d.order_changed && <Alert type="warning" showIcon style={{ marginBottom: 8 }} message="合同生成后订单已变更：已签署的合同文本不变，可申请新版本合同。" />}
      <Table<ContractRow> size="small" rowKey="id" pagination={false} dataSource={d.contracts} locale={{ emptyText: '尚未申请合同' }} columns={[
        { title: '合同编号', dataIndex: 'code', render: (v: string, c) => <a onClick={() => open(c)}>{v}</a> },
        { title: '版本', dataIndex: 'contract_version', render: (v: number) => `第${v}版` },
        { title: '模板', dataIndex: 'template_name' },
        { title: '金额', dataIndex: 'total', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
        { title: '状态', dataIndex: 'status', render: (v: number) => <ContractStatusTag status={v} /> },
        { title: '操作', key: 'op', render: (_v, c) => <a onClick={() => open(c)}>查看合同</a> },
      ]} />
      {applying && <ApplyDialog order={order} onClose={() => setApplying(false)} onDone={(c) => { setApplying(false); void client.invalidateQueries({ queryKey: [TCQ.contract] }); open(c); }} />}
    </Card>
  );
}
