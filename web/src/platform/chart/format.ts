/** Formatters of chart axes and tooltips: money in fen shown in yuan (万 above 10,000 yuan on axes). */
import { fenToYuan } from '@ta/contract';

/** Axis label of an amount in fen: "1.2万" from 10,000 yuan, else whole yuan. */
export function fenAxisLabel(fen: number): string {
  const yuan = fen / 100;
  if (Math.abs(yuan) >= 10_000) return `${Number((yuan / 10_000).toFixed(1))}万`;
  return String(Math.round(yuan));
}

/** Tooltip value of an amount in fen: "¥1,234.50". */
export const fenTip = (fen: unknown): string => `¥${fenToYuan(Number(fen ?? 0))}`;
