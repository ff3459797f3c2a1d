/**
 * The tourists of an order on its detail page: the list (personal data masked unless the role has
 * canSeeInfo), 编辑游客 (the editable tourist table, saved as a whole list), 导入名单 (Excel) and 导出名单
 * (the import's columns, masked like the list unless canSeeInfo).
 */
import { DownloadOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, Tag, Typography, message } from 'antd';
import { useMemo, useState } from 'react';
import { CardType, PersonType, RoomType, Sex, enumLabel, personsOf } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { usePermission } from '@/platform/permission';
import { post } from '@/platform/request';
import { downloadFile } from '../../merchant/shared/files';
import { ORDER_URLS, type OrderDetail, type OrderTouristRow } from '../api';
import { cellIssues, fitTourists, touristsForApi, type TouristDraft } from './tourist-model';
import { TouristImportDialog } from './TouristImportDialog';
import { TouristTable } from './TouristTable';

const draftsOf = (list: OrderTouristRow[]): TouristDraft[] => list.map((t) => ({ ...t, key: `id${t.id}` }));

export function TouristEditor({ order, editable, onSaved }: { order: OrderDetail; editable: boolean; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const [importing, setImporting] = useState(false);
  const [drafts, setDrafts] = useState<TouristDraft[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const issues = useMemo(() => cellIssues(drafts), [drafts]);
  const active = order.tourists.filter((t) => !t.withdrawn);

  const start = () => { setDrafts(fitTourists(draftsOf(active), order)); setTried(false); setEditing(true); };
  const save = async () => {
    setTried(true);
    const first = [...issues.values()][0];
    if (first) { void message.error(first); return; }
    setBusy(true);
    try {
      await post(ORDER_URLS.clientAdd, { order_id: order.id, version: order.version, tourists: touristsForApi(drafts) });
      void message.success('游客名单已保存');
      setEditing(false);
      onSaved();
    } catch (e) { showError(e); } finally { setBusy(false); }
  };

  const title = `游客（${active.length}/${personsOf(order)}人）`;
  const canExport = usePermission('route_order_list').has('canExport') && active.length > 0;
  const exportList = async () => {
    try { await downloadFile(ORDER_URLS.clientExport, { order_id: order.id, format: 'xlsx' }, `游客名单-${order.code}.xlsx`); } catch (e) { showError(e, '导出失败'); }
  };
  const extra = editing
    ? <Space><Button onClick={() => setEditing(false)}>取消</Button><Button type="primary" loading={busy} onClick={() => void save()}>保存游客</Button></Space>
    : (editable || canExport) && (
      <Space>
        {canExport && <Button icon={<DownloadOutlined />} onClick={() => void exportList()}>导出名单</Button>}
        {editable && <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>导入名单</Button>}
        {editable && <Button icon={<EditOutlined />} onClick={start}>编辑游客</Button>}
      </Space>
    );

  return (
    <Card size="small" title={title} extra={extra}>
      {editing
        ? <TouristTable value={drafts} onChange={setDrafts} departureDate={order.departure_date} issues={issues} showErrors={tried} />
        : (
          <Table<OrderTouristRow> size="small" rowKey="id" pagination={false} dataSource={order.tourists} scroll={{ x: 'max-content' }}
            locale={{ emptyText: '暂无游客，请编辑或导入名单' }}
            columns={[
              { title: '序号', key: 'no', width: 56, render: (_v, _r, i) => i + 1 },
              { title: '游客类型', dataIndex: 'person_type', render: (v: number) => enumLabel(PersonType, v) },
              { title: '姓名', dataIndex: 'client_name', render: (v: string, r) => <Space size={4}>{v}{r.withdrawn ? <Tag>已退团</Tag> : null}</Space> },
              { title: '性别', dataIndex: 'client_sex', render: (v: number | null) => enumLabel(Sex, v) || '-' },
              { title: '证件类型', dataIndex: 'client_card_type', render: (v: number | null) => enumLabel(CardType, v) || '-' },
              { title: '证件号码', dataIndex: 'client_card_number', render: (v: string | null) => <span className="ta-mono">{v || '-'}</span> },
              { title: '出生日期', dataIndex: 'client_birthday', render: (v: string | null) => v || '-' },
              { title: '年龄', dataIndex: 'client_age', render: (v: number | null) => v ?? '-' },
              { title: '手机号', dataIndex: 'client_phone_number', render: (v: string | null) => v || '-' },
              { title: '房型', dataIndex: 'room_type', render: (v: number | null) => enumLabel(RoomType, v) || '-' },
              { title: '备注', dataIndex: 'client_remarks', render: (v: string | null) => <Typography.Text type="secondary">{v || ''}</Typography.Text> },
            ]} />
        )}
      {importing && <TouristImportDialog order={order} onClose={() => setImporting(false)} onImported={onSaved} />}
    </Card>
  );
}
