/**
 * Step 2 行程信息 (ItineraryInformation?id=): one tab per itinerary plan (name, default flag, days and
 * nights, gathering place) and one card per day (title, description, meals by catering kind, lodging with
 * hotel star, traffic, place, sights). Days can be imported from a travel template of basic settings.
 * The whole list of plans is saved at once (/api/v1/product/plan/save).
 */
import { DeleteOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { ProForm, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Button, Card, Checkbox, Col, Empty, Form, Popconfirm, Row, Select, Space, Tabs, message } from 'antd';
import { useEffect, useState } from 'react';
import { Catering, HotelStar, TrafficType, enumOptions, planSaveReq, type PlanRow, type ProductDetail } from '@ta/contract';
import { TextArea } from '@/platform/inputs';
import { post } from '@/platform/request';
import { ReadOnly } from '../../merchant/shared/RecordGate';
import { blanksToNull, pathRules, type PathRules } from '../../merchant/shared/form-rules';
import { useDraft } from '@/platform/editor/useDraft';
import { PRODUCT_URLS, useTravelTemplates } from '../api';
import { fitDays, importTemplate, type ItineraryDay } from '../itinerary-model';
import { StepFooter, StepLayout, useDirty, type StepContext } from './StepLayout';
import { useStepSave } from './use-step-save';

export interface PlanForm {
  id?: number | null; name: string; is_default: boolean; days: number; nights: number;
  gathering_place?: string | null; remark?: string | null; itinerary: ItineraryDay[];
}
interface FormValues { plans: PlanForm[] }

const planOf = (p: PlanRow): PlanForm => ({
  id: p.id, name: p.name, is_default: p.is_default, days: p.days, nights: p.nights, gathering_place: p.gathering_place, remark: p.remark,
  itinerary: fitDays([...p.itinerary].sort((a, b) => a.day_no - b.day_no).map((d) => ({
    day_no: d.day_no, title: d.title, description: d.description ?? null, meals: d.meals ?? [], lodging: d.lodging ?? null, hotel_star: d.hotel_star ?? null,
    traffic_type: d.traffic_type ?? null, place: d.place ?? null, sights: d.sights ?? null, template_id: d.template_id ?? null,
  })), p.days),
});

export const newPlan = (product: Pick<ProductDetail, 'days' | 'nights'>, n: number, isDefault: boolean): PlanForm => ({
  name: n === 1 ? '标准方案' : `方案${n}`, is_default: isDefault, days: product.days, nights: product.nights, itinerary: fitDays([], product.days),
});

/** Form values → the plan/save body (blank texts → null). */
export function plansToWire(productId: number, version: number, values: Partial<FormValues>) {
  return {
    product_id: productId, version,
    plans: (values.plans ?? []).map((p) => ({
      ...blanksToNull({ ...p, itinerary: undefined }),
      id: p.id ?? undefined,
      itinerary: (p.itinerary ?? []).map((d, i) => ({ ...blanksToNull({ ...d }), day_no: i + 1, meals: d.meals ?? [] })),
    })),
  };
}

function DayCard({ plan, day, rules, onRemove }: { plan: number; day: number; rules: PathRules; onRemove?: () => void }) {
  const path = (f: string) => ['plans', plan, 'itinerary', day, f] as const;
  return (
    <Card className="ta-day-card" size="small" title={`第${day + 1}天`}
      extra={onRemove && <Popconfirm title={`删除第${day + 1}天？行程天数将随之减少。`} onConfirm={onRemove}><Button type="text" danger size="small" icon={<DeleteOutlined />} /></Popconfirm>}>
      <Row gutter={16}>
        <Col xs={24} md={12}><ProFormText name={[day, 'title']} label="行程标题" required rules={rules([...path('title')])} fieldProps={{ maxLength: 100, placeholder: '如：杭州—乌镇，夜游西栅' }} /></Col>
        <Col xs={12} md={6}><ProFormSelect name={[day, 'traffic_type']} label="交通方式" options={enumOptions(TrafficType)} rules={rules([...path('traffic_type')])} fieldProps={{ allowClear: true }} /></Col>
        <Col xs={12} md={6}><ProFormText name={[day, 'place']} label="地点" rules={rules([...path('place')])} fieldProps={{ maxLength: 200 }} /></Col>
      </Row>
      <ProForm.Item name={[day, 'description']} label="行程描述" rules={rules([...path('description')])}>
        <TextArea rows={3} maxLength={5000} counter />
      </ProForm.Item>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <ProForm.Item name={[day, 'meals']} label="用餐" rules={rules([...path('meals')])}>
            <Checkbox.Group options={enumOptions(Catering)} />
          </ProForm.Item>
        </Col>
        <Col xs={24} md={8}><ProFormText name={[day, 'lodging']} label="住宿" rules={rules([...path('lodging')])} fieldProps={{ maxLength: 200, placeholder: '酒店名称，如：乌镇枕水酒店或同级' }} /></Col>
        <Col xs={12} md={4}><ProFormSelect name={[day, 'hotel_star']} label="酒店星级" options={enumOptions(HotelStar)} rules={rules([...path('hotel_star')])} fieldProps={{ allowClear: true }} /></Col>
        <Col xs={12} md={6}><ProFormText name={[day, 'sights']} label="景点" rules={rules([...path('sights')])} fieldProps={{ maxLength: 500, placeholder: '多个景点用、分隔' }} /></Col>
      </Row>
    </Card>
  );
}

function TemplateImport({ onImport, disabled }: { onImport: (update: (cur: ItineraryDay[]) => ItineraryDay[], nights: number | null) => void; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number>();
  const q = useTravelTemplates(open);
  if (!open) return <Button icon={<ImportOutlined />} disabled={disabled} onClick={() => setOpen(true)}>从行程模板导入</Button>;
  const tpl = q.data?.find((t) => t.id === picked);
  return (
    <Space>
      <Select style={{ width: 280 }} placeholder="选择行程模板" loading={q.isLoading} value={picked} onChange={setPicked} showSearch optionFilterProp="label"
        options={(q.data ?? []).map((t) => ({ value: t.id, label: `${t.title}（${t.day_count}天）` }))} />
      <Popconfirm title="导入后将覆盖本方案对应天数的行程，确定导入？" disabled={!tpl}
        onConfirm={() => { if (tpl) { onImport((cur) => importTemplate(cur, tpl.days, tpl.id), tpl.nights); setOpen(false); setPicked(undefined); } }}>
        <Button type="primary" disabled={!tpl}>导入</Button>
      </Popconfirm>
      <Button onClick={() => setOpen(false)}>取消</Button>
    </Space>
  );
}

function ItineraryForm({ ctx, setDirty }: { ctx: StepContext; setDirty: (v: boolean) => void }) {
  const [form] = Form.useForm<FormValues>();
  const product = ctx.product as ProductDetail;
  const { saving, run } = useStepSave(form, setDirty);
  const [active, setActive] = useState('0');
  const rules = pathRules(planSaveReq, { transform: (v) => plansToWire(product.id, product.version, v as Partial<FormValues>) });
  const plans = Form.useWatch('plans', form) ?? [];

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({ plans: product.plans.length ? product.plans.map(planOf) : [newPlan(product, 1, true)] });
    setDirty(false);
  }, [product]);
  // The half-filled plans are this tab's draft (as the basic step's): restored over the loaded plans after a reload
  // or when the tab comes back, cleared on save; StepLayout asks before leaving.
  const draft = useDraft(form, { enabled: ctx.editable });
  useEffect(() => { if (draft.dirty) setDirty(true); }, [draft.dirty]);

  const setDays = (plan: number, update: (cur: ItineraryDay[]) => ItineraryDay[]) => {
    const next = update((form.getFieldValue(['plans', plan, 'itinerary']) as ItineraryDay[] | undefined) ?? []);
    form.setFieldValue(['plans', plan, 'itinerary'], next);
    form.setFieldValue(['plans', plan, 'days'], next.length);
    const nights = form.getFieldValue(['plans', plan, 'nights']) as number | undefined;
    if (nights !== undefined && nights > next.length) form.setFieldValue(['plans', plan, 'nights'], Math.max(0, next.length - 1));
    setDirty(true);
    draft.touch();
  };

  const onValuesChange = (changed: Partial<FormValues>, all: FormValues) => {
    setDirty(true);
    changed.plans?.forEach((p, i) => {
      if (p && typeof p.days === 'number') {
        const cur = (form.getFieldValue(['plans', i, 'itinerary']) as ItineraryDay[] | undefined) ?? [];
        if (cur.length !== p.days && p.days >= 1 && p.days <= 60) form.setFieldValue(['plans', i, 'itinerary'], fitDays(cur, p.days));
      }
      if (p && p.is_default === true) {
        (form.getFieldValue('plans') as PlanForm[]).forEach((_, j) => { if (j !== i) form.setFieldValue(['plans', j, 'is_default'], false); });
      }
    });
    // After the adjustments above, so the draft holds them too.
    draft.onValuesChange(changed, all);
  };

  const save = async (next: boolean) => {
    try { await form.validateFields(); } catch { void message.error('请检查行程信息中标红的内容'); return; }
    const body = plansToWire(product.id, product.version, form.getFieldsValue(true) as FormValues);
    await run(
      () => post<unknown>(PRODUCT_URLS.planSave, body),
      () => '行程信息已保存',
      () => { draft.clear(); if (next) ctx.go('PresaleSetting'); },
    );
  };

  return (
    <>
      <ReadOnly on={!ctx.editable}>
        <ProForm<FormValues> form={form} layout="vertical" submitter={false} onValuesChange={onValuesChange}>
          <Form.List name="plans">
            {(fields, { add, remove }) => (
              <Card size="small" title="行程方案" extra={ctx.editable && (
                <Button icon={<PlusOutlined />} onClick={() => { add(newPlan(product, fields.length + 1, false)); setActive(String(fields.length)); draft.touch(); }} disabled={fields.length >= 10}>添加方案</Button>
              )}>
                <Tabs activeKey={active} onChange={setActive} type="card"
                  items={fields.map((f) => ({
                    key: String(f.name),
                    forceRender: true,
                    label: <span>{plans[f.name]?.name || `方案${f.name + 1}`}{plans[f.name]?.is_default ? '（默认）' : ''}</span>,
                    children: (
                      <>
                        <Row gutter={16}>
                          <Col xs={24} md={6}><ProFormText name={[f.name, 'name']} label="方案名称" required rules={rules(['plans', f.name, 'name'])} fieldProps={{ maxLength: 50 }} /></Col>
                          <Col xs={12} md={3}><ProFormDigit name={[f.name, 'days']} label="行程天数" min={1} max={60} rules={rules(['plans', f.name, 'days'])} fieldProps={{ precision: 0, addonAfter: '天' }} /></Col>
                          <Col xs={12} md={3}><ProFormDigit name={[f.name, 'nights']} label="晚数" min={0} max={60} rules={rules(['plans', f.name, 'nights'])} fieldProps={{ precision: 0, addonAfter: '晚' }} /></Col>
                          <Col xs={24} md={8}><ProFormText name={[f.name, 'gathering_place']} label="集合地点" rules={rules(['plans', f.name, 'gathering_place'])} fieldProps={{ maxLength: 200 }} /></Col>
                          <Col xs={12} md={2}><ProFormSwitch name={[f.name, 'is_default']} label="默认方案" /></Col>
                          <Col xs={12} md={2} style={{ paddingTop: 30, textAlign: 'right' }}>
                            {ctx.editable && fields.length > 1 && (
                              <Popconfirm title="删除该方案？已有价格套餐的方案不能删除。" onConfirm={() => { remove(f.name); setActive('0'); setDirty(true); draft.touch(); }}>
                                <Button danger size="small">删除方案</Button>
                              </Popconfirm>
                            )}
                          </Col>
                        </Row>
                        <Space style={{ marginBottom: 12 }}>
                          {ctx.editable && <TemplateImport disabled={!ctx.editable} onImport={(u, nights) => { setDays(f.name, u); if (nights != null) form.setFieldValue(['plans', f.name, 'nights'], Math.min(nights, (form.getFieldValue(['plans', f.name, 'days']) as number) ?? nights)); }} />}
                        </Space>
                        <Form.List name={[f.name, 'itinerary']}>
                          {(days) => days.length === 0 ? <Empty description="请先填写行程天数" /> : days.map((d) => (
                            <DayCard key={d.key} plan={f.name} day={d.name} rules={rules}
                              onRemove={ctx.editable && days.length > 1 ? () => setDays(f.name, (cur) => fitDays(cur.filter((_, i) => i !== d.name), cur.length - 1)) : undefined} />
                          ))}
                        </Form.List>
                        {ctx.editable && (
                          <Button block type="dashed" icon={<PlusOutlined />} onClick={() => setDays(f.name, (cur) => fitDays(cur, cur.length + 1))} disabled={(plans[f.name]?.itinerary?.length ?? 0) >= 60}>
                            添加一天
                          </Button>
                        )}
                      </>
                    ),
                  }))} />
              </Card>
            )}
          </Form.List>
        </ProForm>
      </ReadOnly>
      <StepFooter step="ItineraryInformation" ctx={ctx} saving={saving} onSave={(n) => void save(n)} />
    </>
  );
}

export function ItineraryStep() {
  const { ref, setDirty } = useDirty();
  return <StepLayout step="ItineraryInformation" dirtyRef={ref}>{(ctx) => (ctx.product ? <ItineraryForm ctx={ctx} setDirty={setDirty} /> : null)}</StepLayout>;
}
