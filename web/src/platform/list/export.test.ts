import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@ta/contract';
import type { ListColumn } from './columns';
import { fileNameOf, sheetOf, toCsv } from './export';
import { columnLetter, sheetXml } from './xlsx';
import { crc32, zip } from './zip';

interface Row { id: number; name: string; order_status: number; amount: number; tags?: string[] }
const columns: ListColumn<Row>[] = [
  { title: '名称', dataIndex: 'name' },
  { title: '状态', dataIndex: 'order_status', enumMap: OrderStatus },
  { title: '金额（元）', dataIndex: 'amount', money: true },
  { title: '标签', dataIndex: 'tags' },
  { title: '操作', valueType: 'option', key: 'op' },
  { title: '内部', dataIndex: 'id', exportable: false },
];
const rows: Row[] = [
  { id: 1, name: '华东五市, "纯玩"', order_status: 1, amount: 123456, tags: ['亲子', '暑期'] },
  { id: 2, name: '=HYPERLINK()', order_status: 2, amount: -5 },
];

describe('export of the current query', () => {
  it('labels from column titles, enums as labels, money as yuan; option columns left out', () => {
    expect(sheetOf(columns, rows)).toEqual({
      headers: ['名称', '状态', '金额（元）', '标签'],
      rows: [['华东五市, "纯玩"', '已确认', '1234.56', '亲子、暑期'], ['=HYPERLINK()', '已拒绝', '-0.05', '']],
    });
  });
  it('CSV with BOM, quoting and formula guard', () => {
    const csv = toCsv(sheetOf(columns, rows));
    expect(csv.startsWith('\uFEFF名称,状态,金额（元）,标签\r\n')).toBe(true);
    expect(csv).toContain('"华东五市, ""纯玩""",已确认,1234.56,亲子、暑期');
    expect(csv).toContain("'=HYPERLINK(),已拒绝,-0.05,");
  });
  it('file names carry a timestamp and the format extension', () => {
    const d = new Date(2025, 0, 2, 3, 4);
    expect(fileNameOf('用户', 'csv', d)).toBe('用户_202501020304.csv');
    expect(fileNameOf('用户', 'excel', d)).toBe('用户_202501020304.xlsx');
  });
  it('xlsx sheet: letters, escaping, numbers as numbers', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    const xml = sheetXml({ headers: ['a<b'], rows: [[12.5]] });
    expect(xml).toContain('<t xml:space="preserve">a&lt;b</t>');
    expect(xml).toContain('<c r="A2"><v>12.5</v></c>');
  });
  it('zip: crc32 and signatures', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    const z = zip([{ name: 'a.txt', data: new TextEncoder().encode('hi') }]);
    const v = new DataView(z.buffer);
    expect(v.getUint32(0, true)).toBe(0x04034b50);
    expect(v.getUint32(z.length - 22, true)).toBe(0x06054b50);
    expect(v.getUint16(z.length - 22 + 10, true)).toBe(1);
  });
});

describe('export of dates', () => {
  it('date and dateTime columns are formatted in local time', () => {
    const cols: ListColumn<{ at: string }>[] = [{ title: '时间', dataIndex: 'at', valueType: 'dateTime' }, { title: '日期', dataIndex: 'at', key: 'd', valueType: 'date' }];
    const local = new Date(2025, 4, 6, 7, 8, 9).toISOString();
    expect(sheetOf(cols, [{ at: local }]).rows).toEqual([['2025-05-06 07:08:09', '2025-05-06']]);
  });
});
