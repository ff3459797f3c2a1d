/**
 * 团期核算: the group's income, cost, gross profit and margin, per person, the break-even head count at the
 * current prices and costs, planned cost against actual (approved supplier bills and payments), and the
 * rows behind the figures (orders for income, cost kinds for cost) — the figures are the sums of the rows.
 */
import { Alert, Card, Col, Empty, Row, Skeleton, Statistic, Table, Tag } from 'antd';
import { EnrollmentStatus, enumLabel, fenToYuan, type GroupStatistics, type StatCostRow, type StatIncomeRow } from '@ta/contract';
import { MoneyText } from '@/platform/inputs/MoneyText';
import { useStatistics } from '../api';

const yuan = (fen: number | null | undefined) => (fen === null || fen === undefined ? '-' : fenToYuan(fen));

/** A break-even head count: "未设置成本" while the group has no cost (not "0 人"), "—" without a price. */
const headCount = (title: string, n: number | null, noCost: boolean) =>
  noCost ? { title, value: '未设置成本' } : n === null ? { title, value: '—' } : { title, value: String(n), suffix: '人' };

function Figures({ s }: { s: GroupStatistics }) {
  const noCost = s.cost_rows.length === 0 || s.cost <= 0;
  const tone = s.profit < 0 ? 'ta-op-negative' : s.profit > 0 ? 'ta-op-positive' : undefined;
  const items: { title: string; value: string; className?: string; suffix?: string }[] = [
    { title: '收入（元）', value: yuan(s.income) },
    { title: '成本（元）', value: yuan(s.cost) },
    { title: '毛利（元）', value: yuan(s.profit), className: tone },
    { title: '毛利率', value: s.margin },
    { title: '人数', value: String(s.persons), suffix: '人' },
    { title: '人均收入（元）', value: yuan(s.income_per_person) },
    { title: '人均成本（元）', value: yuan(s.cost_per_person) },
    { title: '人均毛利（元）', value: yuan(s.profit_per_person) },
    headCount('保本人数', s.break_even_persons, noCost),
    headCount('保本尚需', s.seats_to_break_even, noCost),
    { title: '计划成本（元）', value: yuan(s.planned_cost) },
    { title: '实际成本（元）', value: yuan(s.actual_cost) },
  ];
  return (
    <Row gutter={[16, 16]} className="ta-op-stat">
      {items.map((i) => (
        <Col key={i.title} xs={12} sm={8} md={6} lg={4}>
          <Statistic title={i.title} value={i.value} suffix={i.suffix} className={i.className} />
        </Col>
      ))}
    </Row>
  );
}

const incomeColumns = [
  { title: '订单号', dataIndex: 'order_code', key: 'order_code' },
  { title: '报名状态', dataIndex: 'enrollment_status', key: 'st', render: (v: number) => <Tag>{enumLabel(EnrollmentStatus, v)}</Tag> },
  { title: '人数', dataIndex: 'persons', key: 'persons', align: 'right' as const },
  { title: '金额（元）', dataIndex: 'total', key: 'total', align: 'right' as const, render: (v: number) => <MoneyText fen={v} prefix="" /> },
];
const costColumns = [
  { title: '成本类型', dataIndex: 'kind_name', key: 'kind_name' },
  { title: '明细条数', dataIndex: 'lines', key: 'lines', align: 'right' as const },
  { title: '支出（元）', dataIndex: 'expense', key: 'expense', align: 'right' as const, render: (v: number) => <MoneyText fen={v} prefix="" /> },
  { title: '收入（元）', dataIndex: 'income', key: 'income', align: 'right' as const, render: (v: number) => <MoneyText fen={v} prefix="" /> },
  { title: '合计（元）', dataIndex: 'total', key: 'total', align: 'right' as const, render: (v: number) => <MoneyText fen={v} prefix="" /> },
];

export function StatisticsCard({ groupId }: { groupId: number }) {
  const q = useStatistics(groupId);
  const s = q.data;
  return (
    <Card title="团期核算" size="small" className="ta-op-statistics">
      {q.isLoading && <Skeleton active />}
      {q.isError && <Alert type="error" showIcon message="核算数据读取失败" />}
      {s && (
        <>
          <Figures s={s} />
          {s.price_per_person > 0 && (
            <div className="ta-muted" style={{ margin: '8px 0 12px' }}>
              保本人数按成人销售价 ¥{fenToYuan(s.price_per_person)} / 人计算；已审核供应商账单 ¥{fenToYuan(s.supplier_bills)}，已付款 ¥{fenToYuan(s.supplier_paid)}。
            </div>
          )}
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <Table<StatIncomeRow> size="small" title={() => '收入明细（订单）'} rowKey="order_id" pagination={false} columns={incomeColumns}
                dataSource={s.income_rows} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无订单" /> }}
                summary={() => (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={2}>合计</Table.Summary.Cell>
                    <Table.Summary.Cell index={2} align="right">{s.persons}</Table.Summary.Cell>
                    <Table.Summary.Cell index={3} align="right"><MoneyText fen={s.income} prefix="" /></Table.Summary.Cell>
                  </Table.Summary.Row>
                )} />
            </Col>
            <Col xs={24} lg={12}>
              <Table<StatCostRow> size="small" title={() => '成本明细（按类型）'} rowKey="kind" pagination={false} columns={costColumns}
                dataSource={s.cost_rows} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无成本" /> }}
                summary={() => (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={4}>合计</Table.Summary.Cell>
                    <Table.Summary.Cell index={4} align="right"><MoneyText fen={s.cost} prefix="" /></Table.Summary.Cell>
                  </Table.Summary.Row>
                )} />
            </Col>
          </Row>
        </>
      )}
    </Card>
  );
}
