/**
 * Trading records (交易记录): one row per order, with persons, amount, received and outstanding (money in yuan, fen
 * on the wire) and the totals of the query in the summary bar — the same columns, dates (the day the order was
 * booked) and status (报名状态) for a customer and for a sales channel, written as each order, receipt and refund is.
 * customerTradingRecord shows one customer's (?customer_id=&kind=); channelTradingRecord the sales channels' rows
 * (channel_trades; ?channel_id= fixes one channel), or one unit / peer customer's record when opened from it with
 * ?customer_id= (the customer's own detail page sits under 散客).
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CustomerKind, EnrollmentStatus, SalesChannelType, TradePayState, type CustomerKindCode } from '@ta/contract';
import { useRecord } from '@/platform/editor/ResourceEditor';
import { ListScreen, type FixedCondition, type ListColumn } from '@/platform/list';
import { keywordColumn } from '../shared/columns';
import type { ChannelTradeRow, CustomerRow, TradeRow } from '../shared/types';
import { CUSTOMER_URLS, customerResource, TRADING_RECORD_KEY } from './api';
import { tradeTone } from './trade-model';
import { useChannelOptions } from '../sales-channel/options';

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

/** A row of 渠道交易记录: a trading record with its channel. */
export type { ChannelTradeRow };

export const CHANNEL_TRADES_URL = '/api/v1/customer/channelTradingRecord/list';

function channelColumnsOf(channels: { label: string; value: number }[] | null, oneChannel: boolean): ListColumn<ChannelTradeRow>[] {
  const cols: (ListColumn<ChannelTradeRow> | false)[] = [
    keywordColumn('订单号/产品/团号'),
    { title: '交易日期', dataIndex: 'trade_date', valueType: 'date', width: 110, sorter: true },
    { title: '订单号', dataIndex: 'order_no', width: 170, search: true },
    !oneChannel && {
      title: '销售渠道', dataIndex: 'channel_id', width: 180, ellipsis: true, search: Boolean(channels), searchOptions: channels ?? undefined,
      render: (_, r) => r.channel_name ?? '-', exportValue: (r) => r.channel_name ?? '',
    },
    { title: '渠道类型', dataIndex: 'channel_type', enumMap: SalesChannelType, width: 100 },
    { title: '客户', dataIndex: 'customer_name', width: 180, ellipsis: true, render: (_, r) => r.customer_name ?? '散客', exportValue: (r) => r.customer_name ?? '散客' },
    { title: '客户类型', dataIndex: 'customer_kind', enumMap: CustomerKind, width: 100 },
    { title: '产品', dataIndex: 'product_name', width: 220, ellipsis: true },
    { title: '团号', dataIndex: 'group_no', width: 140 },
    { title: '人数', dataIndex: 'persons', width: 70, align: 'right' },
    { title: '金额', dataIndex: 'amount', money: true, width: 120, sorter: true },
    { title: '已收', dataIndex: 'received', money: true, width: 120, sorter: true },
    { title: '未收', dataIndex: 'outstanding', money: true, width: 120 },
    { title: '订单状态', dataIndex: 'status', enumMap: EnrollmentStatus, width: 90, search: true },
    { title: '结清状态', dataIndex: 'pay_state', key: 'pay_state', enumMap: TradePayState, hideInTable: true, exportable: false, search: { transform: (v: unknown) => ({ pay_state: Number(v) }) } },
    {
      title: '交易日期', dataIndex: 'trade_date', key: 'trade_range', valueType: 'dateRange', search: {
        transform: (v: unknown) => (Array.isArray(v) ? { date_from: String(v[0]).slice(0, 10), date_to: String(v[1]).slice(0, 10) } : {}),
      }, hideInTable: true, exportable: false,
    },
  ];
  return cols.filter((c): c is ListColumn<ChannelTradeRow> => Boolean(c));
}

/** 渠道交易记录: the sales channels' trading records (one channel with ?channel_id=). */
export function ChannelTradeList() {
  const [params] = useSearchParams();
  const channelId = Number(params.get('channel_id')) || undefined;
  const channels = useChannelOptions(true);
  const columns = useMemo(() => channelColumnsOf(channels, Boolean(channelId)), [channels, channelId]);
  const channelName = channels?.find((c) => c.value === channelId)?.label;
  const fixed: FixedCondition[] = channelId ? [{ field: 'channel_id', value: channelId, label: '销售渠道', text: channelName ?? String(channelId) }] : [];
  return (
    <ListScreen<ChannelTradeRow> source={{ url: CHANNEL_TRADES_URL }} name="channelTradingRecord" permissionKey={TRADING_RECORD_KEY}
      columns={columns} fixed={fixed} rowTone={tradeTone}
      summaryLabels={SUMMARY_LABELS} summaryMoney={SUMMARY_MONEY} exportName={channelName ? `${channelName}的渠道交易记录` : '渠道交易记录'} />
  );
}

/** The 渠道交易记录 route: a unit or peer customer's own record when opened from it, else the channels' rows. */
export function ChannelTradingRecordPage() {
  const [params] = useSearchParams();
  return params.get('customer_id') ? <TradingRecordList /> : <ChannelTradeList />;
}
