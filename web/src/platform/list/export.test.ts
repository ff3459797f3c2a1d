import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@ta/contract';
import type { ListColumn } from './columns';
import { bytesText, exportColumnsOf, exportQueryOf, exportUrlOf, fileNameOfDisposition } from './export';

interface Row { id: number; name: string; order_status: number; amount: number; at: string; day: string; group: { code: string } }
const columns: ListColumn<Row>[] = [
  { title: '名称', dataIndex: 'name' },
  { title: '状态', dataIndex: 'order_status', enumMap: OrderStatus },
  { title: '金额（元）', dataIndex: 'amount', money: true },
  { title: '时间', dataIndex: 'at', valueType: 'dateTime' },
  { title: '日期', dataIndex: 'day', valueType: 'date' },
  { title: '团号', dataIndex: ['group', 'code'] },
  { title: '操作', valueType: 'option', key: 'op' },
  { title: '内部', dataIndex: 'id', exportable: false },
  { title: '隐藏', dataIndex: 'hidden', hideInTable: true },
];

describe('export request of the list screen (written by the server)', () => {
  it('the shown columns with their titles and how each cell is written; option, hidden and non-exportable columns left out', () => {
    expect(exportColumnsOf(columns)).toEqual([
      { key: 'name', title: '名称', kind: 'text' },
      { key: 'order_status', title: '状态', kind: 'enum', labels: Object.fromEntries(Object.entries(OrderStatus).map(([k, v]) => [k, v])) },
      { key: 'amount', title: '金额（元）', kind: 'money' },
      { key: 'at', title: '时间', kind: 'dateTime' },
      { key: 'day', title: '日期', kind: 'date' },
      { key: 'group.code', title: '团号', kind: 'text' },
    ]);
  });
  it('the export path is the list path + /export for a POST list paged in the body; a function list names its list route (exportFrom)', () => {
    expect(exportUrlOf({ url: '/api/v1/routeOrder/list' })).toBe('/api/v1/routeOrder/list/export');
    expect(exportUrlOf({ url: '/api/x/list', method: 'GET' })).toBeUndefined();
    expect(exportUrlOf({ url: '/api/x/list', paging: 'path' })).toBeUndefined();
    expect(exportUrlOf(async () => [])).toBeUndefined();
  });
  it('the query: filters and sort, no paging, empty values left out', () => {
    expect(exportQueryOf({ filters: { name: '张', code: '', ids: [], status: [1, 2], none: null }, sortField: 'created_at', sortOrder: 'descend' }))
      .toEqual({ name: '张', status: [1, 2], sortField: 'created_at', sortOrder: 'descend' });
    expect(exportQueryOf({ filters: {} })).toEqual({});
  });
  it('progress and file name', () => {
    expect(bytesText(0)).toBe('0 KB');
    expect(bytesText(512 * 1024)).toBe('512 KB');
    expect(bytesText(3.25 * 1024 * 1024)).toBe('3.3 MB');
    const h = `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('订单_202601020304.xlsx')}`;
    expect(fileNameOfDisposition(h, 'x.xlsx')).toBe('订单_202601020304.xlsx');
    expect(fileNameOfDisposition(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
