/**
 * Trading records (交易记录): one row per order of a customer, with persons, amount, received and outstanding
 * (money in yuan, fen on the wire) and the totals of the query in the summary bar. customerTradingRecord shows
 * one customer (?customer_id=&kind=); channelTradingRecord every customer, by kind, order number and dates.
 */
import { useSearchParams } from 'react-router-dom';
import { CustomerKind, EnrollmentStatus, type CustomerKindCode } from '@ta/contract';
import { useRecord } from '@/platform/editor/ResourceEditor';
import { ListScreen, type FixedCondition, type ListColumn } from '@/platform/list';
import { keywordColumn } from '../shared/columns';
import type { CustomerRow, TradeRow } from '../shared/types';
import { CUSTOMER_URLS, customerResource, TRADING_RECORD_KEY } from './api';
import { tradeTone } from './trade-model';

const isKind = (v: string | null): v is CustomerKindCode => v !== null && v in CustomerKind;

function columnsOf(oneCustomer: boolean): ListColumn<TradeRow>[] {
  const cols: (ListColumn<TradeRow> | false)[] = [
    keywordColumn('订单号/产品/团号'),
    { title: '交易日期', dataIndex: 'trade_date', valueType: 'date', width: 110, sorter: true },
    { title: '订单号', dataIndex: 'order_no', width: 170, search: true },
    !oneCustomer && { title: '客户', dataIndex: 'customer_name', width: 180, ellipsis: true },
    !oneCustomer && { title: '客户类型', dataIndex: 'customer_kind', key: 'kind', enumMap: CustomerKind, width: 100, search: { transform: (v: unknown) => ({ kind: v }) } },
    { title: '产品', dataIndex: 'product_name', width: 220, ellipsis: true },
    { title: '团号', dataIndex: 'group_no', width: 140 },
    { title: '人数', dataIndex: 'persons', width: 70, align: 'right' },
    { title: '金额', dataIndex: 'amount', money: true, width: 120, sorter: true },
    { title: '已收', dataIndex: 'received', money: true, width: 120 },
    { title: '未收', dataIndex: 'outstanding', money: true, width: 120 },
    { title: '订单状态', dataIndex: 'status', enumMap: EnrollmentStatus, width: 90 },
    {
      title: '交易日期', dataIndex: 'trade_date', key: 'trade_range', valueType: 'dateRange', search: {
        transform: (v: unknown) => (Array.isArray(v) ? { date_from: String(v[0]).slice(0, 10), date_to: String(v[1]).slice(0, 10) } : {}),
      }, hideInTable: true, exportable: false,
    },
    { title: '备注', dataIndex: 'remark', width: 200, ellipsis: true },
  ];
  return cols.filter((c): c is ListColumn<TradeRow> => Boolean(c));
}

const SUMMARY_LABELS = { orders: '订单数', persons: '人数', amount: '金额合计', received: '已收合计', outstanding: '未收合计' };
const SUMMARY_MONEY = ['amount', 'received', 'outstanding'];

export function TradingRecordList() {
  const [params] = useSearchParams();
  const customerId = Number(params.get('customer_id')) || undefined;
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const customer = useRecord<CustomerRow>(customerResource(kind ?? 'private'), kind ? customerId : undefined).data;
  const fixed: FixedCondition[] = customerId
    ? [{ field: 'customer_id', value: customerId, label: '客户', text: customer?.name ?? String(customerId) }, ...(kind ? [{ field: 'kind', value: kind }] : [])]
    : [];
  return (
    <ListScreen<TradeRow> source={{ url: CUSTOMER_URLS.tradingRecords }} name="customerTradingRecord" permissionKey={TRADING_RECORD_KEY}
      columns={columnsOf(Boolean(customerId))} fixed={fixed} rowTone={tradeTone}
      summaryLabels={SUMMARY_LABELS} summaryMoney={SUMMARY_MONEY} exportName={customer ? `${customer.name}的交易记录` : '渠道交易记录'} />
  );
}
