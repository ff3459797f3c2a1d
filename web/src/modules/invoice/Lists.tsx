/**
 * 发票管理 pages on the shared list screen: 订单申请, 账单申请, 预开票申请 (with 绑定收款), 发票分配 (issuer),
 * 待开发票 (登记开票, the Excel batch for the tax platform and the import of its result), 已开发票 (作废), and an
 * arrival's 开票记录 (账单明细 tab). Every list's summary bar sums its rows on the server (count, amount, tax).
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { ModalForm, ProForm, ProFormDatePicker, ProFormSelect } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Select, Tag, Tooltip, Typography, Upload, message } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  BindStatus, InvoiceKind, InvoiceKey, InvoiceStatus, enumLabel, fenToYuan, invoiceBindCreate, invoiceIssue, invoiceVoidReq, isoToday,
} from '@ta/contract';
import { showError } from '@/platform/feedback';
import { reportFormError } from '@/platform/form';
import { FormText, FormTextArea, MoneyText } from '@/platform/inputs';
import { ListScreen, type FixedCondition, type ListColumn, type RowAction } from '@/platform/list';
import { Auth } from '@/platform/permission';
import { post } from '@/platform/request';
import { readAsDataUrl } from '@/platform/upload';
import { downloadFile } from '../merchant/shared/files';
import { pathRules } from '../merchant/shared/form-rules';
import { ArrivalHeader, useArrivalId } from '../finance/income/ArrivalHeader';
import { YuanInput } from '../finance/YuanInput';
import { ApplyDialog, useInvoiceOptions, type ApplyKind, type ApplyTarget } from './ApplyDialog';
import { INV_URLS, IQ, type BindRow, type InvoiceRow, type IssuedImportReport } from './api';

const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'red', 2: 'blue', 3: 'green', 4: 'default', 5: 'default' };
export const InvoiceStatusTag = ({ r }: { r: Pick<InvoiceRow, 'status' | 'void_state'> }) => (
  <>
    <Tag color={STATUS_COLOR[r.status]}>{enumLabel(InvoiceStatus, r.status)}</Tag>
    {r.void_state === 1 && <Tag color="red">作废审核中</Tag>}
  </>
);

/** Every invoice list under one query-key prefix, so one write refreshes them all. */
function useRefreshInvoices() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('invoice') });
}

const keyword: ListColumn<InvoiceRow> = { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '申请单号/购买方/发票号码/订单号' } };
const col = {
  code: { title: '申请单号', dataIndex: 'code', width: 170 } as ListColumn<InvoiceRow>,
  kind: { title: '开票方式', dataIndex: 'kind', width: 90, enumMap: InvoiceKind } as ListColumn<InvoiceRow>,
  order: { title: '订单号', dataIndex: 'order_code', width: 150 } as ListColumn<InvoiceRow>,
  buyer: { title: '购买方名称', dataIndex: 'buyer_name', width: 200, ellipsis: true } as ListColumn<InvoiceRow>,
  taxNo: { title: '纳税人识别号', dataIndex: 'buyer_tax_no', width: 180 } as ListColumn<InvoiceRow>,
  type: { title: '发票类型', dataIndex: 'invoice_type_name', width: 170, ellipsis: true } as ListColumn<InvoiceRow>,
  items: { title: '开票内容', dataIndex: 'item_names', width: 180, ellipsis: true } as ListColumn<InvoiceRow>,
  amount: { title: '开票金额', dataIndex: 'amount', width: 120, money: true, align: 'right' } as ListColumn<InvoiceRow>,
  tax: { title: '税额', dataIndex: 'tax', width: 100, money: true, align: 'right' } as ListColumn<InvoiceRow>,
  status: { title: '状态', dataIndex: 'status', width: 130, enumMap: InvoiceStatus, search: true, render: (_v, r) => <InvoiceStatusTag r={r} /> } as ListColumn<InvoiceRow>,
  warnings: {
    title: '预警', dataIndex: 'warnings', width: 90, exportValue: (r) => r.warnings.join('；'),
    render: (_v, r) => (r.warnings.length ? <Tooltip title={r.warnings.join('；')}><Tag color="orange" data-testid="invoice-warning">预警{r.warnings.length}</Tag></Tooltip> : '-'),
  } as ListColumn<InvoiceRow>,
  issuer: { title: '开票人', dataIndex: 'issuer_name', width: 90 } as ListColumn<InvoiceRow>,
  no: { title: '发票号码', dataIndex: 'invoice_no', width: 180 } as ListColumn<InvoiceRow>,
  invCode: { title: '发票代码', dataIndex: 'invoice_code', width: 130 } as ListColumn<InvoiceRow>,
  issuedOn: { title: '开票日期', dataIndex: 'issued_on', width: 110, valueType: 'dateRange', search: true, render: (_v, r) => r.issued_on ?? '-' } as ListColumn<InvoiceRow>,
  creator: { title: '申请人', dataIndex: 'created_by_name', width: 90 } as ListColumn<InvoiceRow>,
  created: { title: '申请时间', dataIndex: 'created_at', width: 160, valueType: 'dateTime' } as ListColumn<InvoiceRow>,
};
const SUMMARY = { summaryLabels: { count: '申请数', amount: '开票金额', tax: '税额', warned: '有预警', bound: '已绑定' }, summaryMoney: ['amount', 'tax', 'bound'] };

