/**
 * The dialogs of money out: a new paying document of each kind (借款, 报销, 付款, 预借款, 预付款), 已付款 (the
 * paying account and date), 登记发票, 归还借款 and 绑定预付款. Amounts are typed in yuan and sent in fen; the
 * contract's schema checks each field, and the server's answer marks the field it refuses.
 */
import { ModalForm, ProForm, ProFormDatePicker, ProFormSelect } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Space, message } from 'antd';
import dayjs from 'dayjs';
import {
  advanceBind, fenToYuan, isoToday, loanCreate, loanReturn, payDocInvoice, payDocPay, paymentCreate, PayDocKind, PayType, enumOptions,
  prepaymentCreate, preLoanCreate, reimbursementCreate, type PayDocKindCode,
} from '@ta/contract';
import { reportFormError } from '@/platform/form';
import { FormText, FormTextArea, ImageUpload } from '@/platform/inputs';
import { post } from '@/platform/request';
import { useSession } from '@/platform/session-store';
import { SupplierSelect } from '../merchant/SupplierSelect';
import { pathRules } from '../merchant/shared/form-rules';
import { PayAccountSelect } from '../finance/shared';
import { YuanInput } from '../finance/YuanInput';
import { PAY_URLS, PQ, docUrl, type PayableLine, type PayDocRow } from './api';
import { BindableLineSelect, StaffSelect, type BindableLine } from './pickers';

const SCHEMA = { loan: loanCreate, reimbursement: reimbursementCreate, payment: paymentCreate, preLoan: preLoanCreate, prepayment: prepaymentCreate } as const;
const dateText = (v: unknown) => (v ? dayjs(v as string).format('YYYY-MM-DD') : v);

/** Invalidates every list and panel of money out after a write. */
export function useRefreshPayables() {
  const qc = useQueryClient();
  return () => { for (const k of Object.values(PQ)) void qc.invalidateQueries({ queryKey: [k] }); };
}

async function send(form: ReturnType<typeof Form.useForm>[0], url: string, body: unknown, done: string, onDone: () => void): Promise<boolean> {
  try {
    await post(url, body);
    void message.success(done);
    onDone();
    return true;
  } catch (e) {
    reportFormError(form, e);
    return false;
  }
}

export interface NewDocProps {
  kind: PayDocKindCode;
  groupId?: number;
  groupCode?: string;
  /** The group's cost lines (payments and reimbursements choose among them). */
  lines?: PayableLine[];
  /** A payment's preselected cost line. */
  costId?: number;
  onClose: () => void;
  onDone: () => void;
}

