/**
 * 编号规则: one rule per document type, edited in place (prefix, date part, sequence length, reset period);
 * the row being edited shows the next number its draft would give, asked from the server as you type.
 */
import { useQuery } from '@tanstack/react-query';
import { Input, InputNumber, Select, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { DatePart, NumberDocType, RESET_DATE_PART_MESSAGE, RESOURCES, ResetPeriod } from '@ta/contract';
import { ListScreen, type ListColumn } from '@/platform/list';
import { mapOptions } from '@/platform/list/columns';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { remarkColumn, timeColumn } from '@/modules/system/shared/columns';
import { editableColumn, inlineActions, useInlineEdit, type InlineEdit } from '../shared/inline-edit';
import { previewPlan, ruleText, type NumberRuleRow } from './number-draft';

const res = RESOURCES.numberRule;
export const PREVIEW_URL = '/api/v1/numberRule/preview';
const FIELDS = ['prefix', 'date_part', 'seq_length', 'reset_period'] as const;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => { const t = setTimeout(() => setV(value), ms); return () => clearTimeout(t); }, [JSON.stringify(value), ms]);
  return v;
}

/** The next number of the row being edited, from its draft. */
function DraftPreview({ edit }: { edit: InlineEdit<NumberRuleRow> }) {
  const row = edit.editing!;
  const plan = useDebounced(previewPlan(row, edit.draft), 250);
  const q = useQuery({
    queryKey: [...resourceKeys(res.name).all, 'preview', plan],
    enabled: plan.ok,
    queryFn: () => post<{ number: string }>(PREVIEW_URL, plan.ok ? plan.body : {}, { silent: true }),
    retry: false,
  });
  if (!plan.ok) {
    const why = plan.reason === RESET_DATE_PART_MESSAGE ? '重置周期与日期部分不匹配' : plan.reason;
    return <Typography.Text type="warning" style={{ whiteSpace: 'normal', fontSize: 12 }}>无法预览：{why}</Typography.Text>;
  }
  if (q.isError) return <Typography.Text type="danger">预览失败</Typography.Text>;
  return <Typography.Text strong className="ta-number-preview" copyable={false}>{q.data?.number ?? '…'}</Typography.Text>;
}

export function NumberRuleList() {
  const edit = useInlineEdit<NumberRuleRow>({ resource: res, fields: FIELDS, keep: ['remark'] });
  const columns: ListColumn<NumberRuleRow>[] = [
    { title: '单据类型', dataIndex: 'doc_type', width: 110, enumMap: NumberDocType, search: true },
    editableColumn({ title: '前缀', dataIndex: 'prefix', width: 130 }, edit, (v, set, err) => (
      <Input size="small" value={(v as string) ?? ''} maxLength={10} status={err ? 'error' : undefined} style={{ width: 110 }}
        onChange={(e) => set(e.target.value.replace(/\s/g, '').toUpperCase())} aria-label="前缀" />
    )),
    editableColumn({ title: '日期部分', dataIndex: 'date_part', width: 170, enumMap: DatePart }, edit, (v, set, err) => (
      <Select size="small" value={v as string} options={mapOptions(DatePart)} status={err ? 'error' : undefined} style={{ width: 150 }} onChange={set} aria-label="日期部分" />
    )),
    editableColumn({ title: '流水号位数', dataIndex: 'seq_length', width: 120 }, edit, (v, set, err) => (
      <InputNumber size="small" value={v as number} min={3} max={10} precision={0} status={err ? 'error' : undefined} style={{ width: 90 }} onChange={(n) => set(n)} aria-label="流水号位数" />
    )),
    editableColumn({ title: '重置周期', dataIndex: 'reset_period', width: 130, enumMap: ResetPeriod }, edit, (v, set, err) => (
      <Select size="small" value={v as string} options={mapOptions(ResetPeriod)} status={err ? 'error' : undefined} style={{ width: 110 }} onChange={set} aria-label="重置周期" />
    )),
    {
      title: '下一个编号', dataIndex: 'next_number', width: 200,
      render: (_, r) => (edit.isEditing(r) ? <DraftPreview edit={edit} /> : <Tooltip title={ruleText(r)}><Typography.Text code>{r.next_number ?? '-'}</Typography.Text></Tooltip>),
    },
    remarkColumn(),
    timeColumn(),
  ];
  return (
    <ListScreen<NumberRuleRow> resource={res} columns={columns} rowActions={inlineActions(edit)} exportName="编号规则" pagination={false}
      alert="编号 = 前缀 + 日期部分 + 流水号；按重置周期重新从 1 开始。修改后只影响之后生成的编号，预览不会占用编号。"
      rowTone={(r) => (edit.isEditing(r) ? 'info' : undefined)} />
  );
}
