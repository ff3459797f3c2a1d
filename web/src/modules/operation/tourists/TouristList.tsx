/**
 * 游客名单 (touristList?id=): every tourist of the group's active orders with the tourist fields the user
 * chooses (all 28 on offer), personal data masked unless the role may see it, room allocation (房型 +
 * 房间号) in a dialog, 导出Excel and 打印确认单 (the printable operation confirmation sheet).
 */
import { SettingOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Input, Modal, Popover, Result, Select, Space, message } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CardType, enumLabel, Msg, PAGE_SIZE_MAX, PersonType, RoomType, Sex, TouristFieldLabel } from '@ta/contract';
import { downloadFile } from '@/modules/merchant/shared/files';
import { EditableRows, type EditableColumn, type EditableRow } from '@/platform/editable';
import { showError } from '@/platform/feedback';
import { ListScreen, type ListColumn, type ListScreenHandle } from '@/platform/list';
import { mapOptions } from '@/platform/list/columns';
import { normalizePage } from '@/platform/list/paging';
import { usePermission } from '@/platform/permission';
import { invalidateResource, resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { GROUP_KEY, OP_URLS, useGroup } from '../api';
import { groupPath } from '../links';
import { GroupHeader } from '../cost/CostSettingEditor';
import { changedRooms, loadChoice, saveChoice, touristFieldOptions, type TouristField, type TouristRow } from './tourist-model';
import '../operation.css';

const TOURISTS_KEY = `${GROUP_KEY}-tourists`;

const ENUM_FIELDS: Partial<Record<TouristField, Readonly<Record<number, string>>>> = { client_sex: Sex, client_card_type: CardType, client_type: PersonType };
const WIDE: Partial<Record<TouristField, number>> = { client_card_number: 190, client_marshal_point: 160, client_remarks: 180, client_registered_residence: 160 };

export function touristColumn(f: TouristField): ListColumn<TouristRow> {
  const map = ENUM_FIELDS[f];
  return {
    title: TouristFieldLabel[f], dataIndex: f, width: WIDE[f] ?? 110, ellipsis: true, enumMap: map,
    render: (_, r) => { const v = r[f]; return v === null || v === undefined || v === '' ? '-' : map ? enumLabel(map, v) : String(v); },
  };
}

function ColumnChooser({ value, onChange }: { value: TouristField[]; onChange: (v: TouristField[]) => void }) {
  return (
    <Popover trigger="click" placement="bottomRight" title="选择显示的游客字段"
      content={(
        <Checkbox.Group value={value} onChange={(v) => onChange(saveChoice(v as string[]))} style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 150px)', gap: 4 }}
          options={touristFieldOptions} />
      )}>
      <Button icon={<SettingOutlined />}>显示字段</Button>
    </Popover>
  );
}

interface RoomRow extends EditableRow { id: number; client_name: string; order_code: string; room_type: number | null; client_room_number: string | null }

const roomColumns: EditableColumn<RoomRow>[] = [
  { field: 'client_name', title: '姓名', width: 100 },
  { field: 'order_code', title: '订单号', width: 160 },
  {
    field: 'room_type', title: '房型', width: 130,
    input: ({ value, onChange, title }) => <Select size="small" allowClear value={value as number | null} aria-label={title} placeholder="房型" style={{ width: 120 }} options={mapOptions(RoomType)} onChange={(v) => onChange(v ?? null)} />,
  },
  {
    field: 'client_room_number', title: '房间号', width: 120,
    input: ({ value, onChange, title }) => <Input size="small" value={(value as string | null) ?? ''} aria-label={title} placeholder="房间号" maxLength={20} onChange={(e) => onChange(e.target.value)} />,
  },
];

