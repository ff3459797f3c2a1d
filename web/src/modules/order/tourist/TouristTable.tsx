/**
 * The tourists of an order as an editable table (reusable: sign-up, order detail, group tourist lists):
 * the common tourist fields as columns, the other fields of the 28 in the row's expander (更多信息); the
 * name finds earlier tourists (likePerson) to re-use; a mainland ID number fills birthday, sex and age.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { AutoComplete, Button, DatePicker, Input, InputNumber, Select, Table, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CardType, PersonType, RoomType, Sex, TOURIST_FIELDS, enumOptions, maskIdCard } from '@ta/contract';
import { normalizePage } from '@/platform/list/paging';
import { post } from '@/platform/request';
import { LIKE_PERSON_URL, type PersonMatch } from '../api';
import { COMMON_FIELDS, MORE_FIELDS, fieldKind, fieldLabel, requiredFields, withDerived, type TouristDraft, type TouristField } from './tourist-model';

export interface TouristTableProps {
  value: TouristDraft[];
  onChange: (next: TouristDraft[]) => void;
  /** Ages are counted on this day (the departure). */
  departureDate?: string;
  /** Problems by "row.field" (from cellIssues), shown under the cells once `showErrors`. */
  issues?: Map<string, string>;
  showErrors?: boolean;
  insuranceOptions?: { label: string; value: number }[];
  readOnly?: boolean;
}

const SEX = enumOptions(Sex);
const CARDS = enumOptions(CardType);
const PERSONS = enumOptions(PersonType);
const ROOMS = enumOptions(RoomType);
const WIDTH: Partial<Record<TouristField, number>> = {
  client_name: 130, client_sex: 80, client_card_type: 120, client_card_number: 200, client_birthday: 140, client_age: 80, client_phone_number: 140,
};

function PersonAutoComplete({ value, onChange, onPick, id, label }: { value?: string | null; onChange: (v: string) => void; onPick: (p: PersonMatch) => void; id?: string; label?: string }) {
  const [found, setFound] = useState<PersonMatch[]>([]);
  const [text, setText] = useState('');
  const before = useRef('');
  useEffect(() => {
    const name = text.trim();
    if (name.length < 1) { setFound([]); return undefined; }
    const t = setTimeout(() => {
      post<unknown>(LIKE_PERSON_URL, { name, limit: 10 }, { silent: true })
        .then((r) => setFound(normalizePage<PersonMatch>(r).rows))
        .catch(() => setFound([]));
    }, 300);
    return () => clearTimeout(t);
  }, [text]);
  const options = found.map((p) => ({
    value: String(p.id),
    label: <span>{p.client_name} <span style={{ color: '#999' }}>{maskIdCard(p.client_card_number)}{p.client_phone_number ? ` · ${maskIdCard(p.client_phone_number)}` : ''}</span></span>,
  }));
  return (
    <AutoComplete id={id} aria-label={label} value={value ?? ''} options={options} style={{ width: '100%' }} placeholder="姓名"
      onFocus={() => { before.current = value ?? ''; }}
      // Esc cancels the edit: the name as it was when the cell was entered comes back (after the drop-down's own Esc handling).
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        const v = before.current;
        setFound([]); onChange(v);
        setTimeout(() => onChange(v), 0);
      }}
      onSearch={(v) => { setText(v); onChange(v); }}
      onChange={(v) => { if (!found.some((p) => String(p.id) === v)) onChange(v); }}
      onSelect={(v) => { const p = found.find((x) => String(x.id) === v); if (p) onPick(p); }} />
  );
}

export function FieldInput({ field, row, set, readOnly, label }: { field: TouristField; row: TouristDraft; set: (patch: Partial<TouristDraft>) => void; readOnly?: boolean; /** The accessible name (a cell has no <label>). */ label?: string }) {
  const v = (row as Record<string, unknown>)[field];
  const kind = fieldKind(field);
  const derived = row.client_card_type === 1 && Boolean(row.client_birthday) && ['client_birthday', 'client_sex', 'client_age'].includes(field);
  if (kind === 'sex') return <Select aria-label={label} value={(v as number | null) ?? undefined} options={SEX} allowClear disabled={readOnly} style={{ width: '100%' }} onChange={(x) => set({ [field]: x ?? null })} />;
  if (kind === 'cardType') return <Select aria-label={label} value={(v as number | null) ?? undefined} options={CARDS} allowClear disabled={readOnly} style={{ width: '100%' }} onChange={(x) => set({ [field]: x ?? null })} />;
  if (typeof v === 'string' && v.includes('*')) return <Input aria-label={label} value={v} disabled title="已脱敏" />;
  if (kind === 'date') {
    return <DatePicker aria-label={label} value={typeof v === 'string' && v ? dayjs(v) : null} disabled={readOnly} style={{ width: '100%' }} title={derived ? '由身份证号自动带出' : undefined}
      onChange={(d) => set({ [field]: d ? d.format('YYYY-MM-DD') : null })} />;
  }
  if (kind === 'int') return <InputNumber aria-label={label} value={(v as number | null) ?? null} min={0} max={150} precision={0} disabled={readOnly} style={{ width: '100%' }} onChange={(x) => set({ [field]: x ?? null })} />;
  return <Input aria-label={label} value={(v as string | null) ?? ''} disabled={readOnly} allowClear={field !== 'client_card_number'} onChange={(e) => set({ [field]: e.target.value })}
    placeholder={field === 'client_card_number' ? '证件号码' : undefined} />;
}

