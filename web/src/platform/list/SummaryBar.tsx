/** The summary bar: the response's `summary` (labels from the columns, money in yuan) or a page's own content. */
import type { ReactNode } from 'react';
import { fenToYuan } from '@ta/contract';
import { fieldOf, titleOf, type ListColumn } from './columns';

export interface SummaryItem { label: string; value: string }

export function summaryItems<T>(summary: Record<string, number> | undefined, columns: readonly ListColumn<T>[], labels: Record<string, string> = {}, moneyKeys: readonly string[] = []): SummaryItem[] {
  if (!summary) return [];
  return Object.entries(summary).map(([k, v]) => {
    const col = columns.find((c) => fieldOf(c) === k);
    const money = moneyKeys.includes(k) || Boolean(col?.money);
    return { label: labels[k] ?? (col ? titleOf(col) : k), value: money ? fenToYuan(v) : String(v) };
  });
}

export function SummaryBar({ items, children }: { items: SummaryItem[]; children?: ReactNode }) {
  if (items.length === 0 && !children) return null;
  return (
    <div className="ta-summary-bar">
      {items.map((i) => <span key={i.label} className="ta-summary-item">{i.label}：<b>{i.value}</b></span>)}
      {children}
    </div>
  );
}
