import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { UserStatus } from '@ta/contract';
import type { ListColumn } from './columns';
import { chipsOf, filtersOf } from './conditions';

interface Row { keyword: string; status: number; created: string; dept_id: number }
const columns: ListColumn<Row>[] = [
  { title: '关键字', dataIndex: 'keyword', search: true },
  { title: '状态', dataIndex: 'status', enumMap: UserStatus, search: true },
  { title: '创建时间', dataIndex: 'created', valueType: 'dateRange', search: { transform: (v: string[]) => ({ created_from: v[0], created_to: v[1] }) } },
  { title: '部门', dataIndex: 'dept_id', search: true, searchOptions: [{ label: '销售部', value: 3 }] },
  { title: '不可搜索', dataIndex: 'other' as keyof Row },
];

describe('current query → filters and chips', () => {
  const values = { keyword: '  张 ', status: 0, created: [dayjs('2025-01-01'), dayjs('2025-01-31')], dept_id: 3, other: 'x' };
  it('filters: trimmed text, transformed ranges, fixed conditions, no unsearchable fields', () => {
    expect(filtersOf(columns, values, [{ field: 'kind', value: 'todo' }])).toEqual({
      keyword: '张', status: 0, created_from: '2025-01-01 00:00:00', created_to: '2025-01-31 23:59:59', dept_id: 3, kind: 'todo',
    });
    expect(filtersOf(columns, { keyword: '', status: undefined })).toEqual({});
  });
  it('chips: labels for enums and options, ranges with ~, fixed chips first and not removable', () => {
    expect(chipsOf(columns, values, [{ field: 'kind', value: 'todo', label: '类型', text: '待办' }, { field: 'hidden', value: 1 }])).toEqual([
      { field: 'kind', text: '类型：待办', fixed: true },
      { field: 'keyword', text: '关键字：  张 ', fixed: false },
      { field: 'status', text: '状态：停用', fixed: false },
      { field: 'created', text: '创建时间：2025-01-01 ~ 2025-01-31', fixed: false },
      { field: 'dept_id', text: '部门：销售部', fixed: false },
    ]);
  });
});
