/** Our column extensions → a plain ProColumn for the table (search is ours, so ProTable's is off). */
import type { ProColumns } from '@ant-design/pro-components';
import { enumLabel } from '@ta/contract';
import { MoneyText } from '../inputs/MoneyText';
import { fieldOf, readPath, type ListColumn } from './columns';

export function toProColumn<T>(c: ListColumn<T>): ProColumns<T> {
  const { enumMap, money, exportValue: _e, exportable: _x, searchRender: _s, searchOptions: _o, chipText: _c, ...rest } = c;
  const col: ProColumns<T> = { ...rest, search: false, hideInSearch: true };
  if (c.render) return col;
  const f = fieldOf(c);
  if (money && f) {
    col.render = (_, row) => <MoneyText fen={readPath(row, f) as number | null} prefix="" />;
    col.align = c.align ?? 'right';
  } else if (enumMap && f) {
    col.render = (_, row) => enumLabel(enumMap, readPath(row, f) as number | string | null) || '-';
  }
  return col;
}
