/** The reports' chart options (pure functions of the answers, unit-tested). */
import type { PlanReportRow, SalesChart } from '@ta/contract';
import { fenAxisLabel, fenTip, type ChartOption } from '@/platform/chart';

const money = { type: 'value' as const, axisLabel: { formatter: (v: number) => fenAxisLabel(v) } };
const tip = { trigger: 'axis' as const, valueFormatter: (v: unknown) => fenTip(v) };

/** Trend by month: sales and received as bars. */
export function salesTrendOption(c: SalesChart): ChartOption {
  return {
    tooltip: tip,
    legend: { top: 0 },
    grid: { left: 56, right: 16, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: c.months.map((m) => m.month) },
    yAxis: money,
    series: [
      { name: '销售额', type: 'bar', data: c.months.map((m) => m.sales), itemStyle: { color: '#1677ff' } },
      { name: '已收', type: 'bar', data: c.months.map((m) => m.received), itemStyle: { color: '#52c41a' } },
    ],
  };
}

/** The top customers (or channels) by sales, largest on top. */
export function topCustomersOption(c: SalesChart): ChartOption {
  const top = [...c.top].reverse();
  return {
    tooltip: tip,
    legend: { top: 0 },
    grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
    xAxis: money,
    yAxis: { type: 'category', data: top.map((t) => (t.name.length > 10 ? `${t.name.slice(0, 10)}…` : t.name)) },
    series: [
      { name: '销售额', type: 'bar', data: top.map((t) => t.sales), itemStyle: { color: '#1677ff' } },
      { name: '已收', type: 'bar', data: top.map((t) => t.received), itemStyle: { color: '#52c41a' } },
    ],
  };
}

/** Plan against accounting per group (the first 20 groups of the page with any figure): cost and profit, planned and accounted. */
export const planChartRows = (rows: readonly PlanReportRow[]) =>
  rows.filter((r) => r.persons !== 0 || r.plan_cost !== 0 || r.cost !== 0 || r.income !== 0).slice(0, 20);
export function planVsActualOption(rows: readonly PlanReportRow[]): ChartOption {
  const rs = planChartRows(rows);
  return {
    tooltip: tip,
    legend: { top: 0 },
    grid: { left: 56, right: 16, top: 32, bottom: 56 },
    xAxis: { type: 'category', data: rs.map((r) => r.group_code), axisLabel: { rotate: 30, fontSize: 10 } },
    yAxis: money,
    series: [
      { name: '计划成本', type: 'bar', data: rs.map((r) => r.plan_cost), itemStyle: { color: '#91caff' } },
      { name: '核算成本', type: 'bar', data: rs.map((r) => r.cost), itemStyle: { color: '#1677ff' } },
      { name: '计划利润', type: 'line', data: rs.map((r) => r.plan_profit), itemStyle: { color: '#faad14' } },
      { name: '核算利润', type: 'line', data: rs.map((r) => r.profit), itemStyle: { color: '#52c41a' } },
    ],
  };
}
