/**
 * 销售客户概况 (report_sales_customer): per customer or sales channel over a period — orders, persons, sales,
 * received, outstanding and the change against the previous period; charts of the trend by month and the top
 * ten; a row drills down to its orders (drawer). The list is the shared list screen (search, chips, summary, export).
 */
import { Col, Drawer, Row, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { bpText, CustomerKind, enumLabel, OrderStatus, ReportKey, SalesDimension, type SalesCustomerRow, type SalesOrderRow } from '@ta/contract';
import { ChartCard } from '@/platform/chart';
import { MoneyText } from '@/platform/inputs';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { listPost, REPORT_URLS, type ListArgs, type SalesAnswer } from './api';
import { salesTrendOption, topCustomersOption } from './charts';

const KINDS = { private: CustomerKind.private, unit: CustomerKind.unit, peer: CustomerKind.peer } as const;

function Change({ row }: { row: SalesCustomerRow }) {
  if (row.change === 0) return <span>0.00</span>;
  const up = row.change > 0;
  return (
    <span style={{ color: up ? '#cf1322' : '#389e0d' }}>
      {up ? '↑' : '↓'} <MoneyText fen={Math.abs(row.change)} /> {row.change_bp === null ? '' : `(${bpText(row.change_bp)})`}
    </span>
  );
}

const columns: ListColumn<SalesCustomerRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '客户/渠道名称' } },
  { title: '统计期间', dataIndex: 'period', valueType: 'dateRange', hideInTable: true, search: true, exportable: false },
  { title: '统计维度', dataIndex: 'dimension', hideInTable: true, search: true, exportable: false, enumMap: SalesDimension },
  { title: '客户类型', dataIndex: 'customer_kind', width: 100, enumMap: KINDS, search: true },
  { title: '客户/渠道', dataIndex: 'name', width: 200, ellipsis: true },
  { title: '订单数', dataIndex: 'orders', width: 80, align: 'right', sorter: true },
  { title: '人数', dataIndex: 'persons', width: 70, align: 'right', sorter: true },
  { title: '销售额', dataIndex: 'sales', width: 130, align: 'right', money: true, sorter: true },
  { title: '已收', dataIndex: 'received', width: 130, align: 'right', money: true, sorter: true },
  { title: '未收', dataIndex: 'outstanding', width: 130, align: 'right', money: true, sorter: true },
  { title: '上期订单数', dataIndex: 'prev_orders', width: 100, align: 'right' },
  { title: '上期销售额', dataIndex: 'prev_sales', width: 130, align: 'right', money: true, sorter: true },
  {
    title: '环比变化', dataIndex: 'change', width: 190, align: 'right', money: true, sorter: true,
    render: (_v, r) => <Change row={r} />,
  },
  { title: '环比', dataIndex: 'change_bp', width: 90, align: 'right', render: (_v, r) => bpText(r.change_bp), exportValue: (r) => bpText(r.change_bp) },
];

const orderColumns: ListColumn<SalesOrderRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '订单号/联系人' } },
  { title: '订单号', dataIndex: 'code', width: 160 },
  { title: '下单时间', dataIndex: 'created_at', valueType: 'dateTime', width: 160 },
  { title: '线路', dataIndex: 'product_name', width: 180, ellipsis: true },
  { title: '团号', dataIndex: 'group_code', width: 150 },
  { title: '出团日期', dataIndex: 'departure_date', width: 110 },
  { title: '联系人', dataIndex: 'contact_name', width: 90 },
  { title: '订单状态', dataIndex: 'order_status', width: 90, enumMap: OrderStatus, render: (_v, r) => <Tag>{enumLabel(OrderStatus, r.order_status)}</Tag> },
  { title: '人数', dataIndex: 'persons', width: 60, align: 'right' },
  { title: '销售额', dataIndex: 'sales', width: 120, align: 'right', money: true },
  { title: '已收', dataIndex: 'received', width: 120, align: 'right', money: true },
  { title: '未收', dataIndex: 'outstanding', width: 120, align: 'right', money: true },
];

/** The orders behind one row in the same period. */
function RowOrders({ row, filters, onClose }: { row: SalesCustomerRow | null; filters: Record<string, unknown>; onClose: () => void }) {
  const source = useCallback((a: ListArgs) => listPost(REPORT_URLS.salesCustomerOrders, a, {
    row_key: row?.row_key, period: filters.period, dimension: filters.dimension, customer_kind: filters.customer_kind,
  }), [row, filters]);
  return (
    <Drawer open={Boolean(row)} onClose={onClose} width="80%" title={row ? `订单明细：${row.name}` : ''} destroyOnHidden>
      {row && (
        <ListScreen<SalesOrderRow> name={`report-sales-orders-${row.row_key}`} source={source} columns={orderColumns} pageInRoute={false}
          permissionKey={ReportKey.salesCustomer} exportName={`销售客户概况订单_${row.name}`} rowTone={false}
          exportFrom={{ url: REPORT_URLS.salesCustomerOrders, query: { row_key: row.row_key, period: filters.period, dimension: filters.dimension, customer_kind: filters.customer_kind } }}
          summaryMoney={['sales', 'received', 'outstanding']} summaryLabels={{ orders: '订单数', persons: '人数' }} />
      )}
    </Drawer>
  );
}

export function SalesCustomerOverview() {
  const [answer, setAnswer] = useState<Pick<SalesAnswer, 'chart' | 'period'> | null>(null);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [drill, setDrill] = useState<SalesCustomerRow | null>(null);
  const source = useCallback(async (a: ListArgs) => {
    const r = await listPost<SalesAnswer>(REPORT_URLS.salesCustomerList, a);
    const { page_size: _s, page_index: _i, sortField: _f, sortOrder: _o, ...f } = a;
    setAnswer({ chart: r.chart, period: r.period });
    setFilters(f);
    return r;
  }, []);
  const trend = useMemo(() => (answer ? salesTrendOption(answer.chart) : null), [answer]);
  const top = useMemo(() => (answer ? topCustomersOption(answer.chart) : null), [answer]);
  const rowActions: RowAction<SalesCustomerRow>[] = [{ key: 'orders', label: '查看订单', onClick: (r) => setDrill(r) }];
  const by = filters.dimension === 'channel' ? '渠道' : '客户';
  const p = answer?.period;
  return (
    <>
      <Row gutter={12} style={{ marginBottom: 12 }}>
        <Col xs={24} lg={14}>
          <ChartCard title="月度销售趋势" height={240} option={trend ?? {}} empty={!answer || answer.chart.months.every((m) => m.sales === 0 && m.received === 0)} />
        </Col>
        <Col xs={24} lg={10}>
          <ChartCard title={`销售额前十${by}`} height={240} option={top ?? {}} empty={!answer || answer.chart.top.length === 0} />
        </Col>
      </Row>
      <ListScreen<SalesCustomerRow>
        name="report-sales-customer" source={source} columns={columns} rowKey="row_key" rowTone={false}
        permissionKey={ReportKey.salesCustomer} exportName="销售客户概况" rowActions={rowActions} exportFrom={{ url: REPORT_URLS.salesCustomerList }}
        alert={p ? `统计期间：${p.from} 至 ${p.to}（按下单日期，确认及占位订单）；上期：${p.prev_from} 至 ${p.prev_to}` : undefined}
        summaryLabels={{ orders: '订单数', persons: '人数', prev_orders: '上期订单数', change: '环比变化' }}
        summaryMoney={['sales', 'received', 'outstanding', 'prev_sales', 'change']}
      />
      <RowOrders row={drill} filters={filters} onClose={() => setDrill(null)} />
    </>
  );
}
