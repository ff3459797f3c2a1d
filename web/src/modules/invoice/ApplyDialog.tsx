/**
 * 开票申请: one dialog for an order (订单申请), a bank bill (账单申请) or an advance invoice (预开票申请): the buyer
 * (name, taxpayer id; address/phone and bank/account for a special invoice), the invoice and application type,
 * content lines (item, spec, unit, quantity, tax-inclusive amount, tax rate; the tax is shown as the server
 * computes it) and, for an order or a bill, what it can still be invoiced with the configured warnings.
 */
import { ModalForm, ProForm, ProFormDependency, ProFormDigit, ProFormList, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Select, Space, Typography, message } from 'antd';
import { useMemo, useState } from 'react';
import { INVOICE_SPECIAL, TAX_RATES, advanceInvoiceCreate, billInvoiceCreate, fenToYuan, orderInvoiceCreate, taxOf } from '@ta/contract';
import { reportFormError } from '@/platform/form';
import { FormText, FormTextArea, MoneyText } from '@/platform/inputs';
import { post } from '@/platform/request';
import { pathRules } from '../merchant/shared/form-rules';
import { YuanInput } from '../finance/YuanInput';
import { INV_URLS, IQ, type BillInvoiceFigures, type InvoiceOptions, type OrderInvoiceFigures } from './api';

export type ApplyKind = 'order' | 'bill' | 'advance';
export interface ApplyTarget { order_id?: number; arrival_id?: number; label?: string; buyer_name?: string; customer_id?: number | null }
const TITLE: Record<ApplyKind, string> = { order: '订单开票申请', bill: '账单开票申请', advance: '预开票申请' };
const SCHEMA = { order: orderInvoiceCreate, bill: billInvoiceCreate, advance: advanceInvoiceCreate };
const ADD_URL = { order: INV_URLS.orderAdd, bill: INV_URLS.billAdd, advance: INV_URLS.advanceAdd };

export function useInvoiceOptions() {
  return useQuery({ queryKey: [IQ.options], queryFn: () => post<InvoiceOptions>(INV_URLS.options, {}), staleTime: 60_000 });
}

interface Pick { value: number; label: string; buyer?: string; customer_id?: number | null }
/** Searches orders (线路订单) or bank arrivals (账单明细) to invoice. */
function TargetSelect({ kind, value, onChange }: { kind: 'order' | 'bill'; value?: number; onChange?: (v: number, p?: Pick) => void }) {
  const [kw, setKw] = useState('');
  const q = useQuery({
    queryKey: ['invoiceTarget', kind, kw],
    queryFn: async () => {
      if (kind === 'order') {
        const r = await post<{ page_data: { data: { id: number; code: string; customer_name: string | null; contact_name: string; total: number; customer_id: number | null }[] } }>('/api/v1/routeOrder/list', { keyword: kw || undefined, pageSize: 20 });
        return r.page_data.data.map((o): Pick => ({ value: o.id, label: `${o.code} ${o.customer_name ?? o.contact_name} ¥${fenToYuan(o.total)}`, buyer: o.customer_name ?? o.contact_name, customer_id: o.customer_id }));
      }
      const r = await post<{ page_data: { data: { id: number; payer_name: string; amount: number; arrived_on: string; usable: boolean }[] } }>('/api/v1/finance/bill/list', { keyword: kw || undefined, pageSize: 20 });
      return r.page_data.data.filter((a) => a.usable).map((a): Pick => ({ value: a.id, label: `${a.arrived_on} ${a.payer_name} ¥${fenToYuan(a.amount)}`, buyer: a.payer_name }));
    },
  });
  return (
    <Select showSearch filterOption={false} value={value} placeholder={kind === 'order' ? '输入订单号或客户搜索' : '输入付款人搜索到账'} onSearch={setKw}
      options={q.data ?? []} loading={q.isFetching} onChange={(v: number) => onChange?.(v, q.data?.find((p) => p.value === v))} data-testid="invoice-target" />
  );
}

function Figures({ kind, id, amount }: { kind: ApplyKind; id?: number; amount: number }) {
  const q = useQuery<OrderInvoiceFigures | BillInvoiceFigures>({
    queryKey: [IQ.figures, kind, id, amount],
    queryFn: () => (kind === 'order' ? post<OrderInvoiceFigures>(INV_URLS.orderCheck, { order_id: id, amount }) : post<BillInvoiceFigures>(INV_URLS.billCheck, { arrival_id: id })),
    enabled: kind !== 'advance' && !!id,
  });
  if (kind === 'advance') return <Alert type="info" showIcon style={{ marginBottom: 12 }} message="预开票在收款前开具，审核通过后在列表中绑定收款单。" />;
  if (!q.data) return null;
  const f = q.data;
  const warnings: string[] = 'warnings' in f ? f.warnings : [];
  const over = amount > f.invoiceable;
  return (
    <Alert type={over ? 'error' : warnings.length ? 'warning' : 'info'} showIcon style={{ marginBottom: 12 }} data-testid="invoice-figures"
      message={<Space wrap>
        <span>{kind === 'order' ? '订单金额' : '到账已收'} <MoneyText fen={kind === 'order' ? (f as OrderInvoiceFigures).total : f.received} /></span>
        <span>已开票及申请中 <MoneyText fen={f.invoiced} /></span>
        <span>可开票 <b><MoneyText fen={f.invoiceable} /></b></span>
        {over && <Typography.Text type="danger">本次开票金额超过可开票金额</Typography.Text>}
      </Space>}
      description={warnings.length ? <ul style={{ margin: 0, paddingLeft: 18 }}>{warnings.map((w) => <li key={w}>{w}</li>)}</ul> : undefined} />
  );
}

