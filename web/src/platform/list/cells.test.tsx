/** The cheap cells of the list screen (docs/decisions.md "List rendering"). */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionLinks, type RowAction } from './actions';
import type { ListColumn } from './columns';
import { DEFAULT_COLUMN_PX, tableScrollWidth } from './layout';
import { dateText, ELLIPSIS_CLASS, toProColumn } from './to-pro-column';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Row { id: number; name: string; status: number; created_at: string | null; remark?: string }
const row: Row = { id: 7, name: '张三', status: 1, created_at: '2024-03-05T08:09:10', remark: '很长很长的备注' };

describe('columns for the table', () => {
  it('ellipsis is CSS with the full text as the cell title, not a Typography per cell', () => {
    const col = toProColumn<Row>({ title: '备注', dataIndex: 'remark', ellipsis: true, width: 200 });
    expect(col.ellipsis).toBeUndefined();
    expect(col.className).toBe(ELLIPSIS_CLASS);
    expect(col.onCell?.(row, 0)).toEqual({ title: '很长很长的备注' });
    expect(col.onCell?.({ ...row, remark: undefined }, 0)).toEqual({});
  });
  it('the title of an enum or exportValue column is the text the user sees; own onCell props win', () => {
    const map = { 0: '停用', 1: '启用' } as const;
    expect(toProColumn<Row>({ title: '状态', dataIndex: 'status', enumMap: map, ellipsis: true }).onCell?.(row, 0)).toEqual({ title: '启用' });
    const own = toProColumn<Row>({ title: '名', dataIndex: 'name', ellipsis: { showTitle: false }, className: 'x', onCell: () => ({ colSpan: 2 }) });
    expect(own.className).toBe(`x ${ELLIPSIS_CLASS}`);
    expect(own.onCell?.(row, 0)).toEqual({ colSpan: 2 });
  });
  it('dates are formatted like ProField does, `-` when empty', () => {
    const col = toProColumn<Row>({ title: '创建时间', dataIndex: 'created_at', valueType: 'dateTime' });
    const render = col.render as (dom: unknown, r: Row) => unknown;
    expect(render(null, row)).toBe('2024-03-05 08:09:10');
    expect(render(null, { ...row, created_at: null })).toBe('-');
    expect(dateText('2024-03-05T08:09:10', 'date')).toBe('2024-03-05');
    expect(dateText('不是日期', 'date')).toBe('不是日期');
  });
  it('a fixed ellipsis column keeps its content in the cell-content box', () => {
    const col = toProColumn<Row>({ title: '名称', dataIndex: 'name', fixed: 'left', ellipsis: true, width: 220 });
    const out = (col.render as unknown as (dom: unknown, r: Row) => { props: { className: string; children: unknown } })('张三', row);
    expect(out.props.className).toBe('ant-table-cell-content');
    expect(out.props.children).toBe('张三');
  });
  it('the scroll width adds up the shown columns, a column without width counts 150 px', () => {
    const cols: ListColumn<Row>[] = [{ dataIndex: 'a', width: 100 }, { dataIndex: 'b' }, { dataIndex: 'c', width: 80, hideInTable: true }];
    expect(tableScrollWidth(cols)).toBe(100 + DEFAULT_COLUMN_PX);
  });
});

let root: Root | undefined;
afterEach(() => { act(() => root?.unmount()); root = undefined; document.body.innerHTML = ''; });

describe('row action links', () => {
  it('render as plain links; a confirmation is mounted on click and runs the action on OK', async () => {
    const ran: string[] = [];
    const actions: RowAction<Row>[] = [
      { key: 'edit', label: '编辑', onClick: (r) => ran.push(`edit ${r.id}`) },
      { key: 'del', label: '删除', danger: true, confirm: (r) => `确定删除“${r.name}”吗？`, onClick: (r) => ran.push(`del ${r.id}`) },
    ];
    const el = document.createElement('div');
    document.body.appendChild(el);
    root = createRoot(el);
    act(() => root!.render(<ActionLinks actions={actions} row={row} />));
    const links = [...el.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['编辑', '删除']);
    expect(links[1].className).toBe('ta-link-danger');
    expect(el.querySelector('.ant-space, .ant-popover')).toBeNull();
    expect(document.querySelector('.ant-popconfirm')).toBeNull();

    act(() => { links[0].dispatchEvent(new MouseEvent('click', { bubbles: true })); });
    expect(ran).toEqual(['edit 7']);

    act(() => { links[1].dispatchEvent(new MouseEvent('click', { bubbles: true })); });
    expect(document.querySelector('.ant-popconfirm-title')?.textContent).toBe('确定删除“张三”吗？');
    expect(ran).toEqual(['edit 7']);
    const ok = document.querySelector('.ant-popconfirm-buttons .ant-btn-primary') as HTMLElement;
    await act(async () => { ok.dispatchEvent(new MouseEvent('click', { bubbles: true })); await new Promise((r) => setTimeout(r, 0)); });
    expect(ran).toEqual(['edit 7', 'del 7']);
  });
});
