/**
 * 保险产品: products of the insurance companies (type 0–4, coverage, age limits, on sale) with their rate
 * bands by trip length, priced per person per day or per trip — yuan on screen, fen on the wire. The list
 * opens insuranceProductEditor?id= (none to add).
 */
import { MinusCircleOutlined } from '@ant-design/icons';
import { ProForm, ProFormDependency, ProFormDigit, ProFormList, ProFormRadio, ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { Alert, Col, Divider, Form, Row, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { InsuranceKind, InsurancePriceMode, RESOURCES, enumOptions, type insuranceProductRow } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ResourceEditor, type Values } from '@/platform/editor/ResourceEditor';
import { FormText, FormTextArea } from '@/platform/inputs';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { usePermission } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { AddButton } from '@/platform/editor/AddButton';
import { keywordColumn, timeColumn } from '../shared/columns';
import { pathRules, type PathRules } from '../shared/form-rules';
import { ReadOnly, RecordGate } from '../shared/RecordGate';
import type { Answer } from '@/platform/answer-types';
import { useInsuranceCompanyOptions } from './companies';
import { ageText, needsRates, nextBand, priceUnit, productToWire, ratesText, ratesToForm, type RateForm, type RateWire } from './rate-model';

const res = RESOURCES.insuranceProduct;

export type InsuranceProductRow = Answer<typeof insuranceProductRow>;

const onSaleColumn = <T extends { on_sale: boolean }>(): ListColumn<T> => ({
  title: '状态', dataIndex: 'on_sale', width: 80, search: { transform: (v: unknown) => ({ on_sale: v === 1 }) },
  searchOptions: [{ label: '在售', value: 1 }, { label: '停售', value: 0 }],
  render: (_, r) => (r.on_sale ? <Tag color="green">在售</Tag> : <Tag>停售</Tag>), exportValue: (r) => (r.on_sale ? '在售' : '停售'),
});
export { onSaleColumn };

export function InsuranceProductList() {
  const navigate = useNavigate();
  const companies = useInsuranceCompanyOptions();
  const { remove } = useResourceActions(res);
  const columns: ListColumn<InsuranceProductRow>[] = [
    keywordColumn('产品名称/代码'),
    { title: '产品名称', dataIndex: 'name', width: 220, search: true, ellipsis: true },
    {
      title: '保险公司', dataIndex: 'company_id', width: 200, ellipsis: true, search: Boolean(companies), searchOptions: companies ?? undefined,
      render: (_, r) => r.company_name ?? '-', exportValue: (r) => r.company_name ?? '',
    },
    { title: '产品代码', dataIndex: 'code', width: 120 },
    { title: '保险类型', dataIndex: 'insurance_type', enumMap: InsuranceKind, search: true, width: 100 },
    { title: '计价方式', dataIndex: 'price_mode', enumMap: InsurancePriceMode, search: true, width: 90 },
    { title: '费率', dataIndex: 'rates', width: 260, ellipsis: true, render: (_, r) => ratesText(r.rates) || '-', exportValue: (r) => ratesText(r.rates) },
    { title: '投保年龄', key: 'age', width: 100, render: (_, r) => ageText(r.min_age, r.max_age), exportValue: (r) => ageText(r.min_age, r.max_age) },
    onSaleColumn<InsuranceProductRow>(),
    { title: '保障内容', dataIndex: 'coverage', hideInTable: true },
    timeColumn<InsuranceProductRow>(),
  ];
  const open = (id?: number, name?: string) => navigate(routePath('insuranceProductEditor', { id, title: name ? `编辑保险产品：${name}` : '新增保险产品' }));
  const rowActions: RowAction<InsuranceProductRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => open(r.id, r.name) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除保险产品“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <ListScreen<InsuranceProductRow> resource={res} columns={columns} rowActions={rowActions} exportName="保险产品"
      rowTone={(r) => (r.on_sale ? undefined : 'muted')}
      toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增保险产品" onClick={() => open()} />]} />
  );
}

