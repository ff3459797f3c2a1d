/**
 * The document pages of money out: 借款, 报销, 付款, 预借款, 预付款 (one list screen per kind, summary = the sum
 * of its rows) with a drawer per document (lines, receipt images, loan offsets, bindings, audit timeline) and the
 * row actions of its state: 提交, 删除, 已付款, 登记发票, 还款, 绑定. `?id=` opens a document (audit-centre link).
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Image, Skeleton, Table, Tag, message } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { enumLabel, InvoiceState, PAY_DOC_KEY, PayDocKind, PayDocStatus, PayType, type PayDocKindCode } from '@ta/contract';
import { AuditTimeline, timeText } from '@/platform/audit-timeline';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { usePermission } from '@/platform/permission';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { PQ, dayRangeOf, docUrl, type PayDocRow } from './api';
import { BindDialog, InvoiceDialog, NewDocDialog, PayDialog, ReturnDialog, useRefreshPayables } from './DocForms';

const STATUS_COLOR: Record<number, string> = { 9: 'default', 0: 'orange', 1: 'red', 2: 'green', 3: 'blue', 4: 'green', 5: 'default' };
export const PayDocStatusTag = ({ status }: { status: number }) => <Tag color={STATUS_COLOR[status]} data-testid="pay-doc-status">{enumLabel(PayDocStatus, status)}</Tag>;

function columnsOf(kind: PayDocKindCode): ListColumn<PayDocRow>[] {
  const supplier = kind === 'payment' || kind === 'prepayment';
  const group = kind !== 'preLoan' && kind !== 'prepayment';
  return [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '单号/用途/收款人/团号' } },
    { title: '单号', dataIndex: 'code', width: 150 },
    ...(group ? [{ title: '团号', dataIndex: 'group_code', width: 150 } as ListColumn<PayDocRow>] : []),
    ...(supplier ? [{ title: '供应商', dataIndex: 'supplier_name', width: 180, ellipsis: true } as ListColumn<PayDocRow>]
      : [{ title: kind === 'reimbursement' ? '报销人' : '借款人', dataIndex: 'borrower_name', width: 100 } as ListColumn<PayDocRow>]),
    { title: '金额', dataIndex: 'amount', width: 120, money: true, align: 'right' },
    ...(kind === 'reimbursement' ? [{ title: '冲抵借款', dataIndex: 'offset_amount', width: 110, money: true, align: 'right' } as ListColumn<PayDocRow>] : []),
    ...(kind === 'loan' || kind === 'preLoan' || kind === 'prepayment' ? [{ title: kind === 'loan' ? '未还' : '未绑定', dataIndex: 'open_amount', width: 110, money: true, align: 'right' } as ListColumn<PayDocRow>] : []),
    { title: '用途', dataIndex: 'reason', width: 200, ellipsis: true },
    { title: '状态', dataIndex: 'status', width: 90, enumMap: PayDocStatus, search: true, render: (_v, r) => <PayDocStatusTag status={r.status} /> },
    ...(supplier ? [{ title: '发票', dataIndex: 'invoice_state', width: 80, enumMap: InvoiceState, search: true, render: (_v: unknown, r: PayDocRow) => (r.invoice_state === null ? '-' : <Tag color={r.invoice_state ? 'green' : 'red'}>{enumLabel(InvoiceState, r.invoice_state)}</Tag>) } as ListColumn<PayDocRow>] : []),
    { title: '付款账户', dataIndex: 'pay_account_name', width: 180, ellipsis: true },
    { title: '付款日期', dataIndex: 'pay_date', width: 110 },
    { title: '付款日期', dataIndex: 'pay_date_range', valueType: 'dateRange', hideInTable: true, search: dayRangeOf('pay_date'), exportable: false },
    { title: '申请人', dataIndex: 'created_by_name', width: 90 },
    { title: '申请时间', dataIndex: 'created_at', width: 160, valueType: 'dateTime', sorter: true },
  ];
}

export function DocDrawer({ kind, id, onClose }: { kind: PayDocKindCode; id: number; onClose: () => void }) {
  const q = useQuery({ queryKey: [...resourceKeys(PQ.doc).detail(id), kind], queryFn: () => post<PayDocRow>(docUrl(kind, 'detail'), { id }), retry: false });
  const d = q.data;
  return (
    <Drawer open width={820} title={d ? `${PayDocKind[kind]}单 ${d.code}` : `${PayDocKind[kind]}单`} onClose={onClose} destroyOnHidden>
      {!d ? <Skeleton active /> : (
        <>
          <Descriptions size="small" column={2} bordered items={[
            { key: 's', label: '状态', children: <PayDocStatusTag status={d.status} /> },
            { key: 'a', label: '金额', children: <MoneyText fen={d.amount} capital /> },
            ...(d.group_code ? [{ key: 'g', label: '团号', children: d.group_code }] : []),
            ...(d.supplier_name ? [{ key: 'sup', label: '供应商', children: d.supplier_name }] : []),
            ...(d.borrower_name ? [{ key: 'b', label: kind === 'reimbursement' ? '报销人' : '借款人', children: d.borrower_name }] : []),
            ...(kind === 'reimbursement' ? [{ key: 'o', label: '冲抵借款', children: <MoneyText fen={d.offset_amount} /> }, { key: 'pa', label: '应付报销人', children: <MoneyText fen={d.pay_amount} /> }] : []),
            ...(d.open_amount !== undefined ? [{ key: 'open', label: kind === 'loan' ? '未还金额' : '未绑定余额', children: <MoneyText fen={d.open_amount} /> }] : []),
            { key: 'r', label: '用途', children: d.reason },
            { key: 'pt', label: '付款方式', children: enumLabel(PayType, d.pay_type) },
            { key: 'p', label: '收款人', children: `${d.payee ?? '-'} ${d.payee_account ?? ''}` },
            { key: 'acc', label: '付款账户', children: d.pay_account_name ?? '-' },
            { key: 'pd', label: '付款日期', children: d.pay_date ? `${d.pay_date}（${d.paid_by_name ?? ''}）` : '-' },
            ...(kind === 'payment' || kind === 'prepayment' ? [{ key: 'inv', label: '供应商发票', children: d.invoice_no ? `${d.invoice_no} ${d.invoice_date ?? ''}` : <Tag color="red">欠票</Tag> }] : []),
            { key: 'by', label: '申请人', children: `${d.created_by_name ?? '-'} ${timeText(d.created_at)}` },
            { key: 'rm', label: '备注', children: d.remark ?? '-' },
          ]} />
          {d.items.length > 0 && (
            <Table size="small" style={{ margin: '12px 0' }} rowKey="id" pagination={false} dataSource={d.items} columns={[
              { title: '成本项', dataIndex: 'cost_id', render: (v: number | null, it) => (v ? `#${v} ${it.cost_kind_name ?? ''}` : '—') },
              { title: '说明', dataIndex: 'description', render: (v: string | null) => v ?? '-' },
              { title: '金额', dataIndex: 'amount', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
              { title: '票据', dataIndex: 'images', render: (v: string[]) => (v?.length ? <Image.PreviewGroup>{v.map((u) => <Image key={u} src={u} width={40} />)}</Image.PreviewGroup> : '-') },
            ]} />
          )}
          {!!d.settlements?.length && (
            <Table size="small" style={{ margin: '12px 0' }} rowKey="id" pagination={false} dataSource={d.settlements} title={() => (kind === 'reimbursement' ? '冲抵的借款' : '冲抵与还款')} columns={[
              { title: '单据', dataIndex: 'doc_code', render: (v: string | null) => v ?? '现金还款' },
              { title: '金额', dataIndex: 'amount', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
              { title: '日期', dataIndex: 'pay_date' },
            ]} />
          )}
          <AuditTimeline type={kind} objectId={d.id} />
        </>
      )}
    </Drawer>
  );
}

function DocList({ kind }: { kind: PayDocKindCode }) {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<number | null>(Number(params.get('id')) || null);
  const [dialog, setDialog] = useState<{ what: 'new' | 'pay' | 'invoice' | 'return' | 'bind'; doc?: PayDocRow } | null>(null);
  const perm = usePermission(PAY_DOC_KEY[kind]);
  const refresh = useRefreshPayables();
  const act = (url: string, body: unknown, done: string) => post(url, body).then(() => { void message.success(done); refresh(); }, showError);
  const rowActions: RowAction<PayDocRow>[] = [
    { key: 'detail', label: '详情', onClick: (r) => setOpen(r.id) },
    { key: 'submit', label: '提交审核', visible: (r) => [9, 1, 5].includes(r.status) && perm.has('canAdd'), onClick: (r) => act(docUrl(kind, 'submit'), { id: r.id, version: r.version }, '已提交审核') },
    { key: 'pay', label: '已付款', visible: (r) => r.status === 3 && perm.has('canAccount'), onClick: (r) => setDialog({ what: 'pay', doc: r }) },
    { key: 'invoice', label: '登记发票', visible: (r) => r.invoice_state === 0 && perm.has('canEditor'), onClick: (r) => setDialog({ what: 'invoice', doc: r }) },
    { key: 'return', label: '还款', visible: (r) => kind === 'loan' && r.status === 4 && (r.open_amount ?? 0) > 0 && perm.has('canAccount'), onClick: (r) => setDialog({ what: 'return', doc: r }) },
    { key: 'bind', label: '绑定成本项', visible: (r) => (kind === 'preLoan' || kind === 'prepayment') && r.status === 4 && (r.open_amount ?? 0) > 0, onClick: (r) => setDialog({ what: 'bind', doc: r }) },
    { key: 'delete', label: '删除', danger: true, confirm: '确认删除该单据？', visible: (r) => [9, 1, 5].includes(r.status) && perm.has('canDelete'), onClick: (r) => act(docUrl(kind, 'delete'), { id: r.id }, '已删除') },
  ];
  const close = () => { setDialog(null); };
  const done = () => { setDialog(null); refresh(); };
  return (
    <>
      <ListScreen<PayDocRow> source={{ url: docUrl(kind, 'list') }} name={PQ.doc} permissionKey={PAY_DOC_KEY[kind]} columns={columnsOf(kind)} rowActions={rowActions}
        toolbar={kind === 'preLoan' || kind === 'prepayment' ? [<Button key="new" type="primary" onClick={() => setDialog({ what: 'new' })} hidden={!perm.has('canAdd')}>新增{PayDocKind[kind]}</Button>] : []}
        exportName={`${PayDocKind[kind]}单`} summaryLabels={{ count: '单数', amount: '金额', paid: '已付' }} summaryMoney={['amount', 'paid']}
        rowTone={(r) => (r.status === 1 || r.status === 5 ? 'muted' : r.status === 3 ? 'warning' : undefined)} />
      {open && <DocDrawer kind={kind} id={open} onClose={() => { setOpen(null); if (params.get('id')) setParams({}, { replace: true }); }} />}
      {dialog?.what === 'new' && <NewDocDialog kind={kind} onClose={close} onDone={done} />}
      {dialog?.what === 'pay' && dialog.doc && <PayDialog doc={dialog.doc} onClose={close} onDone={done} />}
      {dialog?.what === 'invoice' && dialog.doc && <InvoiceDialog doc={dialog.doc} onClose={close} onDone={done} />}
      {dialog?.what === 'return' && dialog.doc && <ReturnDialog doc={dialog.doc} onClose={close} onDone={done} />}
      {dialog?.what === 'bind' && dialog.doc && <BindDialog doc={dialog.doc} onClose={close} onDone={done} />}
    </>
  );
}

export const LoanList = () => <DocList kind="loan" />;
export const ReimbursementList = () => <DocList kind="reimbursement" />;
export const PaymentList = () => <DocList kind="payment" />;
export const PreLoanList = () => <DocList kind="preLoan" />;
export const PrepaymentList = () => <DocList kind="prepayment" />;