/** The tax of one line as the server computes it (taxOf), from the line's amount and rate. */
function LineTax({ idx }: { idx: number }) {
  const form = Form.useFormInstance();
  const l = Form.useWatch(['lines', idx], form) as { amount?: number; tax_rate?: number } | undefined;
  return <MoneyText fen={taxOf(Number(l?.amount) || 0, Number(l?.tax_rate) || 0)} />;
}

export function ApplyDialog({ kind, target, onClose, onDone }: { kind: ApplyKind; target?: ApplyTarget; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  const opts = useInvoiceOptions();
  const [targetId, setTargetId] = useState<number | undefined>(target?.order_id ?? target?.arrival_id);
  const [customerId, setCustomerId] = useState<number | null | undefined>(target?.customer_id);
  const rules = pathRules(SCHEMA[kind]);
  const firstContent = opts.data?.contents[0];
  const initial = useMemo(() => ({
    buyer_name: target?.buyer_name, apply_type_id: opts.data?.apply_types[0]?.id, invoice_type_id: opts.data?.invoice_types.find((t) => t.kind !== INVOICE_SPECIAL)?.id,
    lines: [{ content_id: firstContent?.id, quantity: 1, tax_rate: firstContent?.tax_rate ?? 6 }],
  }), [target, opts.data, firstContent]);
  if (!opts.data) return null;
  const o = opts.data;
  return (
    <ModalForm form={form} open title={`${TITLE[kind]}${target?.label ? `：${target.label}` : ''}`} width={860} initialValues={initial}
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }} submitter={{ searchConfig: { submitText: '提交审核' } }}
      onFinish={async (v) => {
        const body = { ...v, ...(kind === 'order' ? { order_id: targetId } : kind === 'bill' ? { arrival_id: targetId } : { customer_id: customerId ?? undefined }) };
        try {
          await post(ADD_URL[kind], body);
          void message.success('开票申请已提交审核');
          onDone();
          return true;
        } catch (e) {
          reportFormError(form, e);
          return false;
        }
      }}>
      {kind !== 'advance' && !target?.order_id && !target?.arrival_id && (
        <ProForm.Item label={kind === 'order' ? '开票订单' : '开票账单'} required>
          <TargetSelect kind={kind} value={targetId} onChange={(v, p) => { setTargetId(v); setCustomerId(p?.customer_id); if (p?.buyer && !form.getFieldValue('buyer_name')) form.setFieldValue('buyer_name', p.buyer); }} />
        </ProForm.Item>
      )}
      <ProFormDependency name={['lines']}>
        {({ lines }) => <Figures kind={kind} id={targetId} amount={((lines ?? []) as { amount?: number }[]).reduce((a, l) => a + (Number(l?.amount) || 0), 0)} />}
      </ProFormDependency>
      <ProForm.Group>
        <ProFormSelect name="invoice_type_id" label="发票类型" width="md" required rules={rules('invoice_type_id')} options={o.invoice_types.map((t) => ({ value: t.id, label: t.name }))} />
        <ProFormSelect name="apply_type_id" label="申请类型" width="md" required rules={rules('apply_type_id')} options={o.apply_types.map((t) => ({ value: t.id, label: t.name }))} />
      </ProForm.Group>
      <ProFormDependency name={['invoice_type_id']}>
        {({ invoice_type_id }) => {
          const special = o.invoice_types.find((t) => t.id === invoice_type_id)?.kind === INVOICE_SPECIAL;
          return (
            <ProForm.Group>
              <FormText name="buyer_name" label="购买方名称" required rules={rules('buyer_name')} max={100} />
              <FormText name="buyer_tax_no" label="纳税人识别号" required={special} rules={rules('buyer_tax_no')} max={20} stripSpaces />
              <FormText name="buyer_address_phone" label="地址电话" required={special} rules={rules('buyer_address_phone')} max={200} />
              <FormText name="buyer_bank_account" label="开户行及账号" required={special} rules={rules('buyer_bank_account')} max={200} />
            </ProForm.Group>
          );
        }}
      </ProFormDependency>
      <ProFormList name="lines" label="开票内容" min={1} max={50} creatorButtonProps={{ creatorButtonText: '添加一行' }}
        creatorRecord={{ content_id: firstContent?.id, quantity: 1, tax_rate: firstContent?.tax_rate ?? 6 }} copyIconProps={false}>
        {(_f, idx) => (
          <ProForm.Group key={idx}>
            <ProFormSelect name="content_id" label="发票内容" width="sm" required options={o.contents.map((c) => ({ value: c.id, label: c.name }))}
              fieldProps={{ onChange: (v: number) => { const c = o.contents.find((x) => x.id === v); if (c) form.setFieldValue(['lines', idx, 'tax_rate'], c.tax_rate); } }} />
            <ProFormText name="spec" label="规格型号" width="xs" fieldProps={{ maxLength: 50 }} />
            <ProFormText name="unit" label="单位" width="xs" fieldProps={{ maxLength: 20 }} />
            <ProFormDigit name="quantity" label="数量" width="xs" min={1} max={100000} fieldProps={{ precision: 0 }} required />
            <ProForm.Item name="amount" label="金额（含税）" required><YuanInput aria-label={`第${idx + 1}行金额`} /></ProForm.Item>
            <ProFormSelect name="tax_rate" label="税率" width={90} required options={TAX_RATES.map((r) => ({ value: r, label: `${r}%` }))} />
            <ProForm.Item label="税额"><LineTax idx={idx} /></ProForm.Item>
          </ProForm.Group>
        )}
      </ProFormList>
      <FormTextArea name="remark" label="备注" rules={rules('remark')} />
    </ModalForm>
  );
}