function RoomDialog({ groupId, open, onClose }: { groupId: number; open: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const q = useQuery({
    queryKey: [...resourceKeys(TOURISTS_KEY).list({ group_id: groupId, all: true })],
    queryFn: async () => normalizePage<TouristRow>(await post<unknown>(OP_URLS.clients, { group_id: groupId, pageNo: 1, pageSize: PAGE_SIZE_MAX })).rows,
    enabled: open,
  });
  const [rows, setRows] = useState<RoomRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const shown: RoomRow[] = rows ?? (q.data ?? []).map((t) => ({
    key: String(t.id), id: t.id, client_name: String(t.client_name ?? ''), order_code: t.order_code, room_type: t.room_type, client_room_number: (t.client_room_number as string | null) ?? null,
  }));
  const close = () => { setRows(null); onClose(); };
  const save = async () => {
    const items = changedRooms(q.data ?? [], shown);
    if (items.length === 0) { void message.info('分房没有变化'); return; }
    setBusy(true);
    try {
      await post(OP_URLS.rooms, { group_id: groupId, items });
      void message.success(`已更新 ${items.length} 位游客的分房`);
      await invalidateResource(client, TOURISTS_KEY);
      close();
    } catch (e) { showError(e); } finally { setBusy(false); }
  };
  return (
    <Modal open={open} title="分房" width={640} okText="保存分房" confirmLoading={busy} onOk={() => void save()} onCancel={close} destroyOnHidden>
      <EditableRows<RoomRow> rows={shown} columns={roomColumns} onChange={setRows} fixedRows className="ta-room-table" />
    </Modal>
  );
}

export function TouristList() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const g = useGroup(id || undefined).data;
  const { has } = usePermission('line_operation');
  const [fields, setFields] = useState<TouristField[]>(() => loadChoice());
  const [rooms, setRooms] = useState(false);
  const [masked, setMasked] = useState(false);
  const ref = useMemo(() => ({ current: null as ListScreenHandle | null }), []);
  const columns = useMemo<ListColumn<TouristRow>[]>(() => [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '姓名/订单号/房间号' } },
    { title: '订单号', dataIndex: 'order_code', width: 160, fixed: 'left' },
    { title: '类型', dataIndex: 'person_type', width: 70, enumMap: PersonType },
    ...fields.map(touristColumn),
    { title: '房型', dataIndex: 'room_type', width: 90, enumMap: RoomType },
  ], [fields]);
  const fixed = useMemo(() => [{ field: 'group_id', value: id, label: '团期', text: g?.code ?? String(id) }], [id, g?.code]);
  if (!id) return <Result status="404" title={Msg.notFound} />;

  const exportExcel = async () => {
    try { await downloadFile(OP_URLS.clientExport, { group_id: id }, `游客名单-${g?.code ?? id}.xlsx`); } catch (e) { showError(e, '导出失败'); }
  };
  const toolbar = [
    <ColumnChooser key="cols" value={fields} onChange={setFields} />,
    has('canEditor') ? <Button key="rooms" onClick={() => setRooms(true)}>分房</Button> : null,
    has('canExport') ? <Button key="export" onClick={() => void exportExcel()}>导出Excel</Button> : null,
    <Button key="print" type="primary" onClick={() => window.open(groupPath.sheet({ id }), '_blank')}>打印确认单</Button>,
  ].filter(Boolean);

  return (
    <div className="ta-op-page">
      {g && <GroupHeader g={g} />}
      {masked && <Alert type="info" showIcon message="证件号码、手机号、出生日期已脱敏显示（当前角色无“查看敏感信息”权限）。" />}
      <ListScreen<TouristRow> name={TOURISTS_KEY} permissionKey="line_operation" title="游客名单"
        source={async (p) => {
          const resp = await post<{ masked?: boolean }>(OP_URLS.clients, { ...p, pageNo: p.page_index, pageSize: p.page_size });
          setMasked(Boolean(resp?.masked));
          return resp;
        }}
        columns={columns} fixed={fixed} toolbar={toolbar} exportName={false} actionRef={ref} />
      <RoomDialog groupId={id} open={rooms} onClose={() => setRooms(false)} />
    </div>
  );
}
