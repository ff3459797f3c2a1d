/**
 * 导入直连订单: enter one order of an online sales platform (/api/v1/mfOrder/import) — platform, channel order
 * number, group code, contact, persons and the amount the platform sold it for. The import is idempotent per
 * platform + channel order number (a repeat answers the existing order) and notifies the group's department.
 */
import { ImportOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Button, Col, Form, Row, message } from 'antd';
import { SalesPlatform, enumOptions, mfOrderImport, type mfOrderImportAnswer } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { reportFormError, zodRules } from '@/platform/form';
import { post } from '@/platform/request';
import { MF_ORDER_URLS } from './api';
import { mfImportBody, type MfImportValues as Values } from './mf-import-model';

type ImportAnswer = Answer<typeof mfOrderImportAnswer>;

export function MfOrderImportButton({ onImported }: { onImported: (a: ImportAnswer) => void }) {
  const [form] = Form.useForm<Values>();
  const rules = zodRules(mfOrderImport, () => mfImportBody(form.getFieldsValue(true) as Values));
  const submit = async (v: Values) => {
    try {
      const a = await post<ImportAnswer>(MF_ORDER_URLS.import, mfImportBody(v));
      if (!a) return false;
      void message.success(a.duplicated ? `该渠道订单已导入过：${a.order?.code ?? ''}` : `已导入直连订单：${a.order?.code ?? ''}`);
      onImported(a);
      return true;
    } catch (e) {
      reportFormError(form, e);
      return false;
    }
  };
  return (
    <ModalForm<Values> title="导入直连订单" form={form} width={640} layout="vertical" modalProps={{ destroyOnHidden: true }}
      trigger={<Button type="primary" icon={<ImportOutlined />}>导入直连订单</Button>}
      initialValues={{ adult_count: 1, child_count: 0, senior_count: 0, infant_count: 0 }} onFinish={submit}>
      <Row gutter={16}>
        <Col span={8}><ProFormSelect name="sales_platform" label="销售平台" options={enumOptions(SalesPlatform)} rules={rules('sales_platform')} /></Col>
        <Col span={8}><ProFormText name="channel_order_no" label="渠道订单号" rules={rules('channel_order_no')} fieldProps={{ maxLength: 60 }} /></Col>
        <Col span={8}><ProFormText name="group_code" label="团号" rules={rules('group_code')} fieldProps={{ maxLength: 40 }} /></Col>
        <Col span={12}><ProFormText name="contact_name" label="联系人" rules={rules('contact_name')} fieldProps={{ maxLength: 50 }} /></Col>
        <Col span={12}><ProFormText name="contact_phone" label="联系电话" rules={rules('contact_phone')} fieldProps={{ maxLength: 30 }} /></Col>
        <Col span={6}><ProFormDigit name="adult_count" label="成人" min={0} max={999} fieldProps={{ precision: 0 }} rules={rules('adult_count')} /></Col>
        <Col span={6}><ProFormDigit name="child_count" label="儿童" min={0} max={999} fieldProps={{ precision: 0 }} rules={rules('child_count')} /></Col>
        <Col span={6}><ProFormDigit name="senior_count" label="老人" min={0} max={999} fieldProps={{ precision: 0 }} rules={rules('senior_count')} /></Col>
        <Col span={6}><ProFormDigit name="infant_count" label="婴儿" min={0} max={999} fieldProps={{ precision: 0 }} rules={rules('infant_count')} /></Col>
        <Col span={12}><ProFormDigit name="amount_yuan" label="订单金额（元）" min={0} fieldProps={{ precision: 2 }} rules={rules('amount')} /></Col>
        <Col span={24}><ProFormTextArea name="remark" label="备注" fieldProps={{ maxLength: 500, rows: 2 }} rules={rules('remark')} /></Col>
      </Row>
    </ModalForm>
  );
}
