/**
 * 报账 of a group: 完成核算 (the operator closes the group's accounting), 提交报账审核 (the line-settlement
 * audit), the settlement records with their audit outcome, and what is still open — receivables per order
 * (应收) and payables per supplier (应付).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Table, Tag, message } from 'antd';
import { isoToday, CollectState, EnrollmentStatus, enumLabel, SettlementCycle } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs/MoneyText';
import { normalizePage } from '@/platform/list/paging';
import { usePermission } from '@/platform/permission';
import { invalidateResource, resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { GROUP_KEY, OP_URLS, SETTLE_KEY, type GroupRow } from '../api';
import { settleActions } from '../hall-model';
import { SettleTag } from '../tags';

type Row = Record<string, unknown> & { id?: number };
const money = (v: unknown) => <MoneyText fen={typeof v === 'number' ? v : null} prefix="" />;
const SETTLE_RECORD_COLOR: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error', 3: 'default' };
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));

/** Rows of an answer: `{ data }`, `{ versions }` (settlement records) or a page. */
function rowsOf(resp: unknown): Row[] {
  const versions = (resp as { versions?: unknown } | null)?.versions;
  return Array.isArray(versions) ? (versions as Row[]) : normalizePage<Row>(resp).rows;
}

function useRows(url: string, groupId: number, part: string) {
  return useQuery({
    queryKey: [...resourceKeys(SETTLE_KEY).list({ group_id: groupId, part })],
    queryFn: async () => rowsOf(await post<unknown>(url, { group_id: groupId })),
    retry: false,
  });
}

export function SettlementPanel({ group }: { group: GroupRow }) {
  const client = useQueryClient();
  const { has } = usePermission('line_operation');
  const records = useRows(OP_URLS.auditResult, group.id, 'records');
  const collect = useRows(OP_URLS.collect, group.id, 'collect');
  const payment = useRows(OP_URLS.payment, group.id, 'payment');
  const refresh = async () => { await invalidateResource(client, SETTLE_KEY); await invalidateResource(client, GROUP_KEY); };
  const run = async (url: string, body: unknown, ok: string) => {
    try { await post(url, body); void message.success(ok); } catch (e) { showError(e); }
    await refresh();
  };
  const st = group.settle_status;
  const { finish: canFinish, submit: canSubmit, hint } = settleActions(group, isoToday());

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={<Space>报账 <SettleTag value={st} /></Space>}
        extra={(
          <Space>
            {canFinish && has('canAccount') && (
              <Popconfirm title="完成核算后成本将锁定，之后修改成本须提交成本调整单。确定完成核算吗？" onConfirm={() => run(OP_URLS.finish, { group_id: group.id, version: group.version }, '已完成核算')}>
                <Button type="primary">完成核算</Button>
              </Popconfirm>
            )}
            {canSubmit && has('canAccount') && (
              <Popconfirm title="确定提交报账审核吗？" onConfirm={() => run(OP_URLS.audit, { group_id: group.id }, '已提交报账审核')}>
                <Button type={canFinish ? 'default' : 'primary'}>提交报账审核</Button>
              </Popconfirm>
            )}
          </Space>
        )}>
        {hint && <Alert type="info" showIcon message={hint} style={{ marginBottom: 12 }} />}
        <Table<Row> size="small" rowKey={(r) => String(r.id ?? r.code)} pagination={false} loading={records.isFetching} dataSource={records.data ?? []}
          title={() => '报账记录'} locale={{ emptyText: '暂无报账记录' }}
          columns={[
            { title: '报账单号', dataIndex: 'code', render: text },
            { title: '版本', dataIndex: 'seq', render: text },
            { title: '人数', dataIndex: 'persons', align: 'right', render: text },
            { title: '收入（元）', dataIndex: 'income', align: 'right', render: money },
            { title: '成本（元）', dataIndex: 'cost', align: 'right', render: money },
            { title: '毛利（元）', dataIndex: 'profit', align: 'right', render: money },
            { title: '状态', dataIndex: 'status', render: (v: unknown, r: Row) => <Tag color={SETTLE_RECORD_COLOR[Number(v)]}>{text(r.status_label ?? v)}</Tag> },
            { title: '提交人', dataIndex: 'submitted_by_name', render: text },
            { title: '提交时间', dataIndex: 'submitted_at', render: (v: unknown) => text(typeof v === 'string' ? v.slice(0, 19).replace('T', ' ') : v) },
            { title: '审核人', dataIndex: 'decided_by_name', render: text },
            { title: '审核意见', dataIndex: 'comment', render: text },
          ]} />
      </Card>
      <Card size="small" title="应收（按订单）">
        <Table<Row> size="small" rowKey={(r) => String(r.order_id ?? r.id)} pagination={false} loading={collect.isFetching} dataSource={collect.data ?? []}
          locale={{ emptyText: '暂无应收' }}
          columns={[
            { title: '订单号', dataIndex: 'order_code', render: text },
            { title: '联系人', dataIndex: 'contact_name', render: text },
            { title: '报名状态', dataIndex: 'enrollment_status', render: (v: unknown) => enumLabel(EnrollmentStatus, v as number) },
            { title: '应收（元）', dataIndex: 'total', align: 'right', render: money },
            { title: '已收（元）', dataIndex: 'received', align: 'right', render: money },
            { title: '未收（元）', dataIndex: 'remaining', align: 'right', render: money },
            { title: '状态', dataIndex: 'state', render: (v: unknown) => <Tag color={v === 1 ? 'green' : 'orange'}>{enumLabel(CollectState, v as number)}</Tag> },
          ]} />
      </Card>
      <Card size="small" title="应付（按供应商）">
        <Table<Row> size="small" rowKey={(r) => String(r.cost_id)} pagination={false} loading={payment.isFetching} dataSource={payment.data ?? []}
          locale={{ emptyText: '暂无应付' }}
          columns={[
            { title: '供应商', dataIndex: 'supplier_name', render: text },
            { title: '成本类型', dataIndex: 'kind_name', render: text },
            { title: '结算方式', dataIndex: 'settlement_cycle', render: (v: unknown) => (v === null || v === undefined ? '-' : enumLabel(SettlementCycle, v as number)) },
            { title: '数量', dataIndex: 'quantity', align: 'right', render: text },
            { title: '单价（元）', dataIndex: 'unit_price', align: 'right', render: money },
            { title: '应付（元）', dataIndex: 'payable', align: 'right', render: money },
            { title: '已付（元）', dataIndex: 'paid', align: 'right', render: money },
            { title: '未付（元）', dataIndex: 'unpaid', align: 'right', render: money },
          ]} />
      </Card>
    </Space>
  );
}
