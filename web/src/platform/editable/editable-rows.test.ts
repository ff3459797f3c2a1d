import { describe, expect, it } from 'vitest';
import { addRow, firstProblem, removeRow, updateCell, type EditableRow } from './editable-rows';

interface R extends EditableRow { name?: string; qty?: number | null; total?: number }
const fields = [{ field: 'name', title: '名称', required: true }, { field: 'qty', title: '数量', required: true, numeric: true }];

describe('editable rows', () => {
  it('adds new rows with unique keys, updates a cell with derived fields, removes by key', () => {
    let rows: R[] = [];
    rows = addRow<R>(rows, { name: 'a', qty: 1 });
    rows = addRow<R>(rows, { name: 'b', qty: 2 });
    expect(rows).toHaveLength(2);
    expect(rows[0].isNew).toBe(true);
    expect(rows[0].key).not.toBe(rows[1].key);
    rows = updateCell(rows, rows[1].key, 'qty', 5, (r) => ({ total: (r.qty ?? 0) * 10 }));
    expect(rows[1]).toMatchObject({ qty: 5, total: 50 });
    expect(rows[0].total).toBeUndefined();
    expect(removeRow(rows, rows[0].key).map((r) => r.name)).toEqual(['b']);
  });
  it('does not change disabled rows', () => {
    const rows: R[] = [{ key: 'x', name: 'own', isDisabled: true }];
    expect(updateCell(rows, 'x', 'name', 'other')[0].name).toBe('own');
  });
  it('reports the first empty required or negative numeric field with the spec message', () => {
    const rows: R[] = [{ key: 'a', name: '导游', qty: 1 }, { key: 'b', name: ' ', qty: 1 }];
    expect(firstProblem(rows, fields)).toEqual({ key: 'b', field: 'name', message: '请填写名称信息。' });
    expect(firstProblem([{ key: 'c', name: 'x', qty: -1 }], fields)).toEqual({ key: 'c', field: 'qty', message: '请填写数量信息。' });
    expect(firstProblem([{ key: 'd', name: 'x', qty: null }], fields, '请完善')?.message).toBe('请完善数量信息。');
    expect(firstProblem([{ key: 'e', isDisabled: true }], fields)).toBeNull();
    expect(firstProblem(rows.slice(0, 1), fields)).toBeNull();
  });
});
