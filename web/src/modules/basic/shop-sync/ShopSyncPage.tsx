/**
 * 同步到商城: the shop connection, then two tabs — 产品同步 (approved line products with their state in the shop,
 * 同步 / 下架 per row, 批量同步 of the ticked rows) and 同步日志 (the outbound jobs, each with the data it sends).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Drawer, Modal, Space, Table, Tabs, Tag, Timeline, Tooltip, Typography, message } from 'antd';
import { useRef, useState } from 'react';
import { formatDateTime, ShopSyncAction, ShopSyncJobStatus, ShopSyncState } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { ListScreen, type ListColumn, type ListScreenHandle, type RowAction } from '@/platform/list';
import { usePermission } from '@/platform/permission';
import { post } from '@/platform/request';
import { JOB_COLOR, SHOP_SYNC_KEY, SHOP_SYNC_URLS as U, STATE_COLOR, type BatchResult, type ShopJobRow, type ShopProductRow, type ShopSettingsRow } from './api';
import { ShopSettingsCard } from './ShopSettingsCard';

const time = (v: string | null | undefined) => (v ? formatDateTime(v) : '-');

export function ShopSyncPage() {
  const client = useQueryClient();
  const settings = useQuery({ queryKey: ['shopSync', 'settings'], queryFn: () => post<ShopSettingsRow | null>(U.settings, {}) });
  const [tab, setTab] = useState('products');
  const [jobOf, setJobOf] = useState<number | null>(null);
  const ready = !!settings.data?.enabled && !!settings.data.app_secret_set;
  return (
    <>
      <ShopSettingsCard row={settings.data ?? null} onSaved={() => void client.invalidateQueries({ queryKey: ['shopSync'] })} />
      <Tabs activeKey={tab} onChange={setTab} items={[
        { key: 'products', label: '产品同步', children: <ProductTab ready={ready} onLog={setJobOf} /> },
        { key: 'jobs', label: '同步日志', children: <JobTab onOpen={setJobOf} /> },
      ]} />
      <JobDrawer id={jobOf} onClose={() => setJobOf(null)} />
    </>
  );
}

function ProductTab({ ready, onLog }: { ready: boolean; onLog: (jobId: number) => void }) {
  const list = useRef<ListScreenHandle>(null);
  const { has } = usePermission(SHOP_SYNC_KEY);
  const [selected, setSelected] = useState<Map<number, ShopProductRow>>(new Map());
  const [busy, setBusy] = useState(false);
  const reload = () => list.current?.reload();
  const run = async (url: string, body: unknown, done: (r: never) => void) => {
    setBusy(true);
    try {
      const r = await post<never>(url, body);
      if (r !== undefined) done(r);
      reload();
    } catch (e) { showError(e); } finally { setBusy(false); }
  };
  const syncOne = (r: ShopProductRow) => run(U.sync, { id: r.id }, (j: ShopJobRow) => {
    if (j.status === 2) void message.error(`“${r.name}”同步失败：${j.error ?? ''}`);
    else void message.success(`“${r.name}”已进入发送队列`);
  });
  const batch = () => run(U.batchSync, { ids: [...selected.keys()] }, (b: BatchResult) => {
    setSelected(new Map());
    Modal.info({
      title: `批量同步：成功 ${b.success} 个，失败 ${b.failed} 个`, width: 560,
      content: <Table size="small" rowKey="id" pagination={false} dataSource={b.results.map((x) => ({ ...x, name: selected.get(x.id)?.name ?? `#${x.id}` }))}
        columns={[{ title: '产品', dataIndex: 'name' }, { title: '结果', dataIndex: 'ok', width: 70, render: (ok: boolean) => (ok ? <Tag color="success">成功</Tag> : <Tag color="error">失败</Tag>) }, { title: '说明', dataIndex: 'message' }]} />,
    });
  });
  const toggle = (r: ShopProductRow, on: boolean) => setSelected((m) => { const n = new Map(m); if (on) n.set(r.id, r); else n.delete(r.id); return n; });
  const columns: ListColumn<ShopProductRow>[] = [
    ...(has('canEnabled') ? [{
      title: '选择', key: '__select', width: 56, fixed: 'left', exportable: false, align: 'center',
      render: (_: unknown, r: ShopProductRow) => <Checkbox aria-label={`选择 ${r.name}`} checked={selected.has(r.id)} onChange={(e) => toggle(r, e.target.checked)} />,
    } satisfies ListColumn<ShopProductRow>] : []),
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, fieldProps: { placeholder: '产品名称/编号' } },
    { title: '产品编号', dataIndex: 'code', width: 130 },
    { title: '产品名称', dataIndex: 'name', width: 240, ellipsis: true },
    { title: '行程', dataIndex: 'days', width: 90, render: (_, r) => `${r.days}天${r.nights}晚`, exportValue: (r) => `${r.days}天${r.nights}晚` },
    { title: '目的地', dataIndex: 'destination_text', width: 140, ellipsis: true },
    { title: '近期团期', dataIndex: 'upcoming_groups', width: 90, render: (_, r) => `${r.upcoming_groups}个` },
    {
      title: '同步状态', dataIndex: 'state', enumMap: ShopSyncState, search: true, width: 130, fieldProps: { mode: 'multiple' },
      render: (_, r) => (
        <Space size={4}>
          <Tooltip title={r.last_error ?? undefined}><Tag color={STATE_COLOR[r.state]}>{r.state_label}</Tag></Tooltip>
          {r.outdated && <Tooltip title="产品在上次同步后有修改，商城仍是旧数据"><Tag color="orange">有更新</Tag></Tooltip>}
        </Space>
      ),
    },
    { title: '最后同步时间', dataIndex: 'last_synced_at', width: 170, render: (_, r) => time(r.last_synced_at), exportValue: (r) => time(r.last_synced_at) },
    { title: '失败原因', dataIndex: 'last_error', width: 200, ellipsis: true },
  ];
  const rowActions: RowAction<ShopProductRow>[] = [
    { key: 'sync', label: (r) => (r.state === 0 ? '同步' : '重新同步'), action: 'canEnabled', onClick: (r) => void syncOne(r) },
    {
      key: 'off', label: '下架', action: 'canDisabled', danger: true, visible: (r) => r.state === 1 || r.state === 2,
      confirm: (r) => `确定从商城下架“${r.name}”吗？`, onClick: (r) => void run(U.unpublish, { id: r.id }, () => void message.success(`“${r.name}”的下架任务已进入发送队列`)),
    },
    { key: 'log', label: '同步日志', visible: (r) => r.last_job_id !== null, onClick: (r) => onLog(r.last_job_id!) },
  ];
  return (
    <ListScreen<ShopProductRow>
      actionRef={list} source={{ url: U.list }} name="shopSyncProducts" permissionKey={SHOP_SYNC_KEY} columns={columns} rowActions={rowActions}
      exportName="商城同步产品" rowTone={(r) => (r.state === 2 ? 'danger' : undefined)}
      alert={ready ? undefined : <Alert type="warning" showIcon message="商城连接未设置或未启用，暂不能同步。" style={{ marginBottom: 8 }} />}
      toolbar={has('canEnabled') ? [
        <Button key="batch" type="primary" disabled={!selected.size || !ready} loading={busy} onClick={() => void batch()}>
          批量同步{selected.size ? `（${selected.size}）` : ''}
        </Button>,
      ] : []}
    />
  );
}

function JobTab({ onOpen }: { onOpen: (id: number) => void }) {
  const columns: ListColumn<ShopJobRow>[] = [
    { title: '任务号', dataIndex: 'id', width: 80 },
    { title: '产品编号', dataIndex: 'product_code', width: 130 },
    { title: '产品名称', dataIndex: 'product_name', width: 220, ellipsis: true },
    { title: '操作', dataIndex: 'action', enumMap: ShopSyncAction, search: true, width: 80 },
    {
      title: '状态', dataIndex: 'status', enumMap: ShopSyncJobStatus, search: true, width: 90,
      render: (_, r) => <Tag color={JOB_COLOR[r.status]}>{ShopSyncJobStatus[r.status as keyof typeof ShopSyncJobStatus]}</Tag>,
    },
    { title: '失败原因', dataIndex: 'error', width: 220, ellipsis: true },
    { title: '操作人', dataIndex: 'created_by_name', width: 100 },
    { title: '生成时间', dataIndex: 'created_at', width: 170, render: (_, r) => time(r.created_at), exportValue: (r) => time(r.created_at) },
    { title: '发送时间', dataIndex: 'sent_at', width: 170, render: (_, r) => time(r.sent_at), exportValue: (r) => time(r.sent_at) },
  ];
  return (
    <ListScreen<ShopJobRow> source={{ url: U.jobs }} name="shopSyncJobs" permissionKey={SHOP_SYNC_KEY} columns={columns} exportName="商城同步日志"
      rowTone={(r) => (r.status === 2 ? 'danger' : undefined)} rowActions={[{ key: 'open', label: '查看', onClick: (r) => onOpen(r.id) }]} />
  );
}

/** One job: its log and the exact JSON the connector sends. */
function JobDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const job = useQuery({ queryKey: ['shopSync', 'job', id], enabled: id !== null, queryFn: () => post<ShopJobRow>(U.job, { id }) });
  const j = job.data;
  return (
    <Drawer open={id !== null} onClose={onClose} width={640} title={j ? `同步任务 #${j.id}：${j.product_name}` : '同步任务'} destroyOnHidden>
      {j && (
        <>
          <Space style={{ marginBottom: 12 }}>
            <Tag>{ShopSyncAction[j.action]}</Tag>
            <Tag color={JOB_COLOR[j.status]}>{ShopSyncJobStatus[j.status as keyof typeof ShopSyncJobStatus]}</Tag>
            {j.error && <Typography.Text type="danger">{j.error}</Typography.Text>}
          </Space>
          <Timeline items={j.log.map((l, i) => ({ key: i, children: <><Typography.Text type="secondary">{time(l.at)}</Typography.Text> {l.text}</> }))} />
          <Typography.Title level={5}>发送的数据（金额单位：分）</Typography.Title>
          <pre style={{ maxHeight: 480, overflow: 'auto', background: '#fafafa', padding: 12, fontSize: 12 }}>{JSON.stringify(j.payload, null, 2)}</pre>
        </>
      )}
    </Drawer>
  );
}
