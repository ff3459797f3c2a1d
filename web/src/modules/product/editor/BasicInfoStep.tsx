/**
 * Step 1 基本信息 (createRouteTravel, editRouteTravel?id=, RouteTravelBasicInfo?id=): name, category,
 * departure and destination places, days/nights, level / labels / group type (labels of basic settings),
 * traffic there and back, hotel star, shopping, self-paid items, insurance, cover images, features, cost
 * included / excluded and booking notice. A new product is added, then the editor goes on with its id.
 */
import { ProForm, ProFormDigit, ProFormRadio, ProFormSelect } from '@ant-design/pro-components';
import { Card, Col, Form, Row } from 'antd';
import { useEffect } from 'react';
import { HotelStar, InsuranceKind, SelfPaid, Shopping, TrafficType, enumOptions, productCreate, productUpdate, type ProductDetail } from '@ta/contract';
import { useDraft } from '@/platform/editor/useDraft';
import { zodRules, type SafeParser } from '@/platform/form';
import { FormText, FormTextArea } from '@/platform/inputs';
import { post } from '@/platform/request';
import { ReadOnly } from '../../merchant/shared/RecordGate';
import { blanksToNull } from '../../merchant/shared/form-rules';
import { PRODUCT_URLS, useCategoryOptions, useLabelOptions } from '../api';
import { AreaRefsField, CoverImagesField } from './fields';
import { StepFooter, StepLayout, useDirty, type StepContext } from './StepLayout';
import { useStepSave } from './use-step-save';

type Values = Record<string, unknown>;

const BASIC_FIELDS = [
  'name', 'category_id', 'departure', 'destination', 'days', 'nights', 'level_id', 'label_ids', 'group_type_id', 'traffic_go',
  'traffic_back', 'hotel_star', 'shopping', 'self_paid', 'insurance_kind', 'cover_images', 'features', 'cost_include', 'cost_exclude',
  'booking_notice', 'remark',
] as const;

export const BASIC_DEFAULTS: Values = { departure: [], destination: [], days: 3, nights: 2, label_ids: [], shopping: 0, self_paid: 0, insurance_kind: 4, cover_images: [] };

const pick = (p: ProductDetail): Values => Object.fromEntries(BASIC_FIELDS.map((k) => [k, p[k]]));

