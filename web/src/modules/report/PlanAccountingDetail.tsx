/** 核算明细: one group's plan and accounting, every income line of its orders and every cost line, each table summed. */
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Skeleton, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { bpText, enumLabel, FeeType, SettleStatus, type planDetailAnswer } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { MoneyText } from '@/platform/inputs';
import { post } from '@/platform/request';
import { REPORT_URLS } from './api';

type Detail = Answer<typeof planDetailAnswer>;
type PlanIncomeLine = Detail['income_lines'][number];
type PlanCostLine = Detail['cost_lines'][number];

const money = (v: number) => <MoneyText fen={v} />;

export function PlanAccountingDetail() {
  const [params] = useSearchParams();
  const id = Number(params.get('group_id'));
  const q = useQuery({ queryKey: ['report-plan-detail', id], queryFn: () => post<Detail>(REPORT_URLS.planDetail, { group_id: id }), enabled: id > 0, retry: false });
  if (!(id > 0)) return <Empty description="请从计划管理选择团期" />;
  if (q.isLoading) return <Skeleton active />;
  if (!q.data) return <Empty description="团期不存在或无权查看" />;
  const { group: g, income_lines: inc, cost_lines: cst, summary } = q.data;
  return (
    <div className="ta-report-detail">
      <Card size="small" style={{ marginBottom: 12 }}>
        <Descriptions size="small" column={4} title={`${g.group_code}　${g.product_name}`}>
          <Descriptions.Item label="出团日期">{g.departure_date}</Descriptions.Item>
          <Descriptions.Item label="报账状态"><Tag>{enumLabel(SettleStatus, g.settle_status)}</Tag></Descriptions.Item>
          <Descriptions.Item label="人数">{g.persons}</Descriptions.Item>
          <Descriptions.Item label="毛利率">{bpText(g.margin_bp)}</Descriptions.Item>
          <Descriptions.Item label="计划收入">{money(g.plan_income)}</Descriptions.Item>
          <Descriptions.Item label="计划成本">{money(g.plan_cost)}</Descriptions.Item>
          <Descriptions.Item label="计划利润">{money(g.plan_profit)}</Descriptions.Item>
          <Descriptions.Item label="利润差异">{money(g.profit_diff)}</Descriptions.Item>
          <Descriptions.Item label="核算收入">{money(summary.income)}</Descriptions.Item>
          <Descriptions.Item label="核算成本">{money(summary.cost)}</Descriptions.Item>
          <Descriptions.Item label="核算利润">{money(summary.profit)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={`收入明细（${inc.length}条）`} style={{ marginBottom: 12 }}>
        <Table<PlanIncomeLine> size="small" rowKey="id" dataSource={inc} pagination={false} scroll={{ y: 320 }}
          columns={[
            { title: '订单号', dataIndex: 'order_code', width: 160 },
            { title: '联系人', dataIndex: 'contact_name', width: 100 },
            { title: '费用类型', dataIndex: 'fee_type', width: 110, render: (v: number) => enumLabel(FeeType, v) },
            { title: '说明', dataIndex: 'description', ellipsis: true },
            { title: '单价', dataIndex: 'price', width: 120, align: 'right', render: money },
            { title: '数量', dataIndex: 'quantity', width: 70, align: 'right' },
            { title: '金额', dataIndex: 'total', width: 130, align: 'right', render: money },
          ]}
          summary={() => (
            <Table.Summary fixed>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={6}>合计</Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right"><b>{money(summary.income)}</b></Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          )} />
      </Card>
      <Card size="small" title={`成本明细（${cst.length}条）`}>
        <Table<PlanCostLine> size="small" rowKey="id" dataSource={cst} pagination={false} scroll={{ y: 320 }}
          columns={[
            { title: '成本类型', dataIndex: 'kind_name', width: 100 },
            { title: '供应商', dataIndex: 'supplier_name', ellipsis: true },
            { title: '收支', dataIndex: 'consumption', width: 80, render: (v: number) => (v === 0 ? <Tag color="green">收入</Tag> : <Tag>支出</Tag>) },
            { title: '单价', dataIndex: 'unit_price', width: 120, align: 'right', render: money },
            { title: '数量', dataIndex: 'quantity', width: 70, align: 'right' },
            { title: '金额', dataIndex: 'total', width: 130, align: 'right', render: (v: number, r) => money(r.consumption === 0 ? -v : v) },
            { title: '备注', dataIndex: 'remark', ellipsis: true },
          ]}
          summary={() => (
            <Table.Summary fixed>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={5}>合计（支出减收入）</Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right"><b>{money(summary.cost)}</b></Table.Summary.Cell>
                <Table.Summary.Cell index={6} />
              </Table.Summary.Row>
            </Table.Summary>
          )} />
      </Card>
    </div>
  );
}
