import { Tooltip } from 'antd';
import { capitalAmount, fenToYuan } from '@ta/contract';

export interface MoneyTextProps {
  /** Amount in integer fen. */
  fen: number | null | undefined;
  /** Also show the capital form (壹佰元整) after the figure. */
  capital?: boolean;
  /** Show the capital form as a tooltip instead. */
  capitalTip?: boolean;
  prefix?: string;
}

/** An amount in yuan (from fen), optionally with its capital Chinese form. */
export function MoneyText({ fen, capital, capitalTip, prefix = '¥' }: MoneyTextProps) {
  if (fen === null || fen === undefined) return <span>-</span>;
  // A negative amount reads -¥24,400.00 (the sign before the currency), as in the finance pages.
  const figure = <span className="ta-money">{fen < 0 ? '-' : ''}{prefix}{fenToYuan(Math.abs(fen))}</span>;
  if (capital) return <span>{figure}（{capitalAmount(fen)}）</span>;
  if (capitalTip) return <Tooltip title={capitalAmount(fen)}>{figure}</Tooltip>;
  return figure;
}
