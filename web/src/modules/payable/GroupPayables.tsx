/**
 * A group's payables (团期“应付付款”, also the 成本付款 detail page of 成本汇总): per cost line and supplier the
 * payable, pending, approved-unpaid, paid and unpaid amounts with the due date from the supplier's payment days,
 * income against the actual cost (实际毛利), the group's paying documents, and the buttons that start a loan, a
 * reimbursement or a payment for the group.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Skeleton, Space, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { enumLabel, fenToYuan, PayableDueState, PayableKey, type PayDocKindCode } from '@ta/contract';
import { MoneyText } from '@/platform/inputs';
import { usePermission } from '@/platform/permission';
import { post } from '@/platform/request';
import { PAY_URLS, PQ, marginText, type GroupPayables as Payables, type PayDocRow } from './api';
import { NewDocDialog, useRefreshPayables } from './DocForms';
import { DocDrawer, PayDocStatusTag } from './DocPages';

const DUE_COLOR: Record<number, string> = { 0: 'default', 1: 'orange', 2: 'red' };
const yuan = (f: number) => fenToYuan(f);

export function GroupPayablesPanel({ groupId }: { groupId: number }) {
  const q = useQuery({ queryKey: [PQ.payables, groupId], queryFn: () => post<Payables>(PAY_URLS.groupPayables, { group_id: groupId }), retry: false });
  const [dialog, setDialog] = useState<{ kind: PayDocKindCode; costId?: number } | null>(null);
  const [open, setOpen] = useState<PayDocRow | null>(null);
  const refresh = useRefreshPayables();
  const canLoan = usePermission(PayableKey.loan).has('canAdd');
  const canReim = usePermission(PayableKey.reimbursement).has('canAdd');
  const canPay = usePermission(PayableKey.payment).has('canAdd');
  if (q.isLoading) return <Skeleton active />;
  const p = q.data;
  if (!p) return <Empty description="无权查看应付或团期不存在" />;
  const pr = p.profit;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="group-payables">
      <Card size="small" title="实际核算（按已审核的应付单据）">
        <Row gutter={16}>
          <Col span={4}><Statistic title="收入（元）" value={yuan(pr.income)} /></Col>
          <Col span={4}><Statistic title="预算成本（元）" value={yuan(pr.budget_cost)} /></Col>
          <Col span={4}><Statistic title="实际成本（元）" value={yuan(pr.actual_cost)} /></Col>
          <Col span={4}><Statistic title="已付（元）" value={yuan(pr.paid)} /></Col>
          <Col span={4}><Statistic title="实际毛利（元）" value={yuan(pr.profit)} valueStyle={{ color: pr.profit < 0 ? '#cf1322' : undefined }} /></Col>
          <Col span={4}><Statistic title="毛利率" value={marginText(pr.margin_bp)} /></Col>
        </Row>
      </Card>
      <Card size="small" title="应付（每个成本项）" extra={
        <Space>
          {canLoan && <Button onClick={() => setDialog({ kind: 'loan' })}>借款</Button>}
          {canReim && <Button onClick={() => setDialog({ kind: 'reimbursement' })}>报销</Button>}
          {canPay && <Button type="primary" onClick={() => setDialog({ kind: 'payment' })}>付款</Button>}
        </Space>
      }>
        <Table size="small" rowKey="cost_id" pagination={false} dataSource={p.data} scroll={{ x: 1100 }}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>合计</Table.Summary.Cell>
              {(['payable', 'pending', 'approved_unpaid', 'paid', 'unpaid'] as const).map((k, i) => <Table.Summary.Cell key={k} index={i + 4} align="right"><MoneyText fen={p.summary[k]} /></Table.Summary.Cell>)}
              <Table.Summary.Cell index={9} colSpan={2} />
            </Table.Summary.Row>
          )}
          columns={[
            { title: '成本项', dataIndex: 'cost_id', width: 70, render: (v: number) => `#${v}` },
            { title: '类型', dataIndex: 'kind_name', width: 70 },
            { title: '供应商', dataIndex: 'supplier_name', width: 180, ellipsis: true },
            { title: '账期', dataIndex: 'payment_days', width: 70, render: (v: number) => `${v}天` },
            { title: '应付', dataIndex: 'payable', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
            { title: '审核中', dataIndex: 'pending', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
            { title: '待付款', dataIndex: 'approved_unpaid', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
            { title: '已付', dataIndex: 'paid', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
            { title: '未付', dataIndex: 'unpaid', align: 'right', render: (v: number) => <span data-testid={`unpaid-${v}`}><MoneyText fen={v} /></span> },
            { title: '到期日', dataIndex: 'due_date', width: 170, render: (v: string, r) => <>{v} {r.due_state !== null && <Tag color={DUE_COLOR[r.due_state]}>{enumLabel(PayableDueState, r.due_state)}</Tag>}</> },
            { title: '操作', key: 'op', width: 80, render: (_v, r) => (canPay && r.rest > 0 ? <Button size="small" type="link" onClick={() => setDialog({ kind: 'payment', costId: r.cost_id })}>付款</Button> : null) },
          ]} />
        <Table size="small" style={{ marginTop: 12 }} rowKey="supplier_id" pagination={false} dataSource={p.suppliers} title={() => '按供应商'} columns={[
          { title: '供应商', dataIndex: 'supplier_name' },
          { title: '应付', dataIndex: 'payable', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
          { title: '已付', dataIndex: 'paid', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
          { title: '未付', dataIndex: 'unpaid', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
        ]} />
      </Card>
      <Card size="small" title="借款、报销与付款单据">
        <Table size="small" rowKey="id" pagination={false} dataSource={p.documents} onRow={(r) => ({ onClick: () => setOpen(r) })} columns={[
          { title: '单号', dataIndex: 'code' },
          { title: '类型', dataIndex: 'kind_name' },
          { title: '供应商/人员', key: 'who', render: (_v, r) => r.supplier_name ?? r.borrower_name ?? '-' },
          { title: '金额', dataIndex: 'amount', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
          { title: '状态', dataIndex: 'status', render: (v: number) => <PayDocStatusTag status={v} /> },
          { title: '付款日期', dataIndex: 'pay_date' },
        ]} />
      </Card>
      {dialog && <NewDocDialog kind={dialog.kind} groupId={p.group.id} groupCode={p.group.code} lines={p.data} costId={dialog.costId} onClose={() => setDialog(null)} onDone={() => { setDialog(null); refresh(); }} />}
      {open && <DocDrawer kind={open.kind} id={open.id} onClose={() => setOpen(null)} />}
    </Space>
  );
}

/** 成本付款 (costSummaryPayment): the payables of the group named by `?group_id=`. */
export function CostSummaryPayment() {
  const [params] = useSearchParams();
  const id = Number(params.get('group_id'));
  return id ? <GroupPayablesPanel groupId={id} /> : <Empty description="请从成本汇总选择团期" />;
}
