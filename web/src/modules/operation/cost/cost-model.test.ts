import { describe, expect, it } from 'vitest';
import { costSaveSchemas } from '@ta/contract';
import { firstProblem } from '@/platform/editable/editable-rows';
import { deriveRow, detailFields, kindTotal, rowFields, rowTotal, sheetTotal, storedKindTotal, toEditRows, toItems, type CostEditRow } from './cost-model';

describe('cost kinds read from the contract', () => {
  it('knows each kind\'s descriptive fields, their inputs and which are required', () => {
    const guide = detailFields('guide');
    expect(guide.map((f) => f.field)).toEqual(['person', 'phone', 'start_date', 'end_date', 'tourists']);
    expect(guide.find((f) => f.field === 'person')).toMatchObject({ title: '导游姓名', input: 'text', required: true });
    expect(guide.find((f) => f.field === 'start_date')).toMatchObject({ input: 'date', required: false });
    const meal = detailFields('meal');
    expect(meal.find((f) => f.field === 'catering')).toMatchObject({ input: 'enum', required: true });
    expect(meal.find((f) => f.field === 'diners')).toMatchObject({ input: 'int', required: false });
  });
});

describe('cost totals in fen', () => {
  it('line total = quantity × unit price (yuan typed, fen computed exactly)', () => {
    expect(rowTotal({ quantity: 3, unit_price_yuan: '0.1' })).toBe(30);
    expect(rowTotal({ quantity: 7, unit_price_yuan: '19.99' })).toBe(13993);
    expect(rowTotal({ quantity: 2, unit_price_yuan: '' })).toBe(0);
    expect(rowTotal({ quantity: 2, unit_price_yuan: 'abc' })).toBe(0);
  });
  it('income lines of 其他 lower the kind total', () => {
    const rows: CostEditRow[] = [
      { key: 'a', quantity: 1, unit_price_yuan: '500', consumption: 1 },
      { key: 'b', quantity: 2, unit_price_yuan: '100', consumption: 0 },
    ];
    expect(kindTotal('other', rows)).toBe(50000 - 20000);
    expect(kindTotal('guide', rows)).toBe(70000);
    expect(storedKindTotal('other', [{ supplier_id: 1, quantity: 2, unit_price: 10000, total: 20000, consumption: 0 }])).toBe(-20000);
  });
  it('the sheet total is the sum of the kinds', () => {
    expect(sheetTotal({
      guide: [{ supplier_id: 1, quantity: 3, unit_price: 60000, total: 180000 }],
      meal: [{ supplier_id: 2, quantity: 20, unit_price: 5000 }, { supplier_id: 2, quantity: 1, unit_price: 1 }],
    })).toBe(180000 + 100000 + 1);
  });
});

describe('derived quantities', () => {
  it('guide days from its dates, meal paying diners, lodging room-nights', () => {
    expect(deriveRow('guide', { key: 'g', start_date: '2025-05-01', end_date: '2025-05-03' }, 'end_date')).toEqual({ quantity: 3 });
    expect(deriveRow('meal', { key: 'm', diners: 20, free_diners: 2 }, 'free_diners')).toEqual({ quantity: 18 });
    expect(deriveRow('reside', { key: 'r', check_in: '2025-05-01', check_out: '2025-05-03', rooms: 10 }, 'check_out')).toEqual({ nights: 2, quantity: 20 });
    expect(deriveRow('guide', { key: 'g', quantity: 5 }, 'person')).toEqual({});
  });
});

describe('wire conversion', () => {
  it('round-trips stored lines and produces items the contract accepts', () => {
    const rows = toEditRows([{ id: 7, supplier_id: 3, supplier_name: '杭州金牌导游服务中心', quantity: 3, unit_price: 60050, total: 180150, person: '张导', phone: null, remark: '' }]);
    expect(rows[0]).toMatchObject({ key: 'id-7', unit_price_yuan: '600.50', person: '张导' });
    const items = toItems('guide', rows);
    expect(items).toEqual([{ id: 7, supplier_id: 3, quantity: 3, unit_price: 60050, remark: null, person: '张导', phone: null, start_date: null, end_date: null, tourists: null }]);
    expect(costSaveSchemas.guide.safeParse({ group_id: 1, cost_version: 1, items }).success).toBe(true);
  });
  it('a row without its required fields is reported with the spec message', () => {
    expect(firstProblem([{ key: 'x', supplier_id: 3, quantity: 1, unit_price_yuan: '100' }], rowFields('guide'))?.message).toBe('请填写导游姓名信息。');
    expect(firstProblem([{ key: 'x', supplier_id: null, person: '张', quantity: 1, unit_price_yuan: '1' }], rowFields('guide'))?.message).toBe('请填写供应商信息。');
    expect(firstProblem([{ key: 'x', supplier_id: 1, person: '张', quantity: -1, unit_price_yuan: '1' }], rowFields('guide'))?.message).toBe('请填写数量信息。');
  });
});

describe('read-only texts', () => {
  it('describes a line by its kind fields with enum labels', async () => {
    const { detailText, agencyTotal } = await import('./cost-model');
    expect(detailText('meal', { catering: 1, date: '2025-05-01', diners: 20, free_diners: null })).toBe('餐别：午餐；日期：2025-05-01；用餐人数：20');
    expect(agencyTotal([{ lines: [{ price: 100, quantity: 3 }, { price: 5, quantity: 1, total: 5 }] }])).toBe(305);
  });
});