/** A new paying document, submitted to its audit (or saved as a draft). */
export function NewDocDialog({ kind, groupId, groupCode, lines = [], costId, onClose, onDone }: NewDocProps) {
  const [form] = Form.useForm();
  const me = useSession().user;
  const payable = lines.filter((l) => l.rest > 0);
  const pre = costId ? payable.find((l) => l.cost_id === costId) : undefined;
  const toBody = (v: Record<string, unknown>) => {
    const base: Record<string, unknown> = { pay_type: v.pay_type ?? 0, payee: v.payee || null, payee_account: v.payee_account || null, reason: v.reason, remark: v.remark || null, submit: v.submit !== false };
    if (kind === 'loan') return { ...base, group_id: groupId, borrower_id: v.borrower_id ?? me.uid, amount: v.amount };
    if (kind === 'preLoan') return { ...base, borrower_id: v.borrower_id ?? me.uid, amount: v.amount };
    if (kind === 'prepayment') return { ...base, supplier_id: v.supplier_id, amount: v.amount };
    if (kind === 'payment') {
      const line = payable.find((l) => l.cost_id === v.cost_id);
      return { ...base, group_id: groupId, supplier_id: line?.supplier_id, items: [{ cost_id: v.cost_id, amount: v.amount }], invoice_no: v.invoice_no || null, invoice_date: v.invoice_no ? dateText(v.invoice_date) : null, invoice_amount: v.invoice_no ? v.invoice_amount ?? null : null };
    }
    const items = ((v.items as Record<string, unknown>[] | undefined) ?? []).map((it) => ({ description: it.description, amount: it.amount, cost_id: it.cost_id ?? null, images: it.image ? [it.image] : [] }));
    return { ...base, group_id: groupId, borrower_id: me.uid, items };
  };
  const rules = pathRules(SCHEMA[kind], { transform: toBody });
  const line = Form.useWatch('cost_id', form) as number | undefined;
  const chosen = payable.find((l) => l.cost_id === line);
  return (
    <ModalForm form={form} open title={`新增${PayDocKind[kind]}${groupCode ? `：${groupCode}` : ''}`} width={kind === 'reimbursement' ? 860 : 600}
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      initialValues={{ pay_type: 0, cost_id: pre?.cost_id, amount: pre?.rest, items: [{}], borrower_id: me.uid }}
      submitter={{
        render: (p) => [
          <Button key="c" onClick={onClose}>取消</Button>,
          <Button key="d" onClick={() => { form.setFieldValue('submit', false); p.submit(); }}>保存草稿</Button>,
          <Button key="s" type="primary" onClick={() => { form.setFieldValue('submit', true); p.submit(); }}>提交审核</Button>,
        ],
      }}
      onFinish={async (v) => send(form, docUrl(kind, 'add'), toBody({ ...v, submit: form.getFieldValue('submit') }), form.getFieldValue('submit') === false ? '已保存草稿' : `${PayDocKind[kind]}单已提交审核`, onDone)}>
      <Form.Item name="submit" hidden><Input /></Form.Item>
      {kind === 'reimbursement' && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={`报销人：${me.user_name}；审核通过时先冲抵本人未还借款，余额付给报销人`} />}
      {(kind === 'loan' || kind === 'preLoan') && (
        <ProForm.Item name="borrower_id" label="借款人" required rules={rules('borrower_id')} extra="默认是自己；替导游等同事借款时选择借款人（收款人默认为借款人）">
          <StaffSelect initialLabel={me.user_name} />
        </ProForm.Item>
      )}
      {kind === 'payment' && (
        <>
          <ProFormSelect name="cost_id" label="成本项" rules={rules(['items', 0, 'cost_id'])} options={payable.map((l) => ({ value: l.cost_id, label: `${l.kind_name} · ${l.supplier_name ?? ''} · 未付余额 ¥${fenToYuan(l.rest)}` }))}
            fieldProps={{ onChange: (id: number) => form.setFieldValue('amount', payable.find((l) => l.cost_id === id)?.rest) }} />
          <ProForm.Item name="amount" label="付款金额" required rules={rules(['items', 0, 'amount'])} extra={chosen ? `应付 ¥${fenToYuan(chosen.payable)}，可付 ¥${fenToYuan(chosen.rest)}（账期${chosen.payment_days}天，到期 ${chosen.due_date}）` : undefined}>
            <YuanInput max={chosen?.rest} />
          </ProForm.Item>
        </>
      )}
      {kind === 'prepayment' && <ProForm.Item name="supplier_id" label="供应商" required rules={rules('supplier_id')}><SupplierSelect /></ProForm.Item>}
      {(kind === 'loan' || kind === 'preLoan' || kind === 'prepayment') && (
        <ProForm.Item name="amount" label={`${PayDocKind[kind]}金额`} required rules={rules('amount')}><YuanInput /></ProForm.Item>
      )}
      {kind === 'reimbursement' && (
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} align="start" wrap style={{ display: 'flex', marginBottom: 4 }}>
                  <Form.Item name={[f.name, 'description']} rules={rules(['items', i, 'description'])}><Input placeholder="费用说明" style={{ width: 180 }} /></Form.Item>
                  <Form.Item name={[f.name, 'amount']} rules={rules(['items', i, 'amount'])}><YuanInput style={{ width: 150 }} /></Form.Item>
                  <Form.Item name={[f.name, 'cost_id']}><Select allowClear placeholder="对应成本项（可选）" style={{ width: 240 }} options={payable.map((l) => ({ value: l.cost_id, label: `${l.kind_name} · ${l.supplier_name ?? ''} ¥${fenToYuan(l.rest)}` }))} /></Form.Item>
                  <Form.Item name={[f.name, 'image']}><ImageUpload /></Form.Item>
                  {fields.length > 1 && <Button type="link" danger onClick={() => remove(f.name)}>删除</Button>}
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({})} style={{ marginBottom: 12 }}>添加报销明细</Button>
            </>
          )}
        </Form.List>
      )}
      <FormTextArea name="reason" label="用途" required rules={rules('reason')} />
      <ProFormSelect name="pay_type" label="付款方式" options={enumOptions(PayType)} rules={rules('pay_type')} />
      <FormText name="payee" label="收款人" rules={rules('payee')} max={100} />
      <FormText name="payee_account" label="收款账号" rules={rules('payee_account')} max={100} />
      {kind === 'payment' && (
        <>
          <FormText name="invoice_no" label="供应商发票号码" max={50} rules={rules('invoice_no')} />
          <ProFormDatePicker name="invoice_date" label="开票日期" />
          <ProForm.Item name="invoice_amount" label="发票金额"><YuanInput /></ProForm.Item>
        </>
      )}
      <FormTextArea name="remark" label="备注" rules={rules('remark')} />
    </ModalForm>
  );
}

