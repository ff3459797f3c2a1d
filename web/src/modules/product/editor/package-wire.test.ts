import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { priceAddReq, priceUpdateReq, type PackageRow } from '@ta/contract';
import { packageToWire } from './PackageDrawer';

const target = { productId: 7, planId: 9 };

describe('package form → wire', () => {
  it('a new package with picked dates (dayjs or the strings ProForm hands to onFinish) passes the contract', () => {
    const body = packageToWire({ seats: 30, min_group_size: 10, soon_group_size: 8, cost_yuan: '1200.5', grid: { 0: { 1: '1980' }, 13: { 1: '450' } },
      date_mode: 'dates', dates: [dayjs('2030-05-04'), '2030-05-11'] }, target);
    expect(body).toMatchObject({ product_id: 7, plan_id: 9, cost_price: 120050, dates: ['2030-05-04', '2030-05-11'], date_range: undefined,
      prices: [{ fee_type: 0, price_kind: 1, price: 198000 }, { fee_type: 13, price_kind: 1, price: 45000 }] });
    expect(priceAddReq.safeParse(body).success).toBe(true);
  });
  it('a range is sent with its ISO weekdays', () => {
    const body = packageToWire({ seats: 30, grid: { 0: { 1: '1' } }, date_mode: 'range', range: ['2030-05-01', dayjs('2030-05-31')], weekdays: [6, 7] }, target);
    expect(body).toMatchObject({ dates: undefined, date_range: { from: '2030-05-01', to: '2030-05-31', weekdays: [6, 7] } });
    expect(priceAddReq.safeParse(body).success).toBe(true);
  });
  it('before the approval (canOpen: false) a new package is sent without dates, and the contract accepts it', () => {
    const body = packageToWire({ name: '湖景套餐', seats: 30, grid: { 0: { 1: '1980' } }, date_mode: 'dates', dates: ['2030-05-04'] }, { ...target, canOpen: false });
    expect(body).toEqual({ product_id: 7, plan_id: 9, name: '湖景套餐', seats: 30, min_group_size: undefined, soon_group_size: undefined, cost_price: 0, remark: null,
      prices: [{ fee_type: 0, price_kind: 1, price: 198000 }] });
    expect(priceAddReq.safeParse(body).success).toBe(true);
  });
  it('without an adult sales price or with a malformed amount the contract names the problem', () => {
    const noAdult = priceAddReq.safeParse(packageToWire({ seats: 30, grid: { 1: { 1: '100' } }, dates: ['2030-05-04'] }, target));
    expect(noAdult.success ? '' : noAdult.error.issues.map((i) => i.message).join()).toContain('请填写成人销售价');
    const bad = priceAddReq.safeParse(packageToWire({ seats: 30, grid: { 0: { 1: '1.234' } }, dates: ['2030-05-04'] }, target));
    expect(bad.success).toBe(false);
  });
  it('an edit sends the package id and version and keeps its name when left blank', () => {
    const pkg = { id: 3, version: 4, name: '套餐1' } as PackageRow;
    const body = packageToWire({ name: ' ', seats: 20, min_group_size: 1, soon_group_size: 1, grid: { 0: { 1: '99.9' } } }, { ...target, pkg });
    expect(body).toMatchObject({ package_id: 3, version: 4, name: '套餐1', prices: [{ fee_type: 0, price_kind: 1, price: 9990 }] });
    expect(priceUpdateReq.safeParse(body).success).toBe(true);
  });
});

describe('a package draft comes back with its dates as dayjs', () => {
  it('revives picked dates and a range, leaves the rest', async () => {
    const { revivePackage } = await import('./PackageDrawer');
    const v = revivePackage({ name: '套餐A', dates: ['2026-12-01', '2026-12-08'], range: ['2026-12-01', '2026-12-31'], seats: 40 });
    expect((v.dates as { format: (f: string) => string }[]).map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-12-01', '2026-12-08']);
    expect((v.range as { format: (f: string) => string }[])[1].format('YYYY-MM-DD')).toBe('2026-12-31');
    expect(v.name).toBe('套餐A');
    expect(v.seats).toBe(40);
  });
});
