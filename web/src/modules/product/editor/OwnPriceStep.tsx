/**
 * Step 5 自有价格 (ProOwnPrice?id=): the product's own prices for peer (同行价) and internal (内部价) sales per
 * package fee type, typed in yuan and saved in fen as one list. The last step also offers 提交审核.
 */
import { ProForm } from '@ant-design/pro-components';
import { Card, Form } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { OwnPriceChannel, ownPriceSaveReq, type ProductDetail } from '@ta/contract';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { pathRules } from '../../merchant/shared/form-rules';
import { ReadOnly } from '../../merchant/shared/RecordGate';
import { PRODUCT_URLS } from '../api';
import { gridToOwnPrices, ownPricesToGrid, type Grid } from '../price-model';
import { GridInput } from './GridInput';
import { FEE_ROWS } from './PackageDrawer';
import { useDraft } from '@/platform/editor/useDraft';
import { StepFooter, StepLayout, useDirty, type StepContext } from './StepLayout';
import { useStepSave } from './use-step-save';

const CHANNEL_ROWS = (Object.keys(OwnPriceChannel) as (keyof typeof OwnPriceChannel)[]).map((k) => ({ key: k, label: OwnPriceChannel[k] }));

function OwnPriceForm({ ctx, setDirty }: { ctx: StepContext; setDirty: (v: boolean) => void }) {
  const [form] = Form.useForm<{ grid: Grid }>();
  const navigate = useNavigate();
  const product = ctx.product as ProductDetail;
  const { saving, run } = useStepSave(form, setDirty);
  const toWire = (v: Record<string, unknown>) => {
    let prices: unknown;
    try { prices = gridToOwnPrices(v.grid as Grid); } catch { prices = '金额格式不正确'; }
    return { product_id: product.id, version: product.version, prices };
  };
  const rules = pathRules(ownPriceSaveReq, { transform: toWire });

  useEffect(() => { form.resetFields(); form.setFieldsValue({ grid: ownPricesToGrid(product.own_prices) }); setDirty(false); }, [product]);
  // The half-filled grid is this tab's draft, as in the other steps.
  const draft = useDraft(form, { enabled: ctx.editable });
  useEffect(() => { if (draft.dirty) setDirty(true); }, [draft.dirty]);

  const save = async (next: boolean) => {
    let values: { grid: Grid };
    try { values = await form.validateFields(); } catch { return; }
    await run(
      () => post<ProductDetail>(PRODUCT_URLS.ownPriceSave, { product_id: product.id, version: product.version, prices: gridToOwnPrices(values.grid) }),
      () => '自有价格已保存',
      () => { draft.clear(); if (next) navigate(routePath('routeTravelList')); },
    );
  };

  return (
    <>
      <ReadOnly on={!ctx.editable}>
        <ProForm<{ grid: Grid }> form={form} layout="vertical" submitter={false} onValuesChange={(c, all) => { setDirty(true); draft.onValuesChange(c, all); }}>
          <Card size="small" title="自有价格">
            <ProForm.Item name="grid" rules={rules('prices')} extra="同行价用于同行（分销商）报名，内部价用于公司内部销售；留空表示不设置。">
              <GridInput rows={CHANNEL_ROWS} cols={FEE_ROWS} rowTitle="价格渠道" />
            </ProForm.Item>
          </Card>
        </ProForm>
      </ReadOnly>
      <StepFooter step="ProOwnPrice" ctx={ctx} saving={saving} onSave={(n) => void save(n)} />
    </>
  );
}

export function OwnPriceStep() {
  const { ref, setDirty } = useDirty();
  return <StepLayout step="ProOwnPrice" dirtyRef={ref}>{(ctx) => (ctx.product ? <OwnPriceForm ctx={ctx} setDirty={setDirty} /> : null)}</StepLayout>;
}
