import { describe, expect, it } from 'vitest';
import { mfOrderImport, type InsuranceOption } from '@ta/contract';
import { insuranceChoices, insuranceLabel } from './insurance-options';
import { mfImportBody } from './mf-import-model';

describe('direct-connect import form', () => {
  it('sends the amount in fen and passes the shared schema', () => {
    const body = mfImportBody({ sales_platform: 0, channel_order_no: 'CT1', group_code: 'G1', contact_name: '携程客人', contact_phone: '13500000000', adult_count: 2, amount_yuan: 6180.5 });
    expect(body).toMatchObject({ amount: 618050, adult_count: 2, child_count: 0, infant_count: 0 });
    expect(body).not.toHaveProperty('amount_yuan');
    expect(mfOrderImport.safeParse(body).success).toBe(true);
  });
  it('reports what is missing with the Chinese messages of the schema', () => {
    const msgs = (v: Parameters<typeof mfImportBody>[0]) => { const r = mfOrderImport.safeParse(mfImportBody(v)); return r.success ? [] : r.error.issues.map((i) => i.message); };
    const base = { sales_platform: 0, contact_name: '客人', contact_phone: '13500000000', adult_count: 0 };
    expect(msgs({ ...base, amount_yuan: null })).toEqual(['请输入渠道订单号', '请输入订单金额']);
    expect(msgs({ ...base, channel_order_no: 'CT2', amount_yuan: '1,000' })).toEqual(['请填写团号或团期', '请填写报名人数']);
  });
});

describe('insurance options', () => {
  const base: InsuranceOption = { id: 3, name: '境内旅游意外险', code: null, insurance_type: 0, price_mode: 0, company_name: '平安', min_age: 0, max_age: 80, coverage: '意外身故', rates: [], quote: { days: 5, unit_price: 1250, day_from: 1, day_to: 7 }, quote_error: null };
  it('labels a product with its premium per person for the trip', () => {
    expect(insuranceLabel(base)).toBe('境内旅游意外险（意外险） ¥12.50/人');
  });
  it('disables a product without a rate for the trip and says why', () => {
    const none = { ...base, id: 4, quote: null, quote_error: '保险产品“境内旅游意外险”没有9天行程的费率' };
    expect(insuranceChoices([base, none])).toEqual([
      { value: 3, label: '境内旅游意外险（意外险） ¥12.50/人', disabled: false, title: '意外身故', unit_price: 1250 },
      { value: 4, label: '境内旅游意外险（意外险） 保险产品“境内旅游意外险”没有9天行程的费率', disabled: true, title: '意外身故', unit_price: null },
    ]);
  });
});