function useFixedId(): FixedCondition[] {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return useMemo(() => (Number.isInteger(id) && id > 0 ? [{ field: 'id', value: id, label: '申请', text: `#${id}` }] : []), [id]);
}

function ApplyList({ kind, url, perm, name, columns, extraActions = [], extraDialogs }: {
  kind: ApplyKind; url: string; perm: string; name: string; columns: ListColumn<InvoiceRow>[]; extraActions?: RowAction<InvoiceRow>[]; extraDialogs?: React.ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const fromOrder = Number(params.get('order_id'));
  const [target, setTarget] = useState<ApplyTarget | null>(fromOrder > 0 ? { order_id: fromOrder, label: params.get('order_code') ?? undefined, buyer_name: params.get('buyer') ?? undefined } : null);
  const [open, setOpen] = useState(fromOrder > 0);
  const refresh = useRefreshInvoices();
  const fixed = useFixedId();
  const close = () => { setOpen(false); setTarget(null); if (fromOrder) setParams((p) => { const n = new URLSearchParams(p); n.delete('order_id'); n.delete('order_code'); n.delete('buyer'); return n; }, { replace: true }); };
  return (
    <>
      <ListScreen<InvoiceRow> source={{ url }} name={name} permissionKey={perm} columns={columns} fixed={fixed} exportName={InvoiceKind[kind]} {...SUMMARY}
        rowActions={extraActions} rowTone={(r) => (r.status === 4 || r.status === 1 || r.status === 5 ? 'muted' : r.warnings.length ? 'warning' : undefined)}
        toolbar={[<Auth key="add" perm={perm} action="canAdd"><Button type="primary" onClick={() => { setTarget(null); setOpen(true); }}>申请开票</Button></Auth>]} />
      {open && <ApplyDialog kind={kind} target={target ?? undefined} onClose={close} onDone={() => { close(); void refresh(); }} />}
      {extraDialogs}
    </>
  );
}

export function OrderApplyList() {
  return <ApplyList kind="order" url={INV_URLS.orderList} perm={InvoiceKey.order} name={`${IQ.app}-order`}
    columns={[keyword, col.code, col.order, col.buyer, col.type, col.items, col.amount, col.tax, col.status, col.warnings, col.no, col.creator, col.created]} />;
}
export function BillApplyList() {
  return <ApplyList kind="bill" url={INV_URLS.billList} perm={InvoiceKey.bill} name={`${IQ.app}-bill`}
    columns={[keyword, col.code, { title: '到账记录', dataIndex: 'arrival_id', width: 90 }, col.buyer, col.type, col.items, col.amount, col.tax, col.status, col.no, col.creator, col.created]} />;
}

// ---------------------------------------------------------------- advance invoices and binding

function BindDialog({ app, onClose, onDone }: { app: InvoiceRow; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  const rules = pathRules(invoiceBindCreate, { extra: () => ({ id: app.id, version: app.version }) });
  const rest = app.amount - app.bound;
  const rs = useQuery({
    queryKey: [IQ.bind, 'receipts', app.customer_id],
    queryFn: () => post<{ page_data: { data: { id: number; code: string; payer: string; amount: number; pay_date: string; order_codes: string }[] } }>('/api/v1/collection/list', { status: 2, customer_id: app.customer_id ?? undefined, pageSize: 50 }),
  });
  return (
    <ModalForm form={form} open title={`绑定收款：${app.code}`} width={560} modalProps={{ onCancel: onClose, destroyOnHidden: true }} submitter={{ searchConfig: { submitText: '提交审核' } }}
      initialValues={{ amount: rest }}
      onFinish={async (v) => {
        try { await post(INV_URLS.advanceBind, { ...v, id: app.id, version: app.version }); void message.success('绑定已提交审核'); onDone(); return true; } catch (e) { reportFormError(form, e); return false; }
      }}>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={<>预开票 <MoneyText fen={app.amount} />，已绑定 <MoneyText fen={app.bound} />，未绑定 <b><MoneyText fen={rest} /></b></>} />
      <ProFormSelect name="receipt_id" label="收款单" required rules={rules('receipt_id')} showSearch
        options={(rs.data?.page_data.data ?? []).map((r) => ({ value: r.id, label: `${r.code} ${r.payer} ¥${fenToYuan(r.amount)}（${r.order_codes}）` }))} />
      <ProForm.Item name="amount" label="绑定金额" required rules={rules('amount')}><YuanInput max={rest} /></ProForm.Item>
    </ModalForm>
  );
}

function BindRecords({ app, onClose }: { app: InvoiceRow; onClose: () => void }) {
  const fixed = useMemo<FixedCondition[]>(() => [{ field: 'application_id', value: app.id, label: '预开票', text: app.code }], [app]);
  return (
    <Modal open title={`绑定记录：${app.code}`} width={760} footer={null} onCancel={onClose}>
      <ListScreen<BindRow> source={{ url: INV_URLS.bindList }} name={`${IQ.bind}-list`} permissionKey={InvoiceKey.advance} fixed={fixed} pageInRoute={false} exportName={false}
        summaryLabels={{ amount: '绑定金额' }} summaryMoney={['amount']}
        columns={[
          { title: '收款单号', dataIndex: 'receipt_code', width: 160 },
          { title: '绑定金额', dataIndex: 'amount', width: 120, money: true, align: 'right' },
          { title: '状态', dataIndex: 'status', width: 90, enumMap: BindStatus },
          { title: '申请时间', dataIndex: 'created_at', width: 160, valueType: 'dateTime' },
        ]} />
    </Modal>
  );
}

export function AdvanceApplyList() {
  const [bind, setBind] = useState<InvoiceRow | null>(null);
  const [records, setRecords] = useState<InvoiceRow | null>(null);
  const refresh = useRefreshInvoices();
  const actions: RowAction<InvoiceRow>[] = [
    { key: 'bind', label: '绑定收款', action: 'canApply', visible: (r) => (r.status === 2 || r.status === 3) && r.void_state === 0 && r.amount > r.bound, onClick: setBind },
    { key: 'records', label: '绑定记录', onClick: setRecords },
  ];
  return <ApplyList kind="advance" url={INV_URLS.advanceList} perm={InvoiceKey.advance} name={`${IQ.app}-advance`} extraActions={actions}
    columns={[keyword, col.code, col.buyer, col.type, col.items, col.amount, { title: '已绑定', dataIndex: 'bound', width: 110, money: true, align: 'right' }, col.tax, col.status, col.no, col.creator, col.created]}
    extraDialogs={<>
      {bind && <BindDialog app={bind} onClose={() => setBind(null)} onDone={() => { setBind(null); void refresh(); }} />}
      {records && <BindRecords app={records} onClose={() => setRecords(null)} />}
    </>} />;
}

// ---------------------------------------------------------------- allocation, issuing, voids

function IssuerSelect(props: { value?: number; onChange?: (v: number) => void; id?: string }) {
  const o = useInvoiceOptions();
  return <Select {...props} placeholder="请选择开票人" options={(o.data?.issuers ?? []).map((i) => ({ value: i.id, label: i.name }))} />;
}

function AllocateDialog({ app, onClose, onDone }: { app: InvoiceRow; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  return (
    <ModalForm form={form} open title={`分配开票人：${app.code}`} width={460} initialValues={{ issuer_id: app.issuer_id ?? undefined }} modalProps={{ onCancel: onClose, destroyOnHidden: true }}
      onFinish={async (v) => {
        try { await post(INV_URLS.allocate, { id: app.id, version: app.version, issuer_id: v.issuer_id }); void message.success('已分配开票人'); onDone(); return true; } catch (e) { reportFormError(form, e); return false; }
      }}>
      <ProForm.Item name="issuer_id" label="开票人" required rules={[{ required: true, message: '请选择开票人' }]} extra="开票人来自“财务配置 > 开票员列表”"><IssuerSelect /></ProForm.Item>
    </ModalForm>
  );
}

function IssueDialog({ app, onClose, onDone }: { app: InvoiceRow; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  const rules = pathRules(invoiceIssue, { extra: () => ({ id: app.id, version: app.version }) });
  return (
    <ModalForm form={form} open title={`登记开票：${app.code}`} width={520} initialValues={{ issuer_id: app.issuer_id ?? undefined, issued_on: isoToday() }}
      modalProps={{ onCancel: onClose, destroyOnHidden: true }}
      onFinish={async (v) => {
        try { await post(INV_URLS.issue, { ...v, id: app.id, version: app.version }); void message.success('已登记开票'); onDone(); return true; } catch (e) { reportFormError(form, e); return false; }
      }}>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={<>{app.buyer_name}：<MoneyText fen={app.amount} />（税额 <MoneyText fen={app.tax} />）</>} />
      <FormText name="invoice_no" label="发票号码" required rules={rules('invoice_no')} max={20} stripSpaces />
      <FormText name="invoice_code" label="发票代码" rules={rules('invoice_code')} max={12} stripSpaces extra="数电发票无发票代码，可不填" />
      <ProFormDatePicker name="issued_on" label="开票日期" required rules={rules('issued_on')} fieldProps={{ format: 'YYYY-MM-DD' }} />
      <ProForm.Item name="issuer_id" label="开票人" required rules={rules('issuer_id')}><IssuerSelect /></ProForm.Item>
    </ModalForm>
  );
}

function VoidDialog({ app, onClose, onDone }: { app: InvoiceRow; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  const rules = pathRules(invoiceVoidReq, { extra: () => ({ id: app.id, version: app.version }) });
  return (
    <ModalForm form={form} open title={`作废发票：${app.code}`} width={480} modalProps={{ onCancel: onClose, destroyOnHidden: true }} submitter={{ searchConfig: { submitText: '提交作废审核' } }}
      onFinish={async (v) => {
        try { await post(INV_URLS.void, { ...v, id: app.id, version: app.version }); void message.success('作废申请已提交审核'); onDone(); return true; } catch (e) { reportFormError(form, e); return false; }
      }}>
      <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={`作废审核通过后，该发票金额 ¥${fenToYuan(app.amount)} 恢复为可开票金额。`} />
      <FormTextArea name="reason" label="作废原因" required rules={rules('reason')} />
    </ModalForm>
  );
}

type Dialog = { kind: 'allocate' | 'issue' | 'void'; app: InvoiceRow } | null;
function useDialogs() {
  const [d, setD] = useState<Dialog>(null);
  const refresh = useRefreshInvoices();
  const done = () => { setD(null); void refresh(); };
  const node = d && (d.kind === 'allocate' ? <AllocateDialog app={d.app} onClose={() => setD(null)} onDone={done} />
    : d.kind === 'issue' ? <IssueDialog app={d.app} onClose={() => setD(null)} onDone={done} /> : <VoidDialog app={d.app} onClose={() => setD(null)} onDone={done} />);
  return { open: (kind: NonNullable<Dialog>['kind']) => (app: InvoiceRow) => setD({ kind, app }), node, refresh };
}

export function AllocationList() {
  const d = useDialogs();
  return (
    <>
      <ListScreen<InvoiceRow> source={{ url: INV_URLS.allocationList }} name={`${IQ.app}-allocation`} permissionKey={InvoiceKey.allocation} exportName="发票分配" {...SUMMARY}
        columns={[keyword, col.code, col.kind, col.order, col.buyer, col.type, col.amount, col.tax, col.warnings, col.issuer, col.creator, col.created]}
        rowActions={[{ key: 'allocate', label: (r) => (r.issuer_id ? '改派' : '分配'), action: 'canEditor', onClick: d.open('allocate') }]} />
      {d.node}
    </>
  );
}

function ImportResult({ report, onClose }: { report: IssuedImportReport; onClose: () => void }) {
  return (
    <Modal open title="开票结果导入" onCancel={onClose} onOk={onClose} cancelButtonProps={{ style: { display: 'none' } }}>
      <Typography.Paragraph data-testid="issued-import-result">共{report.total}行：登记开票{report.issued}张，已登记跳过{report.skipped}张，失败{report.failed}行。</Typography.Paragraph>
      {report.errors.length > 0 && <Alert type="error" message={<ul style={{ margin: 0, paddingLeft: 18 }}>{report.errors.map((e) => <li key={e.row}>{e.message}</li>)}</ul>} />}
    </Modal>
  );
}

export function ToIssueList() {
  const d = useDialogs();
  const [report, setReport] = useState<IssuedImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const exportBatch = async () => {
    try { await downloadFile(INV_URLS.exportBatch, {}, `待开发票-${isoToday()}.xlsx`); } catch (e) { showError(e); }
  };
  const importFile = async (file: File) => {
    setBusy(true);
    try { setReport(await post<IssuedImportReport>(INV_URLS.importIssued, { file: await readAsDataUrl(file) })); void d.refresh(); } catch (e) { showError(e); } finally { setBusy(false); }
    return false;
  };
  return (
    <>
      <ListScreen<InvoiceRow> source={{ url: INV_URLS.toIssueList }} name={`${IQ.app}-toIssue`} permissionKey={InvoiceKey.toIssue} exportName="待开发票" {...SUMMARY}
        alert="税务平台无法直连：导出开票批次（Excel）在税务平台批量开具后，把开票结果（申请单号、发票代码、发票号码、开票日期、开票人）导入登记；重复导入不会重复登记。"
        columns={[keyword, col.code, col.kind, col.order, col.buyer, col.taxNo, col.type, col.items, col.amount, col.tax, col.warnings, col.issuer, col.created]}
        rowActions={[
          { key: 'issue', label: '登记开票', action: 'canEditor', visible: (r) => r.void_state === 0, onClick: d.open('issue') },
          { key: 'void', label: '作废', action: 'canRepeal', danger: true, visible: (r) => r.void_state === 0, onClick: d.open('void'), more: true },
        ]}
        toolbar={[
          <Auth key="export" perm={InvoiceKey.toIssue} action="canExport"><Button icon={<DownloadOutlined />} onClick={() => void exportBatch()}>导出开票批次</Button></Auth>,
          <Auth key="import" perm={InvoiceKey.toIssue} action="canUpload">
            <Upload accept=".xlsx,.xls" showUploadList={false} beforeUpload={(f) => { void importFile(f); return false; }}>
              <Button icon={<UploadOutlined />} loading={busy}>导入开票结果</Button>
            </Upload>
          </Auth>,
        ]} />
      {d.node}
      {report && <ImportResult report={report} onClose={() => setReport(null)} />}
    </>
  );
}

export function IssuedList() {
  const d = useDialogs();
  return (
    <>
      <ListScreen<InvoiceRow> source={{ url: INV_URLS.issuedList }} name={`${IQ.app}-issued`} permissionKey={InvoiceKey.issued} exportName="已开发票" {...SUMMARY}
        rowTone={(r) => (r.status === 4 ? 'muted' : undefined)}
        columns={[keyword, col.code, col.kind, col.order, col.buyer, col.type, col.amount, col.tax, col.status, col.invCode, col.no, col.issuedOn, col.issuer, { title: '作废原因', dataIndex: 'void_reason', width: 160, ellipsis: true }]}
        rowActions={[{ key: 'void', label: '作废', action: 'canRepeal', danger: true, visible: (r) => r.status === 3 && r.void_state === 0, onClick: d.open('void') }]} />
      {d.node}
    </>
  );
}

/** 账单明细 > 开票记录: the invoices applied for on one arrival, with what it can still be invoiced. */
export function BillInvoiceRecord() {
  const id = useArrivalId();
  const fixed = useMemo<FixedCondition[]>(() => [{ field: 'arrival_id', value: id, label: '到账', text: `#${id}` }], [id]);
  if (!id) return <ArrivalHeader id={0} />;
  return (
    <>
      <ArrivalHeader id={id} />
      <ListScreen<InvoiceRow> source={{ url: INV_URLS.billRecords }} name={`${IQ.app}-billRecords`} permissionKey="bill_detail_list" fixed={fixed} exportName="开票记录"
        summaryLabels={{ amount: '开票金额', tax: '税额' }} summaryMoney={['amount', 'tax']}
        columns={[col.code, col.buyer, col.type, col.amount, col.tax, col.status, col.invCode, col.no, col.issuedOn, col.creator, col.created]} />
    </>
  );
}

