/** 全部费率: every rate band of every insurance product, by company, type, price mode and trip length. */
import { InsuranceKind, InsurancePriceMode, type insuranceRateRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { ListScreen, type ListColumn } from '@/platform/list';
import { keywordColumn } from '../shared/columns';
import { useInsuranceCompanyOptions } from './companies';
import { onSaleColumn } from './InsuranceProducts';
import { ageText, priceUnit } from './rate-model';

export const RATE_LIST_URL = '/api/v1/insurance/rate/list';
const RATE_KEY = 'insurance_rate';

type RateRow = Answer<typeof insuranceRateRow>;

export function InsuranceRateList() {
  const companies = useInsuranceCompanyOptions();
  const columns: ListColumn<RateRow>[] = [
    keywordColumn('产品名称/代码/保险公司'),
    {
      title: '保险公司', dataIndex: 'company_id', width: 200, ellipsis: true, search: Boolean(companies), searchOptions: companies ?? undefined,
      render: (_, r) => r.company_name, exportValue: (r) => r.company_name,
    },
    { title: '保险产品', dataIndex: 'product_name', width: 220, ellipsis: true },
    { title: '产品代码', dataIndex: 'product_code', width: 110 },
    { title: '保险类型', dataIndex: 'insurance_type', enumMap: InsuranceKind, search: true, width: 100 },
    { title: '计价方式', dataIndex: 'price_mode', enumMap: InsurancePriceMode, search: true, width: 90 },
    { title: '天数区间', key: 'band', width: 110, render: (_, r) => `${r.day_from}–${r.day_to}天`, exportValue: (r) => `${r.day_from}-${r.day_to}` },
    { title: '价格', dataIndex: 'price', money: true, width: 110 },
    { title: '单位', key: 'unit', width: 90, render: (_, r) => priceUnit(r.price_mode), exportValue: (r) => priceUnit(r.price_mode) },
    { title: '投保年龄', key: 'age', width: 100, render: (_, r) => ageText(r.min_age, r.max_age), exportValue: (r) => ageText(r.min_age, r.max_age) },
    onSaleColumn<RateRow>(),
    { title: '行程天数', dataIndex: 'days', valueType: 'digit', search: true, hideInTable: true, exportable: false, fieldProps: { min: 1, max: 365, precision: 0, placeholder: '覆盖该天数的费率' } },
  ];
  return (
    <ListScreen<RateRow> source={{ url: RATE_LIST_URL }} name="insuranceRate" permissionKey={RATE_KEY} columns={columns} exportName="保险费率"
      rowTone={(r) => (r.on_sale ? undefined : 'muted')} />
  );
}
