/**
 * 合同详情 (/financial/contract/detail?id=): the contract's text (frozen once signed) with its state and
 * actions — 撤回 (under audit), 登记签署 (approved), 下载PDF, 打印, 申请作废, and 申请新版本 when the order
 * changed after the contract was made — its cancel applications and its audit record.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Descriptions, Input, Modal, Popconfirm, Skeleton, Space, Table, Tag, message } from 'antd';
import { DownloadOutlined, PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ContractCancelStatus, ContractKey, enumLabel, isoToday } from '@ta/contract';
import { AuditTimeline, timeText } from '@/platform/audit-timeline';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs';
import { Auth, usePermission } from '@/platform/permission';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { TC_URLS, TCQ, type CancelRow, type ContractDetail as Detail } from './api';
import { ApplyDialog } from './ApplyDialog';
import { ContractStatusTag, ContractText, downloadContractPdf, printContract } from './shared';

export function useContract(id: number) {
  return useQuery({ queryKey: [TCQ.contract, 'detail', id], queryFn: () => post<Detail>(TC_URLS.detail, { id }), enabled: id > 0, retry: false });
}

export function ContractView({ c, onChanged }: { c: Detail; onChanged: () => void }) {
  const navigate = useNavigate();
  const list = usePermission(ContractKey.list);
  const [signing, setSigning] = useState(false);
  const [signDate, setSignDate] = useState<Dayjs>(() => dayjs(isoToday()));
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [newVersion, setNewVersion] = useState(false);
  const run = async (url: string, body: unknown, done: string) => {
    try { await post(url, body); void message.success(done); onChanged(); return true; } catch (e) { showError(e); return false; }
  };
  return (
    <>
      <Card size="small" title={<Space wrap><span>合同 <span data-testid="contract-code">{c.code}</span></span><ContractStatusTag status={c.status} /><Tag>第{c.contract_version}版</Tag>{c.cancel_pending && <Tag color="orange">作废审核中</Tag>}</Space>}
        extra={<Space wrap>
          {c.status === 0 && <Auth perm={ContractKey.apply} action="canApply"><Popconfirm title="撤回该合同申请？" onConfirm={() => run(TC_URLS.withdraw, { id: c.id, version: c.version }, '已撤回')}><Button>撤回</Button></Popconfirm></Auth>}
          {c.status === 1 && list.has('canEditor') && <Button type="primary" onClick={() => setSigning(true)}>登记签署</Button>}
          {list.has('canDownload') && c.status !== 0 && <Button icon={<DownloadOutlined />} data-testid="contract-pdf" onClick={() => { downloadContractPdf(c.id, c.code).catch((e: unknown) => showError(e, '下载失败')); }}>下载PDF</Button>}
          {list.has('canPrint') && <Button icon={<PrinterOutlined />} onClick={() => printContract(c, c.code)}>打印</Button>}
          {(c.status === 1 || c.status === 2) && !c.cancel_pending && list.has('canApply') && <Button danger onClick={() => setCancelling(true)}>申请作废</Button>}
          <Button icon={<ReloadOutlined />} aria-label="刷新" onClick={onChanged} />
        </Space>}>
        {c.order_changed && (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} data-testid="contract-order-changed"
            message={c.status === 2 ? '合同签署后订单已变更：已签署的合同文本不会改变，可申请新版本合同。' : '合同生成后订单已变更，可作废后重新申请，或签署后申请新版本。'}
            action={c.can_apply_new_version ? <Auth perm={ContractKey.apply} action="canApply"><Button size="small" onClick={() => setNewVersion(true)}>申请新版本</Button></Auth> : undefined} />
        )}
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={[
          { key: 'o', label: '订单号', children: <a onClick={() => navigate(routePath('lineOrderDetail', { id: c.order_id, title: `订单：${c.order_code}` }))}>{c.order_code}</a> },
          { key: 'cu', label: '客户', children: c.customer_name },
          { key: 'p', label: '线路', children: `${c.product_name}（${c.group_code}，${c.departure_date}出发）` },
          { key: 't', label: '合同模板', children: c.template_name },
          { key: 'a', label: '合同金额', children: <MoneyText fen={c.total} capital /> },
          { key: 'by', label: '申请人', children: `${c.created_by_name ?? '-'} ${timeText(c.created_at)}` },
          { key: 'ap', label: '审核通过', children: c.approved_at ? timeText(c.approved_at) : '-' },
          { key: 'sg', label: '签署日期', children: c.signed_date ?? '-' },
          { key: 'r', label: '备注', children: c.remark || '-' },
        ]} />
      </Card>
      <Card size="small" title="合同文本"><ContractText c={c} /></Card>
      {c.cancel_applies.length > 0 && (
        <Card size="small" title="作废申请">
          <Table<CancelRow> size="small" rowKey="id" pagination={false} dataSource={c.cancel_applies} columns={[
            { title: '作废原因', dataIndex: 'reason', render: (v: string, r) => <Link to={routePath('contractCancelApplyDetail', { id: r.id, title: `作废申请：${c.code}` })}>{v}</Link> },
            { title: '状态', dataIndex: 'status', render: (v: number) => enumLabel(ContractCancelStatus, v) },
            { title: '申请人', dataIndex: 'created_by_name' }, { title: '申请时间', dataIndex: 'created_at', render: (v: string) => timeText(v) },
          ]} />
        </Card>
      )}
      <AuditTimeline type="orderContract" objectId={c.id} />
      <Modal open={signing} title={`登记签署：${c.code}`} okText="确认签署" onCancel={() => setSigning(false)} destroyOnHidden
        onOk={async () => { if (await run(TC_URLS.sign, { id: c.id, version: c.version, signed_date: signDate.format('YYYY-MM-DD') }, '合同已签署')) setSigning(false); }}>
        <p>签署后合同文本将冻结，之后订单变更不会改写本合同。</p>
        <Space>签署日期<DatePicker value={signDate} allowClear={false} disabledDate={(d) => d.isAfter(dayjs(isoToday()), 'day')} onChange={(d) => d && setSignDate(d)} /></Space>
      </Modal>
      <Modal open={cancelling} title={`申请作废：${c.code}`} okText="提交审核" okButtonProps={{ disabled: !reason.trim() }} onCancel={() => setCancelling(false)} destroyOnHidden
        onOk={async () => { if (await run(TC_URLS.cancelApply, { id: c.id, version: c.version, reason }, '作废申请已提交审核')) setCancelling(false); }}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="请输入作废原因" value={reason} onChange={(e) => setReason(e.target.value)} />
      </Modal>
      {newVersion && <ApplyDialog order={{ id: c.order_id, code: c.order_code }} onClose={() => setNewVersion(false)}
        onDone={(n) => { setNewVersion(false); navigate(routePath('contractDetail', { id: n.id, title: `合同：${n.code}` })); }} />}
    </>
  );
}

export function ContractDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const q = useContract(id);
  const client = useQueryClient();
  const refresh = () => { void client.invalidateQueries({ queryKey: [TCQ.contract] }); void client.invalidateQueries({ queryKey: ['audit-timeline'] }); };
  if (q.error) return <Alert type="error" showIcon message={(q.error as Error).message} />;
  if (!q.data) return <Skeleton active />;
  return <div className="ta-contract-detail" style={{ display: 'grid', gap: 12 }}><ContractView c={q.data} onChanged={refresh} /></div>;
}

/** 作废申请详情 (/financial/contract/cancelApplyDetail?id=): the application, its audit record and the contract. */
export function ContractCancelApplyDetail() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const client = useQueryClient();
  const q = useQuery({ queryKey: [TCQ.contract, 'cancel', id], queryFn: () => post<import('./api').CancelDetail>(TC_URLS.cancelDetail, { id }), enabled: id > 0, retry: false });
  if (q.error) return <Alert type="error" showIcon message={(q.error as Error).message} />;
  const r = q.data;
  if (!r) return <Skeleton active />;
  const refresh = () => { void client.invalidateQueries({ queryKey: [TCQ.contract] }); };
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Card size="small" title={`作废申请：合同 ${r.contract_code ?? ''}`}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={[
          { key: 's', label: '审核状态', children: enumLabel(ContractCancelStatus, r.status) },
          { key: 'o', label: '订单号', children: r.order_code }, { key: 'c', label: '客户', children: r.customer_name },
          { key: 'reason', label: '作废原因', children: r.reason },
          { key: 'by', label: '申请人', children: `${r.created_by_name ?? '-'} ${timeText(r.created_at)}` },
          { key: 'd', label: '审核时间', children: r.decided_at ? timeText(r.decided_at) : '-' },
        ]} />
      </Card>
      <AuditTimeline type="contractCancel" objectId={r.id} />
      <ContractView c={r.contract} onChanged={refresh} />
    </div>
  );
}
