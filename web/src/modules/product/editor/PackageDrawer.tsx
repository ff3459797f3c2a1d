/**
 * The price package form (新增套餐 / 编辑套餐): name, seats (the inventory of each date), minimum and soon-group
 * sizes, estimated cost per person, the prices grid (成人/儿童/老人/婴儿/单房差 × 销售价/结算价/市场价/采购价, in
 * yuan) and, for a new package of an approved product, its first departure dates: several picked dates or a
 * range with weekdays. Before the product's audit the package and its prices may be set (so the approver
 * sees them); its dates part stays disabled (产品审核通过后才能开团).
 */
import { DrawerForm, ProForm, ProFormDigit, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { Alert, Checkbox, Col, DatePicker, Form, InputNumber, Modal, Row, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import {
  PackageFeeType, PACKAGE_FEE_TYPES, PriceKind, Weekday, enumOptions, priceAddReq, priceUpdateReq, type PackageRow, type PriceAddResult, type ProductDetail, isoToday,
} from '@ta/contract';
import { useDraft } from '@/platform/editor/useDraft';
import { reportFormError } from '@/platform/form';
import { post } from '@/platform/request';
import { pathRules } from '../../merchant/shared/form-rules';
import { PRODUCT_APPROVED, PRODUCT_URLS } from '../api';
import { allPricesZero, expandDateRange, fenOf, gridToPrices, pricesToGrid, PRICE_KINDS, yuanOf, type Grid } from '../price-model';
import { GridInput } from './GridInput';

export const FEE_ROWS = PACKAGE_FEE_TYPES.map((k) => ({ key: k, label: PackageFeeType[k] }));
export const KIND_COLS = PRICE_KINDS.map((k) => ({ key: k, label: PriceKind[k] }));

interface PackageForm {
  name?: string; seats?: number; min_group_size?: number; soon_group_size?: number; cost_yuan?: string | null; remark?: string | null; grid?: Grid;
  date_mode?: 'dates' | 'range'; dates?: (Dayjs | string)[]; range?: [Dayjs | string, Dayjs | string] | null; weekdays?: number[];
}

/** ProForm hands date values to onFinish as strings (its dateFormatter), to onValuesChange as dayjs. */
const day = (d: Dayjs | string) => dayjs(d).format('YYYY-MM-DD');

/**
 * Form values → the add or update body; a malformed amount gives an invalid value the schema reports.
 * `canOpen: false` (product not approved yet) sends no dates: the package is saved without groups.
 */
export function packageToWire(v: PackageForm, target: { productId: number; planId: number; pkg?: PackageRow; canOpen?: boolean }) {
  let prices: ReturnType<typeof gridToPrices> | string;
  let cost: number | string | undefined;
  try { prices = gridToPrices(v.grid); } catch { prices = '金额格式不正确'; }
  try { cost = fenOf(v.cost_yuan); } catch { cost = '金额格式不正确'; }
  const fields = {
    name: v.name?.trim() || (target.pkg ? target.pkg.name : null), seats: v.seats, min_group_size: v.min_group_size, soon_group_size: v.soon_group_size,
    cost_price: cost ?? 0, remark: v.remark?.trim() || null, prices,
  };
  if (target.pkg) return { package_id: target.pkg.id, version: target.pkg.version, ...fields };
  if (target.canOpen === false) return { product_id: target.productId, plan_id: target.planId, ...fields };
  const dates = v.date_mode === 'range' ? undefined : (v.dates ?? []).map(day);
  const date_range = v.date_mode === 'range' && v.range ? { from: day(v.range[0]), to: day(v.range[1]), weekdays: v.weekdays ?? [] } : undefined;
  return { product_id: target.productId, plan_id: target.planId, ...fields, dates, date_range };
}

/** A stored draft's dates (JSON strings) back to dayjs for the date pickers. */
export function revivePackage(v: Record<string, unknown>): Record<string, unknown> {
  const d = (x: unknown) => (typeof x === 'string' && x ? dayjs(x) : x);
  return {
    ...v,
    ...(Array.isArray(v.dates) ? { dates: v.dates.map(d) } : {}),
    ...(Array.isArray(v.range) ? { range: v.range.map(d) } : {}),
  };
}

export interface PackageDrawerProps {
  open: boolean;
  product: ProductDetail;
  planId: number;
  pkg?: PackageRow;
  onClose: () => void;
  onSaved: () => void;
}

export function PackageDrawer({ open, product, planId, pkg, onClose, onSaved }: PackageDrawerProps) {
  const [form] = Form.useForm<PackageForm>();
  const [preview, setPreview] = useState(0);
  const canOpen = product.audit_status === PRODUCT_APPROVED;
  const target = { productId: product.id, planId, pkg, canOpen };
  const rules = pathRules(pkg ? priceUpdateReq : priceAddReq, { transform: (v) => packageToWire(v as PackageForm, target) });
  const mode = Form.useWatch('date_mode', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(pkg
      ? { name: pkg.name, seats: pkg.seats, min_group_size: pkg.min_group_size, soon_group_size: pkg.soon_group_size, cost_yuan: yuanOf(pkg.cost_price), remark: pkg.remark, grid: pricesToGrid(pkg.prices) }
      : { seats: 40, min_group_size: Math.max(1, product.min_persons), soon_group_size: Math.max(1, product.min_persons), grid: {}, date_mode: 'dates', dates: [], weekdays: [] });
    setPreview(0);
  }, [open, pkg]);
  // The half-filled package is this tab's draft while the drawer is open (by package, or a new one by plan):
  // reopening it, reloading or coming back to the tab restores it; saving clears it. Dates come back as dayjs.
  const draft = useDraft(form, { enabled: open, scope: `package:${pkg ? pkg.id : `new-${planId}`}`, revive: revivePackage });

  const onValuesChange = (changed: unknown, all: PackageForm) => {
    draft.onValuesChange(changed, all);
    if (all.date_mode === 'range' && all.range) setPreview(expandDateRange(day(all.range[0]), day(all.range[1]), all.weekdays).length);
    else setPreview(all.dates?.length ?? 0);
  };

  const submit = async (v: PackageForm): Promise<boolean> => {
    const wire = packageToWire(v, target);
    if (Array.isArray(wire.prices) && allPricesZero(wire.prices)) {
      const go = await new Promise<boolean>((resolve) => Modal.confirm({
        title: '价格全部为 ¥0', content: '该套餐的所有价格都是 ¥0，报名将不收取任何费用。确定按 ¥0 保存吗？',
        okText: '确定保存', cancelText: '返回修改', onOk: () => resolve(true), onCancel: () => resolve(false),
      }));
      if (!go) return false;
    }
    try {
      if (pkg) {
        const r = await post<PackageRow>(PRODUCT_URLS.priceUpdate, packageToWire(v, target));
        if (r === undefined) return false;
        void message.success('套餐已保存');
      } else {
        const r = await post<PriceAddResult>(PRODUCT_URLS.priceAdd, packageToWire(v, target));
        if (r === undefined) return false;
        const skipped = r.skipped.length ? `，${r.skipped.length}个日期已有团期` : '';
        void message.success(canOpen ? `套餐“${r.package.name}”已创建，开团${r.opened.length}个${skipped}` : `套餐“${r.package.name}”已创建`);
      }
      draft.clear();
      onSaved();
      return true;
    } catch (e) {
      reportFormError(form as never, e);
      return false;
    }
  };

  const today = dayjs(isoToday());
  return (
    <DrawerForm<PackageForm> form={form} open={open} width={820} layout="vertical" title={pkg ? `编辑套餐：${pkg.name}` : '新增价格套餐'}
      drawerProps={{ destroyOnHidden: true, onClose }} onOpenChange={(o) => { if (!o) onClose(); }} onFinish={submit} onValuesChange={onValuesChange}
      submitter={{ searchConfig: { submitText: pkg || !canOpen ? '保存' : '保存并开团' } }}>
      {draft.guard}
      <Row gutter={16}>
        <Col span={8}><ProFormText name="name" label="套餐名称" rules={rules('name')} fieldProps={{ maxLength: 50, placeholder: '不填则为“套餐N”' }} /></Col>
        <Col span={8}><ProFormDigit name="seats" label="库存（每团计划人数）" required min={1} max={9999} rules={rules('seats')} fieldProps={{ precision: 0, addonAfter: '人' }} /></Col>
        <Col span={8}>
          <ProForm.Item name="cost_yuan" label="预估成本（每人）" rules={rules('cost_price')}>
            <InputNumber<string> stringMode min="0" precision={2} addonAfter="元" style={{ width: '100%' }} />
          </ProForm.Item>
        </Col>
        <Col span={8}><ProFormDigit name="min_group_size" label="最少成团人数" min={1} max={9999} rules={rules('min_group_size')} fieldProps={{ precision: 0, addonAfter: '人' }} /></Col>
        <Col span={8}><ProFormDigit name="soon_group_size" label="即将成团人数" min={1} max={9999} rules={rules('soon_group_size')} fieldProps={{ precision: 0, addonAfter: '人' }} /></Col>
        <Col span={8}><ProFormText name="remark" label="备注" rules={rules('remark')} fieldProps={{ maxLength: 500 }} /></Col>
      </Row>
      <ProForm.Item name="grid" label="价格" required rules={rules('prices')} extra="成人销售价必填；其余按需填写，留空表示不提供">
        <GridInput rows={FEE_ROWS} cols={KIND_COLS} />
      </ProForm.Item>
      {!pkg && !canOpen && (
        <ProForm.Item label="出团日期">
          <Alert type="warning" showIcon message="产品审核通过后才能开团" description="现在可以先保存套餐和价格，审核时审批人能看到；审核通过后在套餐的出团日历上选择日期开团。" />
        </ProForm.Item>
      )}
      {!pkg && canOpen && (
        <>
          <ProFormRadio.Group name="date_mode" label="出团日期" radioType="button"
            options={[{ label: '选择日期（可多选）', value: 'dates' }, { label: '日期范围', value: 'range' }]} />
          {mode === 'range' ? (
            <Row gutter={16}>
              <Col span={10}>
                <ProForm.Item name="range" rules={rules('date_range')}>
                  <DatePicker.RangePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(today)} />
                </ProForm.Item>
              </Col>
              <Col span={14}>
                <ProForm.Item name="weekdays" extra="不选表示每天都发团">
                  <Checkbox.Group options={enumOptions(Weekday)} />
                </ProForm.Item>
              </Col>
            </Row>
          ) : (
            <ProForm.Item name="dates" rules={rules('dates')}>
              <DatePicker multiple style={{ width: '100%' }} disabledDate={(d) => d.isBefore(today)} placeholder="点选一个或多个出团日期" maxTagCount="responsive" />
            </ProForm.Item>
          )}
          <Alert type="info" showIcon message={`将开 ${preview} 个团期（已有团期的日期自动跳过）`} />
        </>
      )}
    </DrawerForm>
  );
}
