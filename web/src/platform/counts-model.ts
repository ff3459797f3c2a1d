/** Notification counts (SPEC section 3): pending messages, direct notifications, their total, reminders. */
export interface MessageCounts {
  /** agencyData.number: pending to-do messages. */
  agency: number;
  /** orderNotificationNum.number: unread direct-connect order notifications. */
  orderNotification: number;
  /** orderNotificationTotalNum.number. */
  orderNotificationTotal: number;
  /** resultNum.number: unread notices (audit outcomes, a hold expired, a waiting order promoted). */
  result: number;
  /** Failure message of push 1004 (cleared after it was shown 10 s). */
  failedReminder: string;
  /** Text of the last results reminder (push 1003). */
  resultsReminder: string;
}
export type CountsPatch = Partial<MessageCounts>;

export const EMPTY_COUNTS: MessageCounts = { agency: 0, orderNotification: 0, orderNotificationTotal: 0, result: 0, failedReminder: '', resultsReminder: '' };

const num = (o: unknown, key: string): number | undefined => {
  const v = typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[key] : undefined;
  const n = typeof v === 'object' && v !== null ? (v as { number?: unknown }).number : undefined;
  return typeof n === 'number' ? n : undefined;
};

/** The answer of /api/v1/message/counts as a patch. */
export function countsFromResponse(resp: unknown): CountsPatch {
  const patch: CountsPatch = {};
  const a = num(resp, 'agencyData');
  const o = num(resp, 'orderNotificationNum');
  const t = num(resp, 'orderNotificationTotalNum');
  if (a !== undefined) patch.agency = a;
  if (o !== undefined) patch.orderNotification = o;
  if (t !== undefined) patch.orderNotificationTotal = t;
  const r = num(resp, 'resultNum');
  if (r !== undefined) patch.result = r;
  const f = typeof resp === 'object' && resp !== null ? (resp as { failedReminder?: unknown }).failedReminder : undefined;
  if (typeof f === 'string') patch.failedReminder = f;
  return patch;
}
