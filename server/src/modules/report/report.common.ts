/** Helpers shared by the reports: the period of a report, paging and sorting of aggregated rows, sums. */
import { addDays, daysBetween, isoToday } from '@ta/contract';
import { badInput } from '../../platform/errors';

export interface Period { from: string; to: string; prevFrom: string; prevTo: string; days: number }

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The report's period [from, to] (China calendar days, both in) and the previous period of the same length that
 * ends the day before `from`. Without bounds: the current month; with one bound the other defaults to it.
 */
export function periodOf(v: readonly (string | null | undefined)[] | null | undefined, today = isoToday()): Period {
  let [from, to] = dayBounds(v);
  if (!from && !to) { from = `${today.slice(0, 8)}01`; to = addDays(`${addDays(from, 31).slice(0, 8)}01`, -1); }
  from ||= to; to ||= from;
  for (const d of [from, to]) if (!DAY_RE.test(d) || Number.isNaN(Date.parse(`${d}T00:00:00Z`))) throw badInput('统计期间格式不正确', [{ field: 'period', message: '统计期间格式不正确' }]);
  if (from > to) throw badInput('统计期间的开始日期不能晚于结束日期', [{ field: 'period', message: '统计期间的开始日期不能晚于结束日期' }]);
  const days = daysBetween(from, to) + 1;
  if (days > 366 * 5) throw badInput('统计期间不能超过五年', [{ field: 'period', message: '统计期间不能超过五年' }]);
  return { from, to, prevFrom: addDays(from, -days), prevTo: addDays(from, -1), days };
}

export const sumOf = <T>(rows: readonly T[], k: keyof T): number => rows.reduce((s, r) => s + Number(r[k] ?? 0), 0);

/** Sorts aggregated rows by a field of the row (numbers and texts), then pages them. */
export function sortRows<T extends object>(rows: T[], field: string | undefined, order: string | undefined, fallback: keyof T): T[] {
  const f = (field && rows.length && field in rows[0] ? field : fallback) as keyof T;
  const desc = field && field in (rows[0] ?? {}) ? /^desc/.test(order ?? '') : true;
  return [...rows].sort((a, b) => {
    const x = a[f] as unknown, y = b[f] as unknown;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''), 'zh-CN');
    return desc ? -c : c;
  });
}

export function pageOf<T>(rows: readonly T[], pageNo: number, pageSize: number) {
  const total = rows.length;
  return { total_size: total, total_page: Math.ceil(total / pageSize), data: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize) };
}

/** The China calendar days of a range's bounds ('' when absent): a date-time bound (no zone: China time) gives its day. */
export function dayBounds(v: readonly (string | null | undefined)[] | null | undefined): [string, string] {
  return [String(v?.[0] ?? '').slice(0, 10), String(v?.[1] ?? '').slice(0, 10)];
}
