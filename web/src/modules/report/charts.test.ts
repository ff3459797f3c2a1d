import { describe, expect, it } from 'vitest';
import type { PlanReportRow } from '@ta/contract';
import { fenAxisLabel, fenTip } from '@/platform/chart';
import { planVsActualOption, salesTrendOption, topCustomersOption } from './charts';

const series = (o: ReturnType<typeof salesTrendOption>) => o.series as { name: string; data: number[] }[];

describe('report charts', () => {
  const chart = {
    months: [{ month: '2026-10', orders: 2, sales: 500000, received: 200000 }, { month: '2026-11', orders: 1, sales: 100000, received: 0 }],
    top: [{ name: '甲旅行社有限公司上海分公司', sales: 400000, received: 100000 }, { name: '乙', sales: 200000, received: 100000 }],
  };
  it('trend by month: one bar per month for sales and received', () => {
    const o = salesTrendOption(chart);
    expect((o.xAxis as { data: string[] }).data).toEqual(['2026-10', '2026-11']);
    expect(series(o).map((s) => s.data)).toEqual([[500000, 100000], [200000, 0]]);
  });
  it('top customers: largest on top (last category), long names shortened', () => {
    const o = topCustomersOption(chart);
    expect((o.yAxis as { data: string[] }).data).toEqual(['乙', '甲旅行社有限公司上海…']);
    expect(series(o)[0].data).toEqual([200000, 400000]);
  });
  it('plan against accounting: at most 20 groups, plan and accounted cost and profit', () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ group_code: `G${i}`, persons: i, income: 0, plan_cost: i, cost: 2 * i, plan_profit: 3 * i, profit: 4 * i }) as unknown as PlanReportRow);
    const o = planVsActualOption(rows);
    expect((o.xAxis as { data: string[] }).data).toHaveLength(20);
    expect(series(o).map((s) => s.name)).toEqual(['计划成本', '核算成本', '计划利润', '核算利润']);
    expect((o.xAxis as { data: string[] }).data[0]).toBe('G1'); // G0 has no figure
    expect(series(o)[3].data[4]).toBe(20);
  });
  it('money formatters: fen shown as yuan, 万 on axes', () => {
    expect(fenAxisLabel(123456)).toBe('1235');
    expect(fenAxisLabel(150_000_00)).toBe('15万');
    expect(fenTip(123456)).toBe('¥1,234.56');
  });
});