function RatesField({ rules }: { rules: PathRules }) {
  const form = Form.useFormInstance();
  return (
    <ProFormDependency name={['price_mode', 'insurance_type']}>
      {({ price_mode, insurance_type }) => (
        <>
          {!needsRates(insurance_type as number) && <Alert type="info" showIcon style={{ marginBottom: 12 }} message="该保险类型可以不填费率" />}
          <ProFormList name="rates"
            rules={[{ validator: async () => { const m = rules.check(form.getFieldsValue(true) as Values, ['rates']); if (m) throw new Error(m); } }]}
            creatorButtonProps={{ creatorButtonText: '添加费率', type: 'dashed' }}
            creatorRecord={() => nextBand(form.getFieldValue('rates') as RateForm[] | undefined)}
            copyIconProps={false} deleteIconProps={{ Icon: MinusCircleOutlined, tooltipText: '删除此费率' }}>
            {(_m, index) => (
              <ProForm.Group size={12}>
                <ProFormDigit name="day_from" label="起始天数" width={120} min={1} max={365} fieldProps={{ precision: 0, suffix: '天' }} rules={rules(['rates', index, 'day_from'])} />
                <ProFormDigit name="day_to" label="截止天数" width={120} min={1} max={365} fieldProps={{ precision: 0, suffix: '天' }} rules={rules(['rates', index, 'day_to'])} />
                <ProFormDigit name="price" label={`价格（${priceUnit(price_mode as number)}）`} width={180} min={0} max={1_000_000}
                  fieldProps={{ precision: 2, prefix: '¥' }} rules={rules(['rates', index, 'price'])} />
              </ProForm.Group>
            )}
          </ProFormList>
        </>
      )}
    </ProFormDependency>
  );
}

export function InsuranceProductEditor() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const companies = useInsuranceCompanyOptions();
  const { has } = usePermission(res.permissionKey);
  const readOnly = !has(id ? 'canEditor' : 'canAdd');
  return (
    <RecordGate resource={res} id={id}>
      <ResourceEditor<InsuranceProductRow>
        resource={res} id={id} mode="page" readOnly={readOnly}
        defaults={{ price_mode: 0, min_age: 0, max_age: 80, on_sale: true, rates: [{ day_from: 1, day_to: 1 }] }}
        toForm={(r) => ({ ...r, rates: ratesToForm(r.rates) })}
        toPayload={productToWire}
        onSaved={() => navigate(routePath('insuranceProductList'))}
        fields={({ isEdit, row }) => {
          const r = pathRules(isEdit ? res.update : res.create, { transform: productToWire, extra: () => (row ? { id: row.id, version: row.version } : {}) });
          return (
            <ReadOnly on={readOnly}>
              <Row gutter={16}>
                <Col xs={24} md={12} xl={8}>
                  <ProFormSelect name="company_id" label="保险公司" required rules={r('company_id')}
                    options={companies ?? (row ? [{ label: row.company_name ?? '', value: row.company_id }] : [])}
                    fieldProps={{ showSearch: true, optionFilterProp: 'label' }} />
                </Col>
                <Col xs={24} md={12} xl={8}><FormText name="name" label="保险产品名称" required rules={r('name')} max={100} /></Col>
                <Col xs={24} md={12} xl={8}><FormText name="code" label="产品代码" rules={r('code')} max={30} stripSpaces /></Col>
                <Col xs={24} md={12} xl={8}><ProFormSelect name="insurance_type" label="保险类型" required rules={r('insurance_type')} options={enumOptions(InsuranceKind)} /></Col>
                <Col xs={24} md={12} xl={8}><ProFormRadio.Group name="price_mode" label="计价方式" required rules={r('price_mode')} radioType="button" options={enumOptions(InsurancePriceMode)} /></Col>
                <Col xs={24} md={12} xl={8}><ProFormSwitch name="on_sale" label="在售" rules={r('on_sale')} /></Col>
                <Col xs={12} md={6} xl={4}><ProFormDigit name="min_age" label="最小投保年龄" rules={r('min_age')} min={0} max={120} fieldProps={{ precision: 0, suffix: '周岁' }} /></Col>
                <Col xs={12} md={6} xl={4}><ProFormDigit name="max_age" label="最大投保年龄" rules={r('max_age')} min={0} max={120} fieldProps={{ precision: 0, suffix: '周岁' }} /></Col>
              </Row>
              <FormTextArea name="coverage" label="保障内容" required rules={r('coverage')} max={2000} />
              <Divider orientation="left" orientationMargin={0}>费率（按行程天数）</Divider>
              <RatesField rules={r} />
              <FormTextArea name="remark" label="备注" rules={r('remark')} />
            </ReadOnly>
          );
        }}
      />
    </RecordGate>
  );
}