/** 已付款: the paying account and date (paid once; a second press is refused). */
export function PayDialog({ doc, onClose, onDone }: { doc: PayDocRow; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  const toBody = (v: Record<string, unknown>) => ({ ...v, id: doc.id, version: doc.version, pay_date: dateText(v.pay_date) });
  const rules = pathRules(payDocPay, { transform: toBody });
  return (
    <ModalForm form={form} open title={`付款：${doc.code}`} width={520} modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      initialValues={{ pay_type: doc.pay_type, pay_date: isoToday() }} submitter={{ searchConfig: { submitText: '已付款' } }}
      onFinish={async (v) => send(form, docUrl(doc.kind, 'pay'), toBody(v), '已付款', onDone)}>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={`应付 ¥${fenToYuan(doc.pay_amount)}，收款人 ${doc.payee ?? doc.supplier_name ?? ''} ${doc.payee_account ?? ''}`}
        description={(doc.kind === 'payment' || doc.kind === 'prepayment') && !doc.invoice_no ? '尚未登记供应商发票：付款后进入付款欠票统计并提交成本欠票审核，直到登记发票。' : undefined} />
      <ProForm.Item name="pay_account_id" label="付款账户" required rules={rules('pay_account_id')}><PayAccountSelect placeholder="请选择付款账户" /></ProForm.Item>
      <ProFormDatePicker name="pay_date" label="付款日期" rules={rules('pay_date')} />
      <ProFormSelect name="pay_type" label="付款方式" options={enumOptions(PayType)} rules={rules('pay_type')} />
      <FormTextArea name="remark" label="备注" rules={rules('remark')} />
    </ModalForm>
  );
}

/** 登记发票: the supplier's invoice of a payment or prepayment. */
export function InvoiceDialog({ doc, onClose, onDone }: { doc: PayDocRow; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  const toBody = (v: Record<string, unknown>) => ({ ...v, id: doc.id, version: doc.version, invoice_date: dateText(v.invoice_date) });
  const rules = pathRules(payDocInvoice, { transform: toBody });
  return (
    <ModalForm form={form} open title={`登记供应商发票：${doc.code}`} width={480} modalProps={{ onCancel: onClose, destroyOnHidden: true }}
      initialValues={{ invoice_amount: doc.amount, invoice_date: isoToday() }} onFinish={async (v) => send(form, PAY_URLS.invoice, toBody(v), '发票已登记', onDone)}>
      <FormText name="invoice_no" label="发票号码" required rules={rules('invoice_no')} max={50} />
      <ProFormDatePicker name="invoice_date" label="开票日期" rules={rules('invoice_date')} />
      <ProForm.Item name="invoice_amount" label="发票金额" required rules={rules('invoice_amount')}><YuanInput max={doc.amount} /></ProForm.Item>
    </ModalForm>
  );
}

/** 还款: cash returned on a loan (what reimbursements did not settle). */
export function ReturnDialog({ doc, onClose, onDone }: { doc: PayDocRow; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  const toBody = (v: Record<string, unknown>) => ({ ...v, loan_id: doc.id, pay_date: dateText(v.pay_date) });
  const rules = pathRules(loanReturn, { transform: toBody });
  return (
    <ModalForm form={form} open title={`还款：${doc.code}`} width={480} modalProps={{ onCancel: onClose, destroyOnHidden: true }}
      initialValues={{ amount: doc.open_amount, pay_date: isoToday() }} onFinish={async (v) => send(form, PAY_URLS.loanReturn, toBody(v), '还款已登记', onDone)}>
      <ProForm.Item name="amount" label="还款金额" required rules={rules('amount')} extra={`未还 ¥${fenToYuan(doc.open_amount ?? 0)}`}><YuanInput max={doc.open_amount} /></ProForm.Item>
      <ProForm.Item name="pay_account_id" label="收款账户" required rules={rules('pay_account_id')}><PayAccountSelect /></ProForm.Item>
      <ProFormDatePicker name="pay_date" label="还款日期" rules={rules('pay_date')} />
      <FormTextArea name="remark" label="备注" rules={rules('remark')} />
    </ModalForm>
  );
}

/** 绑定: part of a paid advance to one cost line of a group (through the bind-prepayment audit), picked by group or supplier. */
export function BindDialog({ doc, onClose, onDone }: { doc: PayDocRow; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  const [line, setLine] = useState<BindableLine | undefined>();
  const rules = pathRules(advanceBind, { extra: () => ({ doc_id: doc.id }) });
  const kind = doc.kind as 'preLoan' | 'prepayment';
  const open = doc.open_amount ?? 0;
  const max = line ? Math.min(open, line.rest) : open;
  return (
    <ModalForm form={form} open title={`绑定到成本项：${doc.code}`} width={640} modalProps={{ onCancel: onClose, destroyOnHidden: true }}
      initialValues={{ amount: open }} onFinish={async (v) => send(form, PAY_URLS.bind(kind), { ...v, doc_id: doc.id }, '已提交绑定预付款审核', onDone)}>
      <Alert type="info" showIcon style={{ marginBottom: 12 }}
        message={`未绑定余额 ¥${fenToYuan(open)}${kind === 'prepayment' && doc.supplier_name ? `；只能绑定供应商“${doc.supplier_name}”的成本项` : ''}`} />
      <ProForm.Item name="cost_id" label="成本项" required rules={rules('cost_id')} extra={line ? `${line.group_code}（${line.departure_date}出发） ${line.kind_name}：应付 ¥${fenToYuan(line.total)}，未付 ¥${fenToYuan(line.rest)}` : '按团号或供应商查找；列出未付余额大于0的成本项'}>
        <BindableLineSelect url={PAY_URLS.bindable(kind)} docId={doc.id} onPick={(l) => {
          setLine(l);
          if (l) form.setFieldValue('amount', Math.min(open, l.rest));
        }} />
      </ProForm.Item>
      <ProForm.Item name="amount" label="绑定金额" required rules={rules('amount')}><YuanInput max={max} /></ProForm.Item>
      <FormTextArea name="remark" label="备注" rules={rules('remark')} />
    </ModalForm>
  );
}
