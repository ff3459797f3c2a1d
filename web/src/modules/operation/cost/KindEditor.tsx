/**
 * One cost kind of the editor: its lines as an editable table (supplier, the kind's fields, quantity, unit
 * price in yuan, total), checked by SPEC section 5's row rule, then saved as the whole list — or, when the
 * group's costs are locked, proposed as a cost-adjustment bill with a reason.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Space, Table, message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { CostKind, fenToYuan } from '@ta/contract';
import { EditableRows, firstProblem, type EditableColumn, type RowProblem } from '@/platform/editable';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs/MoneyText';
import { invalidateResource } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { COST_KEY, GROUP_KEY, OP_URLS, useCostKind, type GroupRow } from '../api';
import { detailCell, intCell, moneyCell, supplierCell, textCell } from './cells';
import {
  deriveRow, detailFields, KIND_SUPPLIER_TYPES, kindTotal, newEditRow, rowFields, rowTotal, toEditRows, toItems, type CostEditRow, type CostKindCode,
} from './cost-model';

export function kindColumns(kind: CostKindCode): EditableColumn<CostEditRow>[] {
  return [
    { field: 'supplier_id', title: '供应商', required: true, width: 206, input: supplierCell(KIND_SUPPLIER_TYPES[kind]), render: (r) => r.supplier_name ?? '-' },
    ...detailFields(kind).map((d): EditableColumn<CostEditRow> => ({ field: d.field, title: d.title, required: d.required, numeric: d.input === 'int', width: d.width, input: detailCell(d) })),
    { field: 'quantity', title: '数量', required: true, numeric: true, width: 84, input: intCell },
    { field: 'unit_price_yuan', title: '单价（元）', required: true, numeric: true, width: 116, input: moneyCell },
    { field: 'total', title: '金额（元）', width: 104, align: 'right', render: (r) => <MoneyText fen={rowTotal(r)} prefix="" /> },
    { field: 'remark', title: '备注', width: 130, input: textCell },
  ];
}

/** Asks the reason of a cost-adjustment bill (every kind, the local operator too). */
export function ReasonDialog({ open, onOk, onCancel, busy }: { open: boolean; onOk: (reason: string) => void; onCancel: () => void; busy: boolean }) {
  const [reason, setReason] = useState('');
  useEffect(() => { if (open) setReason(''); }, [open]);
  return (
    <Modal open={open} title="提交成本调整单" okText="提交审核" confirmLoading={busy} onCancel={onCancel}
      onOk={() => { if (!reason.trim()) { void message.error('请输入调整原因'); return; } onOk(reason.trim()); }}>
      <Alert type="warning" showIcon message="成本已锁定：本次修改将作为成本调整单提交审核，审核通过后才会替换该类成本。" style={{ marginBottom: 12 }} />
      <Input.TextArea rows={3} maxLength={500} showCount placeholder="调整原因" value={reason} onChange={(e) => setReason(e.target.value)} />
    </Modal>
  );
}

export interface CostTabProps {
  group: GroupRow;
  readOnly?: boolean;
  /** Told whenever the tab's unsaved-changes flag changes (the page guards leaving with unsaved edits). */
  onDirtyChange?: (dirty: boolean) => void;
}

export function KindEditor({ group, kind, readOnly, onDirtyChange }: CostTabProps & { kind: CostKindCode }) {
  const client = useQueryClient();
  const q = useCostKind(group.id, kind);
  const [rows, setRows] = useState<CostEditRow[]>([]);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<RowProblem | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const locked = group.cost_version_type === 1;
  const columns = useMemo(() => kindColumns(kind), [kind]);
  useEffect(() => { if (q.data && !dirty) setRows(toEditRows(q.data.items)); }, [q.data, dirty]);
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  useEffect(() => { onDirtyChange?.(dirty); }, [dirty, onDirtyChange]);

  const after = async (ok: string) => {
    void message.success(ok);
    setDirty(false);
    await invalidateResource(client, COST_KEY);
    await invalidateResource(client, GROUP_KEY);
  };
  const check = (): boolean => {
    const p = firstProblem(rows, rowFields(kind));
    setProblem(p);
    if (p) void message.error(p.message);
    return !p;
  };
  const save = async () => {
    if (!check()) return;
    if (locked) { setAsking(true); return; }
    setBusy(true);
    try {
      await post(OP_URLS.costAdd(kind), { group_id: group.id, cost_version: group.cost_version, items: toItems(kind, rows) });
      await after(`${CostKind[kind]}成本已保存`);
    } catch (e) { showError(e); } finally { setBusy(false); }
  };
  const propose = async (reason: string) => {
    setBusy(true);
    try {
      await post(OP_URLS.adjustAdd, { group_id: group.id, kind, reason, items: toItems(kind, rows) });
      setAsking(false);
      await after('成本调整单已提交审核');
    } catch (e) { showError(e); } finally { setBusy(false); }
  };
  const total = kindTotal(kind, rows);
  return (
    <div className={`ta-cost-kind ta-cost-kind-${kind}`}>
      {kind === 'other' && <Alert type="info" showIcon message="收支类型为“收入”的项目冲减团期成本。" style={{ marginBottom: 8 }} />}
      <EditableRows<CostEditRow>
        rows={rows} columns={columns} readOnly={readOnly} problem={problem} addText={`添加${CostKind[kind]}成本`}
        newRow={() => newEditRow(kind)} derive={(r, f) => deriveRow(kind, r, f)}
        onChange={(next) => { setRows(next); setDirty(true); setProblem(null); }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={columns.length - 2}><b>{CostKind[kind]}合计</b></Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right"><b className="ta-cost-kind-total">{fenToYuan(total)}</b></Table.Summary.Cell>
            <Table.Summary.Cell index={2} colSpan={readOnly ? 1 : 2} />
          </Table.Summary.Row>
        )}
      />
      {!readOnly && (
        <Space style={{ marginTop: 12 }}>
          <Button type="primary" loading={busy} onClick={() => void save()}>{locked ? '提交成本调整单' : `保存${CostKind[kind]}成本`}</Button>
          <Button disabled={!dirty} onClick={() => { setDirty(false); setProblem(null); if (q.data) setRows(toEditRows(q.data.items)); }}>撤销修改</Button>
          <span>{CostKind[kind]}合计：<b className="ta-cost-kind-sum">¥{fenToYuan(total)}</b></span>
          {dirty && <span className="ta-muted">有未保存的修改</span>}
        </Space>
      )}
      <ReasonDialog open={asking} busy={busy} onCancel={() => setAsking(false)} onOk={(r) => void propose(r)} />
    </div>
  );
}
