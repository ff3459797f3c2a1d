/**
 * 渠道交易记录 (channel_trades): one row per order of a sales channel — the same row as the customer's 交易记录, with
 * the channel. Lives with the finance contract because receipts and refunds are what move its received amounts.
 */
import { z } from 'zod';
import { optIdOf, optText, pageReq } from '../common';
import { optDay } from './common';

/** Pay state of a trading record: 0 未结清 (money outstanding), 1 已结清. */
export const TradePayState = { 0: '未结清', 1: '已结清' } as const;

export const channelTradeListQuery = pageReq.extend({
  keyword: optText('关键字', 50),
  channel_id: optIdOf('销售渠道'),
  customer_id: optIdOf('客户'),
  order_no: optText('订单号', 50),
  status: z.union([z.coerce.number({ error: '订单状态不正确' }).int(), z.array(z.coerce.number().int(), { error: '订单状态不正确' })]).optional(),
  pay_state: z.union([z.literal(0), z.literal(1)], { error: '结清状态不正确' }).optional().nullable(),
  date_from: optDay('开始日期'),
  date_to: optDay('结束日期'),
});
export type ChannelTradeListQuery = z.infer<typeof channelTradeListQuery>;
