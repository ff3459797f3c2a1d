/**
 * paymentPeriodEditor?id=: a supplier's settlement cycle, payment days and their note, saved through
 * /api/v1/company/paymentDays/update with the supplier's version, and the supplier's 变更记录.
 */
import { ProForm, ProFormDigit, ProFormSelect } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Descriptions, Divider, Form, Skeleton, message } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RESOURCES, SettlementCycle, SupplierType, enumLabel, enumOptions, paymentDaysUpdate } from '@ta/contract';
import { useRecord } from '@/platform/editor/ResourceEditor';
import { showError } from '@/platform/feedback';
import { reportFormError, zodRules, type SafeParser } from '@/platform/form';
import { ChangeHistory, HISTORY_TITLE } from '@/platform/history';
import { FormTextArea } from '@/platform/inputs';
import { usePermission } from '@/platform/permission';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { RecordGate } from '../shared/RecordGate';
import { BlacklistTag } from '../shared/tags';
import type { SupplierRow } from '../shared/types';
import { invalidateSuppliers, PAYMENT_DAYS_KEY, SUPPLIER_URLS } from './api';

type Values = { settlement_cycle?: number; payment_days?: number; payment_remark?: string | null };

export function PaymentPeriodEditor() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = Number(params.get('id')) || undefined;
  const { has } = usePermission(PAYMENT_DAYS_KEY);
  const [form] = Form.useForm<Values>();
  const rec = useRecord<SupplierRow>(RESOURCES.supplier, id);
  const row = rec.data;
  const rules = zodRules(paymentDaysUpdate as unknown as SafeParser, () => (row ? { id: row.id, version: row.version } : {}));
  useEffect(() => { if (rec.error) showError(rec.error); }, [rec.error]);
  useEffect(() => {
    if (row) form.setFieldsValue({ settlement_cycle: row.settlement_cycle, payment_days: row.payment_days, payment_remark: row.payment_remark ?? '' });
  }, [row]);

  const submit = async (v: Values) => {
    if (!row) return false;
    try {
      const saved = await post<SupplierRow>(SUPPLIER_URLS.paymentDaysUpdate, { ...v, payment_remark: v.payment_remark || null, id: row.id, version: row.version });
      if (saved === undefined) return false;
      void message.success('账期已保存');
      await invalidateSuppliers(client);
      navigate(routePath('paymentPeriodList'));
      return true;
    } catch (e) {
      reportFormError(form, e);
      return false;
    }
  };

  if (!id) return <Card>请从账期列表选择供应商</Card>;
  if (rec.isError) return <RecordGate resource={RESOURCES.supplier} id={id}>{null}</RecordGate>;
  if (rec.isLoading || !row) return <Card><Skeleton active /></Card>;
  return (
    <Card title={`账期：${row.name}`}>
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }} items={[
        { key: 'type', label: '供应商类型', children: enumLabel(SupplierType, row.type) },
        { key: 'code', label: '供应商编号', children: row.code ?? '-' },
        { key: 'black', label: '状态', children: <BlacklistTag on={row.blacklisted} /> },
      ]} />
      <ProForm<Values> form={form} layout="vertical" onFinish={submit} readonly={!has('canEditor')}
        submitter={has('canEditor') ? { searchConfig: { submitText: '保存' }, resetButtonProps: false } : false}>
        <ProForm.Group>
          <ProFormSelect name="settlement_cycle" label="结算周期" width="sm" required rules={rules('settlement_cycle')} options={enumOptions(SettlementCycle)} />
          <ProFormDigit name="payment_days" label="账期天数" width="sm" required rules={rules('payment_days')} min={0} max={365} fieldProps={{ precision: 0, suffix: '天' }} />
        </ProForm.Group>
        <FormTextArea name="payment_remark" label="账期说明" rules={rules('payment_remark')} max={500} />
      </ProForm>
      <Divider orientation="left">{HISTORY_TITLE}</Divider>
      <ChangeHistory table={RESOURCES.supplier.table} recordId={id} />
    </Card>
  );
}
