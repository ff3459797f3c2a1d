/**
 * A grid of yuan amounts as one form control (value: row key → column key → yuan text): the package
 * prices (fee types × price kinds) and the own prices (channels × fee types). Amounts are typed in yuan
 * with two decimals in string mode, so no float ever reaches the fen conversion.
 */
import { InputNumber, Table } from 'antd';
import type { Grid } from '../price-model';

export interface GridAxis { key: string | number; label: string }

export interface GridInputProps {
  rows: readonly GridAxis[];
  cols: readonly GridAxis[];
  value?: Grid;
  onChange?: (v: Grid) => void;
  disabled?: boolean;
  rowTitle?: string;
  id?: string;
}

export function GridInput({ rows, cols, value, onChange, disabled, rowTitle = '费用类型', id }: GridInputProps) {
  const grid = value ?? {};
  const set = (r: string | number, c: string | number, v: string | null) => {
    const row = { ...(grid[r] ?? {}), [c]: v ?? undefined };
    onChange?.({ ...grid, [r]: row });
  };
  return (
    <Table<GridAxis> id={id} className="ta-price-grid" size="small" pagination={false} bordered rowKey="key" dataSource={[...rows]}
      columns={[
        { title: rowTitle, dataIndex: 'label', width: 110 },
        ...cols.map((c) => ({
          title: `${c.label}（元）`,
          key: String(c.key),
          render: (_: unknown, r: GridAxis) => (
            <InputNumber<string> stringMode min="0" precision={2} disabled={disabled} placeholder="-" aria-label={`${r.label}${c.label}`}
              value={grid[r.key]?.[c.key] ?? null} onChange={(v) => set(r.key, c.key, v)} />
          ),
        })),
      ]} />
  );
}
