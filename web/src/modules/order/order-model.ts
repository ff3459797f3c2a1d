/** What an order's detail offers, from its two statuses (pure: the server enforces the same rules). */
import type { OrderRow } from '@ta/contract';

export const ENROLLMENT_COLOR: Readonly<Record<number, string>> = { 0: 'green', 1: 'gold', 2: 'default', 3: 'purple' };

export interface OrderActions {
  confirm: boolean; cancel: boolean; submitAudit: boolean; remove: boolean; adjust: boolean; editTourists: boolean;
}

type Statuses = Pick<OrderRow, 'order_status' | 'enrollment_status' | 'received'> & { credit_state?: number };

export function orderActions(o: Statuses, auditPending = false): OrderActions {
  const unconfirmed = o.order_status === 0;
  const active = o.enrollment_status !== 2;
  return {
    confirm: unconfirmed && o.enrollment_status === 1,
    cancel: unconfirmed && active && !auditPending,
    submitAudit: unconfirmed && !auditPending && (o.enrollment_status === 0 || o.enrollment_status === 1) && o.credit_state !== 1,
    remove: unconfirmed && o.received === 0 && !auditPending,
    adjust: o.order_status === 1 && active,
    editTourists: active && o.order_status !== 3 && o.order_status !== 4,
  };
}

/** Seconds left until a hold deadline (0 when past or absent). */
export function secondsUntil(deadline: string | null | undefined, now: number = Date.now()): number {
  if (!deadline) return 0;
  const t = Date.parse(deadline);
  return Number.isNaN(t) ? 0 : Math.max(0, Math.floor((t - now) / 1000));
}
