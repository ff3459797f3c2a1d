/**
 * Trading records (交易记录) of an order, one row per order in each of two tables: the customer's
 * (customer_trades) and the sales channel's (channel_trades; the order's sales channel, else its customer's
 * channel). Both are rewritten from the saved order every time it is written — booked, changed, cancelled,
 * paid (approved receipt), refunded — by the order module's `orderChanged`, so the two lists always agree:
 * trade_date = the day the order was booked (China time), status = the order's enrollment status, amount = its
 * total and received = its money received net of refunds, in fen.
 */
import { eq, sql } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { recordCustomerTrade, removeCustomerTrade } from './customer.service';
import { channelTrades, customers } from './merchant.tables';

export interface OrderTrade {
  order_id: number; order_no: string; customer_id: number | null; sales_channel_id: number | null; trade_date: string;
  product_name: string | null; group_no: string | null; persons: number; amount: number; received: number; status: number | null;
  created_by: number | null; dept_id: number | null;
}

/** The sales channel of an order: its own, else its customer's (null when neither). */
export async function channelOfOrder(tx: DB, salesChannelId: number | null, customerId: number | null): Promise<number | null> {
  if (salesChannelId) return salesChannelId;
  if (!customerId) return null;
  const [c] = await tx.select({ channel_id: customers.channel_id }).from(customers).where(eq(customers.id, customerId));
  return c?.channel_id ?? null;
}

/**
 * Writes (or replaces) the order's customer and channel trading records; removes the one it no longer has
 * (`created`: a new order, which has nothing to remove — no delete statements on the sign-up path).
 */
export async function recordOrderTrades(tx: DB, t: OrderTrade, created = false): Promise<void> {
  const row = {
    order_id: t.order_id, order_no: t.order_no, trade_date: t.trade_date, product_name: t.product_name, group_no: t.group_no, persons: t.persons,
    amount: t.amount, received: t.received, status: t.status, created_by: t.created_by, dept_id: t.dept_id,
  };
  if (t.customer_id) await recordCustomerTrade(tx, { ...row, customer_id: t.customer_id });
  else if (!created) await removeCustomerTrade(tx, t.order_id);
  const channelId = await channelOfOrder(tx, t.sales_channel_id, t.customer_id);
  if (!channelId) {
    if (!created) await tx.delete(channelTrades).where(eq(channelTrades.order_id, t.order_id));
    return;
  }
  const values = { ...row, channel_id: channelId, customer_id: t.customer_id };
  await tx.insert(channelTrades).values(values).onConflictDoUpdate({
    target: channelTrades.order_id, set: { ...values, updated_at: new Date(), version: sql`${channelTrades.version} + 1` },
  });
}

/** Removes both trading records of an order that no longer exists (a deleted unconfirmed order). */
export async function removeOrderTrades(tx: DB, orderId: number): Promise<void> {
  await removeCustomerTrade(tx, orderId);
  await tx.delete(channelTrades).where(eq(channelTrades.order_id, orderId));
}
