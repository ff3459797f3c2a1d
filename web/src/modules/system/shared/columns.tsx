/** Columns every organisation list shares. */
import type { ListColumn } from '@/platform/list';

export function timeColumn<T>(title = '更新时间', dataIndex = 'updated_at'): ListColumn<T> {
  return { title, dataIndex, valueType: 'dateTime', width: 170, sorter: true };
}
export function remarkColumn<T>(): ListColumn<T> {
  return { title: '备注', dataIndex: 'remark', ellipsis: true, width: 200 };
}
/** The keyword search item (the server searches the resource's keyword fields); `hint` names them. */
export function keywordColumn<T>(hint: string): ListColumn<T> {
  return { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: hint } };
}