export function TouristTable({ value, onChange, departureDate, issues, showErrors, insuranceOptions, readOnly }: TouristTableProps) {
  const update = (key: string, patch: Partial<TouristDraft>) => {
    onChange(value.map((t) => (t.key === key ? withDerived({ ...t, ...patch }, departureDate) : t)));
  };
  // A re-used tourist: its fields are copied; masked ones stay masked and the server fills them from source_id.
  const pick = (key: string, p: PersonMatch) => {
    const fields: Partial<TouristDraft> = { source_id: p.source_id ?? p.id };
    for (const f of TOURIST_FIELDS) (fields as Record<string, unknown>)[f] = (p as unknown as Record<string, unknown>)[f] ?? null;
    onChange(value.map((t) => (t.key === key ? { ...t, ...fields } : t)));
  };
  const errorOf = (i: number, f: string): ReactNode => {
    const msg = showErrors ? issues?.get(`${i}.${f}`) : undefined;
    return msg ? <div className="ta-cell-error">{msg}</div> : null;
  };

  const columns = useMemo<TableColumnsType<TouristDraft>>(() => {
    const label = (f: TouristField, i?: number) => {
      const req = i === undefined ? requiredFields(1).includes(f) : requiredFields(i).includes(f);
      return <span>{req && <span style={{ color: '#ff4d4f' }}>* </span>}{fieldLabel(f)}</span>;
    };
    const cols: TableColumnsType<TouristDraft> = [
      { title: '序号', key: 'no', width: 56, render: (_v, _r, i) => i + 1 },
      {
        title: '游客类型', dataIndex: 'person_type', width: 100,
        render: (_v, r, i) => <Select aria-label={`第${i + 1}位游客类型`} value={r.person_type} options={PERSONS} disabled={readOnly} style={{ width: '100%' }} onChange={(x) => update(r.key, { person_type: x })} />,
      },
      ...COMMON_FIELDS.map((f) => ({
        title: f === 'client_phone_number' ? <Tooltip title="第1位游客必填">{label(f, 0)}</Tooltip> : label(f),
        key: f, width: WIDTH[f],
        render: (_v: unknown, r: TouristDraft, i: number) => (
          <div data-field={f}>
            {f === 'client_name' && !readOnly
              ? <PersonAutoComplete label={`第${i + 1}位游客${fieldLabel(f)}`} value={r.client_name} onChange={(x) => update(r.key, { client_name: x })} onPick={(p) => pick(r.key, p)} />
              : <FieldInput field={f} row={r} set={(patch) => update(r.key, patch)} readOnly={readOnly} label={`第${i + 1}位游客${fieldLabel(f)}`} />}
            {errorOf(i, f)}
          </div>
        ),
      })),
      {
        title: '房型', dataIndex: 'room_type', width: 110,
        render: (_v, r, i) => <Select aria-label={`第${i + 1}位游客房型`} value={r.room_type ?? undefined} options={ROOMS} allowClear disabled={readOnly} style={{ width: '100%' }} placeholder="房型" onChange={(x) => update(r.key, { room_type: x ?? null })} />,
      },
    ];
    if (insuranceOptions) {
      cols.push({
        title: '保险', dataIndex: 'insurance_product_id', width: 160,
        render: (_v, r, i) => <div data-field="insurance_product_id"><Select aria-label={`第${i + 1}位游客保险`} value={r.insurance_product_id ?? undefined} options={insuranceOptions} allowClear disabled={readOnly} style={{ width: '100%' }} placeholder="不投保" popupMatchSelectWidth={false} onChange={(x) => update(r.key, { insurance_product_id: x ?? null })} /></div>,
      });
    }
    if (!readOnly) {
      cols.push({
        title: '操作', key: 'op', width: 60, fixed: 'right',
        render: (_v, r) => <Tooltip title="删除游客"><Button type="text" danger aria-label="删除游客" icon={<DeleteOutlined />} onClick={() => onChange(value.filter((t) => t.key !== r.key))} /></Tooltip>,
      });
    }
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, issues, showErrors, insuranceOptions, readOnly, departureDate]);

  return (
    <Table<TouristDraft> className="ta-tourist-table" rowKey="key" size="small" pagination={false} columns={columns} dataSource={value}
      scroll={{ x: 'max-content' }}
      expandable={{
        columnTitle: '更多', columnWidth: 48,
        expandedRowRender: (r, i) => (
          <div className="ta-tourist-more">
            {MORE_FIELDS.map((f) => (
              <div key={f}>
                <label>{fieldLabel(f)}</label>
                <FieldInput field={f} row={r} set={(patch) => update(r.key, patch)} readOnly={readOnly} />
                {errorOf(i, f)}
              </div>
            ))}
          </div>
        ),
      }} />
  );
}