function BasicForm({ ctx, setDirty }: { ctx: StepContext; setDirty: (v: boolean) => void }) {
  const [form] = Form.useForm<Values>();
  const { saving, run } = useStepSave(form, setDirty);
  const { product } = ctx;
  const categories = useCategoryOptions().data;
  const levels = useLabelOptions('productLevel').data;
  const labels = useLabelOptions('productLabel').data;
  const groupTypes = useLabelOptions('groupType').data;
  const schema = (product ? productUpdate : productCreate) as unknown as SafeParser;
  const rules = zodRules(schema, () => (product ? { id: product.id, version: product.version } : {}));

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue((product ? pick(product) : BASIC_DEFAULTS) as Parameters<typeof form.setFieldsValue>[0]);
    setDirty(false);
  }, [product]);
  // The half-filled form is this tab's draft (restored over the loaded product after a reload; cleared on save).
  // Declared after the load above, so a restored draft is not overwritten by it; StepLayout asks before leaving.
  const draft = useDraft(form, { ready: !ctx.id || !!product, enabled: ctx.editable });
  useEffect(() => { if (draft.dirty) setDirty(true); }, [draft.dirty]);

  const save = async (next: boolean) => {
    let values: Values;
    try { values = await form.validateFields(); } catch { return; }
    const body = blanksToNull(Object.fromEntries(BASIC_FIELDS.map((k) => [k, values[k] ?? null])));
    await run(
      () => (product
        ? post<ProductDetail>(PRODUCT_URLS.update, { ...body, id: product.id, version: product.version, step: ctx.nextStep })
        : post<ProductDetail>(PRODUCT_URLS.add, body)),
      (saved) => (product ? '基本信息已保存' : `线路已创建：${saved.code}`),
      (saved) => {
        draft.clear();
        if (next) ctx.go('ItineraryInformation', saved.id);
        else if (!product) ctx.go('RouteTravelBasicInfo', saved.id);
      },
    );
  };

  const opt = (o: { label: string; value: number }[] | undefined) => o ?? [];
  return (
    <>
      <ReadOnly on={!ctx.editable}>
        <ProForm<Values> form={form} layout="vertical" submitter={false} onValuesChange={(c, all) => { setDirty(true); draft.onValuesChange(c, all); }}>
          <Card title="基本信息" size="small">
            <Row gutter={24}>
              <Col xs={24} md={12}><FormText name="name" label="产品名称" required max={100} rules={rules('name')} /></Col>
              <Col xs={24} md={6}><ProFormSelect name="category_id" label="产品分类" options={opt(categories)} rules={rules('category_id')} fieldProps={{ allowClear: true, showSearch: true }} /></Col>
              <Col xs={12} md={3}><ProFormDigit name="days" label="行程天数" min={1} max={60} required rules={rules('days')} fieldProps={{ precision: 0, addonAfter: '天' }} /></Col>
              <Col xs={12} md={3}><ProFormDigit name="nights" label="行程晚数" min={0} max={60} rules={rules('nights')} fieldProps={{ precision: 0, addonAfter: '晚' }} /></Col>
            </Row>
            <Row gutter={24}>
              <Col xs={24} md={12}><ProForm.Item name="departure" label="出发地" rules={rules('departure')}><AreaRefsField /></ProForm.Item></Col>
              <Col xs={24} md={12}><ProForm.Item name="destination" label="目的地" required rules={rules('destination')}><AreaRefsField /></ProForm.Item></Col>
            </Row>
            <Row gutter={24}>
              <Col xs={24} md={6}><ProFormSelect name="level_id" label="产品等级" options={opt(levels)} rules={rules('level_id')} fieldProps={{ allowClear: true }} /></Col>
              <Col xs={24} md={12}><ProFormSelect name="label_ids" label="产品标签" mode="multiple" options={opt(labels)} rules={rules('label_ids')} fieldProps={{ allowClear: true, maxTagCount: 'responsive' }} /></Col>
              <Col xs={24} md={6}><ProFormSelect name="group_type_id" label="团队类型" options={opt(groupTypes)} rules={rules('group_type_id')} fieldProps={{ allowClear: true }} /></Col>
            </Row>
            <Row gutter={24}>
              <Col xs={12} md={6}><ProFormSelect name="traffic_go" label="去程交通" options={enumOptions(TrafficType)} rules={rules('traffic_go')} fieldProps={{ allowClear: true }} /></Col>
              <Col xs={12} md={6}><ProFormSelect name="traffic_back" label="返程交通" options={enumOptions(TrafficType)} rules={rules('traffic_back')} fieldProps={{ allowClear: true }} /></Col>
              <Col xs={12} md={6}><ProFormSelect name="hotel_star" label="酒店星级" options={enumOptions(HotelStar)} rules={rules('hotel_star')} fieldProps={{ allowClear: true }} /></Col>
              <Col xs={12} md={6}><ProFormSelect name="insurance_kind" label="保险" options={enumOptions(InsuranceKind)} rules={rules('insurance_kind')} /></Col>
            </Row>
            <Row gutter={24}>
              <Col xs={24} md={12}><ProFormRadio.Group name="shopping" label="购物" options={enumOptions(Shopping)} rules={rules('shopping')} radioType="button" /></Col>
              <Col xs={24} md={12}><ProFormRadio.Group name="self_paid" label="自费项目" options={enumOptions(SelfPaid)} rules={rules('self_paid')} radioType="button" /></Col>
            </Row>
            <ProForm.Item name="cover_images" label="封面图片" rules={rules('cover_images')} extra="支持JPG、JPEG、GIF、PNG，单张小于2M，最多10张">
              <CoverImagesField />
            </ProForm.Item>
          </Card>
          <Card title="产品介绍" size="small" style={{ marginTop: 12 }}>
            <FormTextArea name="features" label="产品特色" max={5000} rules={rules('features')} />
            <Row gutter={24}>
              <Col xs={24} md={12}><FormTextArea name="cost_include" label="费用包含" max={5000} rules={rules('cost_include')} /></Col>
              <Col xs={24} md={12}><FormTextArea name="cost_exclude" label="费用不含" max={5000} rules={rules('cost_exclude')} /></Col>
            </Row>
            <FormTextArea name="booking_notice" label="预订须知" max={5000} rules={rules('booking_notice')} />
            <FormTextArea name="remark" label="备注" max={500} rules={rules('remark')} />
          </Card>
        </ProForm>
      </ReadOnly>
      <StepFooter step="RouteTravelBasicInfo" ctx={ctx} saving={saving} onSave={(n) => void save(n)} />
    </>
  );
}

export function BasicInfoStep() {
  const { ref, setDirty } = useDirty();
  return <StepLayout step="RouteTravelBasicInfo" dirtyRef={ref}>{(ctx) => <BasicForm ctx={ctx} setDirty={setDirty} />}</StepLayout>;
}
