/**
 * 地接社 tab of the cost editor: fee lines per local operator (/travelAgency/detail and /add); when the
 * group's costs are locked, a cost-adjustment bill with the reason asked like the other kinds.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Table, message } from 'antd';
import { useEffect, useState } from 'react';
import { FeeType, fenToYuan } from '@ta/contract';
import { EditableRows, firstProblem, type EditableColumn, type RowProblem } from '@/platform/editable';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs/MoneyText';
import { invalidateResource, resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { COST_KEY, GROUP_KEY, OP_URLS } from '../api';
import { AGENCY_FIELDS, agencyItems, agencyRows, agencyRowTotal, newAgencyRow, type AgencyEditRow, type AgencyItemView } from './agency-model';
import { enumCell, intCell, moneyCell, supplierCell, textCell } from './cells';
import { ReasonDialog, type CostTabProps } from './KindEditor';

const feeTypeCell = enumCell({ field: 'fee_type', title: '费用类型', input: 'enum', enumMap: FeeType, required: true, width: 120 });

const columns: EditableColumn<AgencyEditRow>[] = [
  { field: 'supplier_id', title: '地接社', required: true, width: 230, input: supplierCell([3]), render: (r) => r.supplier_name ?? '-' },
  { field: 'contact', title: '联系人', width: 100, input: textCell },
  { field: 'contact_phone', title: '联系电话', width: 130, input: textCell },
  { field: 'fee_type', title: '费用类型', width: 120, input: feeTypeCell },
  { field: 'description', title: '费用说明', width: 150, input: textCell },
  { field: 'quantity', title: '数量', required: true, numeric: true, width: 90, input: intCell },
  { field: 'price_yuan', title: '单价（元）', required: true, numeric: true, width: 120, input: moneyCell },
  { field: 'total', title: '金额（元）', width: 110, align: 'right', render: (r) => <MoneyText fen={agencyRowTotal(r)} prefix="" /> },
];

function itemsOf(resp: unknown): AgencyItemView[] {
  if (Array.isArray(resp)) return resp as AgencyItemView[];
  const items = (resp as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as AgencyItemView[]) : [];
}

export function AgencyEditor({ group, readOnly, onDirtyChange }: CostTabProps) {
  const client = useQueryClient();
  const q = useQuery({
    queryKey: [...resourceKeys(COST_KEY).list({ group_id: group.id, kind: 'travelAgency' })],
    queryFn: async () => itemsOf(await post<unknown>(OP_URLS.agencyDetail, { group_id: group.id })),
    retry: false,
  });
  const [rows, setRows] = useState<AgencyEditRow[]>([]);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<RowProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  useEffect(() => { if (q.data && !dirty) setRows(agencyRows(q.data)); }, [q.data, dirty]);
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  useEffect(() => { onDirtyChange?.(dirty); }, [dirty, onDirtyChange]);
  const locked = group.cost_version_type === 1;

  /** Saves the list, or (locked costs) proposes it as a cost-adjustment bill with the reason asked. */
  const send = async (reason?: string) => {
    setBusy(true);
    try {
      if (reason !== undefined) await post(OP_URLS.adjustAdd, { group_id: group.id, kind: 'travelAgency', reason, items: agencyItems(rows) });
      else await post(OP_URLS.agencyAdd, { group_id: group.id, cost_version: group.cost_version, items: agencyItems(rows) });
      void message.success(reason !== undefined ? '成本调整单已提交审核' : '地接社成本已保存');
      setAsking(false);
      setDirty(false);
      await invalidateResource(client, COST_KEY);
      await invalidateResource(client, GROUP_KEY);
    } catch (e) { showError(e); } finally { setBusy(false); }
  };
  const save = () => {
    const p = firstProblem(rows, AGENCY_FIELDS);
    setProblem(p);
    if (p) { void message.error(p.message); return; }
    if (locked) setAsking(true);
    else void send();
  };
  const total = rows.reduce((s, r) => s + agencyRowTotal(r), 0);
  return (
    <div className="ta-cost-kind ta-cost-kind-travelAgency">
      <EditableRows<AgencyEditRow> rows={rows} columns={columns} readOnly={readOnly} problem={problem} addText="添加地接社费用"
        newRow={newAgencyRow} onChange={(next) => { setRows(next); setDirty(true); setProblem(null); }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={columns.length - 1}><b>地接社合计</b></Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right"><b className="ta-cost-kind-total">{fenToYuan(total)}</b></Table.Summary.Cell>
            {!readOnly && <Table.Summary.Cell index={2} />}
          </Table.Summary.Row>
        )} />
      {!readOnly && (
        <Space style={{ marginTop: 12 }}>
          <Button type="primary" loading={busy} onClick={save}>{locked ? '提交成本调整单' : '保存地接社成本'}</Button>
          <Button disabled={!dirty} onClick={() => { setDirty(false); setProblem(null); if (q.data) setRows(agencyRows(q.data)); }}>撤销修改</Button>
          {dirty && <span className="ta-muted">有未保存的修改</span>}
        </Space>
      )}
      <ReasonDialog open={asking} busy={busy} onCancel={() => setAsking(false)} onOk={(r) => void send(r)} />
    </div>
  );
}
