/**
 * 未收未付 (financial_unpaid_list): one tab per side. 应收未收 (receivable side): every open part of every order's payment schedule
 * (定金 with the hold deadline, 尾款 N days before departure) with its due date and 未到期 / 即将到期 / 已逾期,
 * summed per sales user and per customer (/api/v1/finance/unpaid/list, paged in SQL). Overdue rows are red.
 * The payable side adds its tab (应付未付) to UNPAID_TABS below.
 */
import { Card, Col, Row, Select, Table, Tabs, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DueState, PaymentPart, enumLabel } from '@ta/contract';
import { MoneyText } from '@/platform/inputs';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { FIN_URLS, FQ, type SchedulePartRow, type UnpaidAnswer } from '../api';
import { DUE_COLOR } from '../receive/ReceivableDetail';
import { PayableUnpaid } from '../../payable/PayableUnpaid';

type OwnerGroup = UnpaidAnswer['by_owner'][number];
type CustomerGroup = UnpaidAnswer['by_customer'][number];
/** The sums per sales user and per customer of the last page asked for (none before the first answer). */
type Groups = Partial<Pick<UnpaidAnswer, 'by_owner' | 'by_customer'>>;

const DUE_STATES = { 0: DueState[0], 1: DueState[1], 2: DueState[2] } as const;

function columnsOf(owners: OwnerGroup[]): ListColumn<SchedulePartRow>[] {
  return [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '订单号/客户/联系人/团号' } },
    { title: '订单号', dataIndex: 'order_code', width: 150 },
    { title: '客户', dataIndex: 'customer_name', width: 160, ellipsis: true, render: (_v, r) => r.customer_name ?? r.contact_name, exportValue: (r) => r.customer_name ?? r.contact_name },
    { title: '销售', dataIndex: 'owner_name', width: 100 },
    {
      title: '销售', dataIndex: 'owner_id', hideInTable: true, search: true, exportable: false,
      searchRender: () => <Select allowClear showSearch optionFilterProp="label" options={owners.map((o) => ({ value: o.owner_id ?? 0, label: o.owner_name ?? '-' }))} placeholder="请选择销售" />,
      chipText: (v) => owners.find((o) => o.owner_id === v)?.owner_name ?? String(v),
    },
    { title: '团号', dataIndex: 'group_code', width: 150 },
    { title: '出团日期', dataIndex: 'departure_date', width: 110 },
    { title: '款项', dataIndex: 'part', width: 80, enumMap: PaymentPart, search: true },
    { title: '应收金额', dataIndex: 'amount', width: 120, money: true, align: 'right' },
    { title: '未收', dataIndex: 'open', width: 120, money: true, align: 'right' },
    { title: '应收日期', dataIndex: 'due_date', width: 110 },
    { title: '应收日期', dataIndex: 'due_date', key: 'due_range', valueType: 'dateRange', hideInTable: true, search: true, exportable: false },
    {
      title: '到期状态', dataIndex: 'due_state', width: 100, enumMap: DUE_STATES, search: true,
      render: (_v, r) => <Tag color={DUE_COLOR[r.due_state]}>{enumLabel(DueState, r.due_state)}</Tag>,
    },
    { title: '订单总额', dataIndex: 'total', width: 120, money: true, align: 'right' },
    { title: '已收', dataIndex: 'received', width: 120, money: true, align: 'right' },
  ];
}

function ReceivableUnpaid() {
  const navigate = useNavigate();
  const [groups, setGroups] = useState<Groups>({});
  const [owners, setOwners] = useState<OwnerGroup[]>([]);
  const columns = useMemo(() => columnsOf(owners), [owners]);
  const source = useCallback(async ({ page_size, page_index, ...filters }: { page_size: number; page_index: number } & Record<string, unknown>) => {
    const r = await post<UnpaidAnswer & Record<string, unknown>>(FIN_URLS.unpaidList, { pageNo: page_index, pageSize: page_size, ...filters });
    setGroups({ by_owner: r.by_owner, by_customer: r.by_customer });
    if (!filters.owner_id) setOwners(r.by_owner ?? []);
    return r;
  }, []);
  const rowActions: RowAction<SchedulePartRow>[] = [
    { key: 'detail', label: '应收明细', onClick: (r) => navigate(routePath('receivableDetail', { order_id: r.order_id, title: `应收明细：${r.order_code}` })) },
  ];
  const groupCols = (nameKey: 'owner_name' | 'customer_name', title: string) => [
    { title, dataIndex: nameKey, render: (v: string | null) => v ?? '-' },
    { title: '笔数', dataIndex: 'parts', align: 'right' as const, width: 60 },
    { title: '未收', dataIndex: 'open', align: 'right' as const, render: (v: number) => <MoneyText fen={v} /> },
    { title: '已逾期', dataIndex: 'overdue', align: 'right' as const, render: (v: number) => (v > 0 ? <span style={{ color: '#cf1322' }}><MoneyText fen={v} /></span> : <MoneyText fen={0} />) },
  ];
  return (
    <>
      <Row gutter={12} style={{ marginBottom: 12 }}>
        <Col xs={24} lg={12}>
          <Card size="small" title="按销售汇总">
            <Table<OwnerGroup> size="small" rowKey={(r) => String(r.owner_id)} pagination={false} scroll={{ y: 180 }} dataSource={groups.by_owner ?? []} columns={groupCols('owner_name', '销售')} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="按客户汇总">
            <Table<CustomerGroup> size="small" rowKey={(r) => `${r.customer_id}-${r.customer_name}`} pagination={false} scroll={{ y: 180 }} dataSource={groups.by_customer ?? []} columns={groupCols('customer_name', '客户')} />
          </Card>
        </Col>
      </Row>
      <ListScreen<SchedulePartRow> source={source} exportFrom={{ url: FIN_URLS.unpaidList }} name={FQ.unpaid} permissionKey="financial_unpaid_list" columns={columns} rowActions={rowActions}
        rowKey={(r) => `${r.order_id}-${r.part}`} exportName="待收款" rowTone={(r) => (r.due_state === 2 ? 'danger' : r.due_state === 1 ? 'warning' : undefined)}
        summaryLabels={{ parts: '笔数', open: '未收合计', overdue: '已逾期', due_soon: '即将到期' }} summaryMoney={['open', 'overdue', 'due_soon']} />
    </>
  );
}

/** The tabs of 未收未付: key, label and the list; each side keeps its own component. */
const UNPAID_TABS = [
  { key: 'receivable', label: '应收未收', children: <ReceivableUnpaid /> },
  { key: 'payable', label: '应付未付', children: <PayableUnpaid /> },
];

export function UnpaidList() {
  const [params, setParams] = useSearchParams();
  const tab = UNPAID_TABS.some((t) => t.key === params.get('tab')) ? params.get('tab')! : UNPAID_TABS[0].key;
  return (
    <Tabs activeKey={tab} destroyOnHidden items={UNPAID_TABS}
      onChange={(k) => setParams(k === UNPAID_TABS[0].key ? {} : { tab: k }, { replace: true })} />
  );
}
