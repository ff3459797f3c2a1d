/** Row tone of the trading records: cancelled orders muted, orders with money outstanding yellow. */
import type { RowTone } from '@/platform/list';
import type { TradeRow } from '../shared/types';

/** Enrollment status 2 = cancelled (取消). */
const CANCELLED = 2;

export function tradeTone(r: Pick<TradeRow, 'status' | 'outstanding'>): RowTone | undefined {
  if (r.status === CANCELLED) return 'muted';
  if (r.outstanding > 0) return 'warning';
  return undefined;
}
