/**
 * The shared editable table: every row is edited in place (one control per cell), rows are added at the
 * bottom and deleted per row; the rows live in the caller's state and are checked with `firstProblem`
 * (SPEC section 5) before the caller saves the whole list. The cell of the reported problem is outlined.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Table, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import type { RowField } from '../inputs/rules';
import { addRow, removeRow, updateCell, type EditableRow, type RowProblem } from './editable-rows';
import './editable.css';

export interface CellInputProps<T> {
  value: unknown;
  /** Sets the cell; `also` sets other fields of the row in the same change (a picked record's name). */
  onChange: (value: unknown, also?: Record<string, unknown>) => void;
  row: T;
  /** The control should show an error outline. */
  status?: 'error';
  /** aria-label / placeholder: the column title. */
  title: string;
}

export interface EditableColumn<T> extends RowField {
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** The control of an editable cell; leave out for a computed (read-only) column. */
  input?: (p: CellInputProps<T>) => ReactNode;
  /** The cell when not editable (and of computed columns). */
  render?: (row: T) => ReactNode;
}

export interface EditableRowsProps<T extends EditableRow> {
  rows: T[];
  onChange: (rows: T[]) => void;
  columns: EditableColumn<T>[];
  /** A new row's values (without key). */
  newRow?: () => Omit<T, 'key' | 'isNew'>;
  /** Fields computed from a changed row (for example a quantity from dates); `field` is the one changed. */
  derive?: (row: T, field: string) => Partial<T>;
  addText?: string;
  readOnly?: boolean;
  /** Rows are only edited: no 添加 button and no delete column (for example room allocation). */
  fixedRows?: boolean;
  problem?: RowProblem | null;
  summary?: (rows: T[]) => ReactNode;
  /** Class of the table, for pages and tests. */
  className?: string;
}

const show = (v: unknown): ReactNode => (v === undefined || v === null || v === '' ? '-' : String(v));

export function EditableRows<T extends EditableRow>(props: EditableRowsProps<T>) {
  const { rows, onChange, columns, readOnly, problem } = props;
  const cols: TableColumnType<T>[] = columns.map((c) => ({
    title: c.required && !readOnly ? <span className="ta-editable-required">{c.title}</span> : c.title,
    key: c.field,
    width: c.width,
    align: c.align,
    render: (_: unknown, row: T) => {
      const editable = !readOnly && c.input && !row.isDisabled && row.editable !== false;
      if (!editable) return c.render ? c.render(row) : show((row as Record<string, unknown>)[c.field]);
      const bad = problem?.key === row.key && problem.field === c.field;
      return c.input!({
        value: (row as Record<string, unknown>)[c.field], row, title: c.title, status: bad ? 'error' : undefined,
        onChange: (v, also) => onChange(updateCell(rows, row.key, c.field as keyof T & string, v, props.derive, also)),
      });
    },
  }));
  if (!readOnly && !props.fixedRows) {
    cols.push({
      title: '操作', key: '__op', width: 56, align: 'center',
      render: (_: unknown, row: T) => (row.isDisabled ? null : (
        <Popconfirm title="确定删除这一行吗？" onConfirm={() => onChange(removeRow(rows, row.key))}>
          <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label="删除行" />
        </Popconfirm>
      )),
    });
  }
  return (
    <div className={['ta-editable-rows', props.className].filter(Boolean).join(' ')}>
      <Table<T>
        rowKey="key" size="small" bordered pagination={false} columns={cols} dataSource={rows}
        scroll={{ x: 'max-content' }} locale={{ emptyText: readOnly ? '暂无数据' : '暂无数据，点击下方按钮添加' }}
        rowClassName={(r) => (r.isDisabled ? 'ta-editable-disabled' : '')}
        summary={props.summary ? () => props.summary!(rows) : undefined}
      />
      {!readOnly && !props.fixedRows && (
        <Button type="dashed" block icon={<PlusOutlined />} className="ta-editable-add"
          onClick={() => props.newRow && onChange(addRow(rows, props.newRow() as Omit<T, 'key' | 'isNew'> & Partial<EditableRow>))}>
          {props.addText ?? '添加一行'}
        </Button>
      )}
    </div>
  );
}
