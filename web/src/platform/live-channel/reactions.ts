/**
 * What the app does on each push (SPEC section 7), as data so it is unit-tested:
 * 1001/1101/1201 counts (1201 with the unread notices); 1002 → request 1000 and 1200; 1102 → 1100; 1202 → 1200; 1003 → results reminder
 * then refresh after 1 s; 1004 → failure message (notification for 10 s, then cleared); 416 → offline.
 */
import { Cmd, RESULTS_REMINDER_REFRESH_MS } from '@ta/contract';
import type { CountsPatch } from '../counts-model';
import type { LiveMessage } from './client';

export type Reaction =
  | { type: 'send'; cmd: number }
  | { type: 'counts'; patch: CountsPatch }
  | { type: 'resultsReminder'; text: string }
  | { type: 'later'; ms: number; then: Reaction[] }
  | { type: 'failure'; text: string }
  | { type: 'offline'; text: string };

const numberIn = (data: unknown, key: string): number | undefined => {
  const v = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
  const n = typeof v === 'object' && v !== null ? (v as { number?: unknown }).number : v;
  return typeof n === 'number' ? n : typeof n === 'string' && n !== '' && !Number.isNaN(Number(n)) ? Number(n) : undefined;
};
const textOf = (m: LiveMessage): string => {
  if (typeof m.msg === 'string') return m.msg;
  const d = m.data as { msg?: unknown } | string | undefined;
  if (typeof d === 'string') return d;
  return typeof d?.msg === 'string' ? d.msg : '';
};

/** The count requests the side menu makes (after authentication and on refresh). */
export const ALL_COUNT_REQUESTS: Reaction[] = [
  { type: 'send', cmd: Cmd.REQ_AGENCY }, { type: 'send', cmd: Cmd.REQ_ORDER_NOTIFICATION }, { type: 'send', cmd: Cmd.REQ_TOTAL_NOTIFICATION },
];

export function reactionsTo(m: LiveMessage): Reaction[] {
  switch (m.cmd) {
    case Cmd.AUTH_OK: return ALL_COUNT_REQUESTS;
    case Cmd.PUSH_AGENCY: {
      const n = numberIn(m.data, 'agencyData');
      return n === undefined ? [] : [{ type: 'counts', patch: { agency: n } }];
    }
    case Cmd.PUSH_ORDER_NOTIFICATION: {
      const n = numberIn(m.data, 'orderNotificationNum');
      return n === undefined ? [] : [{ type: 'counts', patch: { orderNotification: n } }];
    }
    case Cmd.PUSH_TOTAL_NOTIFICATION: {
      // The total push also carries the unread notices (通知: audit outcomes, expired holds), so the bell counts them live.
      const n = numberIn(m.data, 'orderNotificationTotalNum');
      const r = numberIn(m.data, 'resultNum');
      const patch: CountsPatch = { ...(n === undefined ? {} : { orderNotificationTotal: n }), ...(r === undefined ? {} : { result: r }) };
      return Object.keys(patch).length ? [{ type: 'counts', patch }] : [];
    }
    case Cmd.PUSH_REFRESH: return [{ type: 'send', cmd: Cmd.REQ_AGENCY }, { type: 'send', cmd: Cmd.REQ_TOTAL_NOTIFICATION }];
    case Cmd.PUSH_REQ_ORDER_NOTIFICATION: return [{ type: 'send', cmd: Cmd.REQ_ORDER_NOTIFICATION }];
    case Cmd.PUSH_REQ_TOTAL_NOTIFICATION: return [{ type: 'send', cmd: Cmd.REQ_TOTAL_NOTIFICATION }];
    case Cmd.PUSH_RESULTS_REMINDER:
      return [{ type: 'resultsReminder', text: textOf(m) }, { type: 'later', ms: RESULTS_REMINDER_REFRESH_MS, then: ALL_COUNT_REQUESTS }];
    case Cmd.PUSH_FAILURE: return [{ type: 'failure', text: textOf(m) }];
    case Cmd.OFFLINE: return [{ type: 'offline', text: textOf(m) }];
    default: return [];
  }
}
