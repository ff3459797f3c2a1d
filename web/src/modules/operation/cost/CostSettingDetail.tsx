/**
 * 成本详情 (costSettingDetail?id=): the group's cost sheet read-only — per kind its lines (supplier, the
 * kind's details, quantity, unit price, amount) and total, then the sheet's total.
 */
import { Alert, Button, Card, Empty, Result, Skeleton, Space, Table } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { COST_KINDS, CostKind, enumLabel, FeeType, fenToYuan, Msg } from '@ta/contract';
import { MoneyText } from '@/platform/inputs/MoneyText';
import { usePermission } from '@/platform/permission';
import { useGroup } from '../api';
import { groupPath } from '../links';
import { GroupHeader } from './CostSettingEditor';
import { agencyTotal, detailText, sheetTotal, storedKindTotal, type CostLine } from './cost-model';
import { useCostSheet } from './use-cost-sheet';
import '../operation.css';

export function CostSettingDetail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const q = useGroup(id);
  const sheet = useCostSheet(id);
  const { has } = usePermission('line_operation');
  if (!id || q.isError) return <Result status="404" title={Msg.notFound} />;
  const g = q.data;
  if (!g || sheet.loading) return <Card><Skeleton active /></Card>;
  const total = sheetTotal(sheet.byKind) + agencyTotal(sheet.agency);
  const kinds = COST_KINDS.filter((k) => (sheet.byKind[k] ?? []).length > 0);
  return (
    <div className="ta-op-page">
      <GroupHeader g={g} extra={has('canEditor') ? <Button type="primary" onClick={() => navigate(groupPath.costEditor(g))}>成本设置</Button> : undefined} />
      {kinds.length === 0 && sheet.agency.length === 0 && <Card><Empty description="尚未设置成本" /></Card>}
      {kinds.map((k) => {
        const lines = sheet.byKind[k] ?? [];
        return (
          <Card key={k} size="small" title={CostKind[k]} extra={<span>小计：<b>¥{fenToYuan(storedKindTotal(k, lines))}</b></span>}>
            <Table<CostLine> size="small" rowKey={(r) => String(r.id)} pagination={false} dataSource={lines}
              columns={[
                { title: '供应商', dataIndex: 'supplier_name', width: 240 },
                { title: '明细', key: 'detail', render: (_: unknown, r: CostLine) => detailText(k, r) || '-' },
                { title: '数量', dataIndex: 'quantity', align: 'right', width: 80 },
                { title: '单价（元）', dataIndex: 'unit_price', align: 'right', width: 120, render: (v: number) => <MoneyText fen={v} prefix="" /> },
                { title: '金额（元）', dataIndex: 'total', align: 'right', width: 120, render: (v: number, r: CostLine) => <MoneyText fen={k === 'other' && Number(r.consumption) === 0 ? -v : v} prefix="" /> },
                { title: '备注', dataIndex: 'remark', width: 160, render: (v: string | null) => v || '-' },
              ]} />
          </Card>
        );
      })}
      {sheet.agency.length > 0 && (
        <Card size="small" title={CostKind.travelAgency} extra={<span>小计：<b>¥{fenToYuan(agencyTotal(sheet.agency))}</b></span>}>
          <Table size="small" pagination={false}
            rowKey={(r) => `${r.supplier_id}-${r.i}`}
            dataSource={sheet.agency.flatMap((it) => it.lines.map((l, i) => ({ ...l, i, supplier_id: it.supplier_id, supplier_name: it.supplier_name, contact: it.contact })))}
            columns={[
              { title: '地接社', dataIndex: 'supplier_name', width: 240 },
              { title: '联系人', dataIndex: 'contact', width: 100, render: (v: string | null) => v || '-' },
              { title: '费用类型', dataIndex: 'fee_type', width: 100, render: (v: number) => enumLabel(FeeType, v) },
              { title: '说明', dataIndex: 'description', render: (v: string | null) => v || '-' },
              { title: '数量', dataIndex: 'quantity', align: 'right', width: 80 },
              { title: '单价（元）', dataIndex: 'price', align: 'right', width: 120, render: (v: number) => <MoneyText fen={v} prefix="" /> },
            ]} />
        </Card>
      )}
      <Card size="small">
        <Space size={24}>
          <span>成本合计：<b className="ta-cost-sheet-total">¥{fenToYuan(total)}</b></span>
          {sheet.error ? <Alert type="error" showIcon message="部分成本读取失败" /> : null}
        </Space>
      </Card>
    </div>
  );
}
