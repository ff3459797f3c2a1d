/**
 * Step 3 预售设置 (PresaleSetting?id=): sale start date, stop selling N days before departure, minimum and
 * maximum persons, and the deposit per person (typed in yuan, sent in fen).
 */
import { ProForm, ProFormDigit } from '@ant-design/pro-components';
import { Card, Col, Form, InputNumber, Row } from 'antd';
import { useEffect } from 'react';
import { productUpdate, type ProductDetail } from '@ta/contract';
import { post } from '@/platform/request';
import { ReadOnly } from '../../merchant/shared/RecordGate';
import { pathRules } from '../../merchant/shared/form-rules';
import { PRODUCT_URLS } from '../api';
import { presaleToForm, presaleToWire, type PresaleForm } from '../product-model';
import { DateText } from './fields';
import { StepFooter, StepLayout, useDirty, type StepContext } from './StepLayout';
import { useStepSave } from './use-step-save';

const toWire = (v: Record<string, unknown>) => {
  try { return presaleToWire(v as PresaleForm); } catch { return { ...v, deposit: 'x' }; }
};

function PresaleFormCard({ ctx, setDirty }: { ctx: StepContext; setDirty: (v: boolean) => void }) {
  const [form] = Form.useForm<PresaleForm>();
  const { saving, run } = useStepSave(form, setDirty);
  const product = ctx.product as ProductDetail;
  const rules = pathRules(productUpdate, { transform: toWire, extra: () => ({ id: product.id, version: product.version }) });

  useEffect(() => { form.resetFields(); form.setFieldsValue(presaleToForm(product)); setDirty(false); }, [product]);

  const save = async (next: boolean) => {
    let values: PresaleForm;
    try { values = await form.validateFields(); } catch { return; }
    await run(
      () => post<ProductDetail>(PRODUCT_URLS.update, { ...presaleToWire(values), id: product.id, version: product.version, step: ctx.nextStep }),
      () => '预售设置已保存',
      () => { if (next) ctx.go('RouteTravelPriceInfo'); },
    );
  };

  return (
    <>
      <ReadOnly on={!ctx.editable}>
        <ProForm<PresaleForm> form={form} layout="vertical" submitter={false} onValuesChange={() => setDirty(true)}>
          <Card title="预售设置" size="small">
            <Row gutter={24}>
              <Col xs={24} md={6}><ProForm.Item name="sale_start_date" label="开售日期" rules={rules('sale_start_date')}><DateText /></ProForm.Item></Col>
              <Col xs={24} md={6}>
                <ProFormDigit name="stop_sale_days" label="提前停售天数" min={0} max={365} rules={rules('stop_sale_days')}
                  fieldProps={{ precision: 0, addonBefore: '出发前', addonAfter: '天停售' }} extra="0 表示出发当天仍可报名" />
              </Col>
              <Col xs={12} md={6}><ProFormDigit name="min_persons" label="最少成团人数" min={1} max={9999} rules={rules('min_persons')} fieldProps={{ precision: 0, addonAfter: '人' }} /></Col>
              <Col xs={12} md={6}><ProFormDigit name="max_persons" label="最多人数" min={1} max={9999} rules={rules('max_persons')} fieldProps={{ precision: 0, addonAfter: '人' }} /></Col>
            </Row>
            <Row gutter={24}>
              <Col xs={24} md={6}>
                <ProForm.Item name="deposit_yuan" label="定金（每人）" rules={rules('deposit')} extra="占位报名时收取的定金">
                  <InputNumber<string> stringMode min="0" precision={2} addonBefore="¥" addonAfter="元" style={{ width: '100%' }} />
                </ProForm.Item>
              </Col>
            </Row>
          </Card>
        </ProForm>
      </ReadOnly>
      <StepFooter step="PresaleSetting" ctx={ctx} saving={saving} onSave={(n) => void save(n)} />
    </>
  );
}

export function PresaleStep() {
  const { ref, setDirty } = useDirty();
  return <StepLayout step="PresaleSetting" dirtyRef={ref}>{(ctx) => (ctx.product ? <PresaleFormCard ctx={ctx} setDirty={setDirty} /> : null)}</StepLayout>;
}
