/** Pure helpers of the home display (unit-tested): chart options from the figures, the screen's chart height, changes. */
import { fenToYuan, type AgeingBucket, type DeparturePoint, type HomeFigures, type SalesPoint, type TopRow, type UnderMinimumGroup } from '@ta/contract';
import { fenAxisLabel, fenTip, type ChartOption } from '@/platform/chart';

export const HOME_QUERY_KEY = ['home', 'figures'] as const;
/** Fallback refetch when no push arrives (the live channel normally triggers it). Never faster than 30 s. */
export const HOME_REFETCH_MS = 60_000;
/** Pushes closer than this are folded into one refetch. */
export const HOME_PUSH_FOLD_MS = 5_000;

/** Height of each chart so the whole display fits the window (home-shell.ts, which the static first screen uses too). */
export { chartHeight } from './home-shell';

const yuan = (fen: number) => `¥${fenToYuan(fen)}`;
const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;
/** Change against last year (home-first.ts, which the static first screen uses too). */
export { change } from './home-first';

const grid = { left: 8, right: 16, top: 36, bottom: 8, containLabel: true };
const moneyAxis = { type: 'value' as const, axisLabel: { formatter: (v: number) => fenAxisLabel(v) }, splitLine: { lineStyle: { type: 'dashed' as const } } };
const moneyTooltip = { trigger: 'axis' as const, valueFormatter: (v: unknown) => fenTip(v) };

export function salesOption(points: SalesPoint[], year: number, kind: 'line' | 'bar'): ChartOption {
  return {
    grid, tooltip: moneyTooltip, legend: { top: 0 },
    xAxis: { type: 'category', data: points.map((p) => p.label), axisTick: { alignWithLabel: true } },
    yAxis: moneyAxis,
    series: [
      { name: `${year}年`, type: kind, data: points.map((p) => p.amount), itemStyle: { color: '#1677ff' }, ...(kind === 'line' ? { areaStyle: { opacity: 0.12 } } : {}) },
      { name: `${year - 1}年`, type: kind, data: points.map((p) => p.last_amount), itemStyle: { color: '#bfbfbf' }, ...(kind === 'line' ? { lineStyle: { type: 'dashed' } } : {}) },
    ] as ChartOption['series'],
  };
}

export function departuresOption(list: DeparturePoint[]): ChartOption {
  const rows = list.slice(0, 20);
  return {
    grid: { ...grid, top: 8 },
    tooltip: { trigger: 'axis', formatter: (ps: unknown) => {
      const p = (ps as { dataIndex: number }[])[0]; const d = rows[p?.dataIndex ?? 0];
      return d ? `${d.code}<br/>${d.product_name}<br/>出发 ${d.departure_date}<br/>已占 ${d.seats_taken}/${d.seats_plan}（${pct(d.load_factor)}）` : '';
    } },
    xAxis: { type: 'category', data: rows.map((d) => `${d.departure_date.slice(5)} ${d.code.slice(-4)}`), axisLabel: { rotate: 40, fontSize: 10 } },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' }, splitLine: { lineStyle: { type: 'dashed' } } },
    series: [{
      name: '满载率', type: 'bar', data: rows.map((d) => ({ value: Math.round(d.load_factor * 1000) / 10, itemStyle: { color: d.load_factor >= 0.8 ? '#52c41a' : d.load_factor >= 0.5 ? '#1677ff' : '#faad14' } })),
      label: { show: rows.length <= 12, position: 'top', formatter: '{c}%', fontSize: 10 },
    }],
  };
}

export function ageingOption(list: AgeingBucket[]): ChartOption {
  const colors = ['#91caff', '#52c41a', '#faad14', '#fa8c16', '#f5222d'];
  return {
    tooltip: { trigger: 'item', formatter: (p: unknown) => { const x = p as { name: string; value: number; dataIndex: number }; return `${x.name}<br/>${yuan(x.value)}（${list[x.dataIndex]?.orders ?? 0}单）`; } },
    legend: { orient: 'vertical', right: 0, top: 'middle', data: list.map((a) => a.label) },
    series: [{
      name: '应收账龄', type: 'pie', radius: ['45%', '72%'], center: ['38%', '50%'], avoidLabelOverlap: true,
      label: { formatter: (p: unknown) => fenAxisLabel((p as { value: number }).value) },
      // Empty buckets stay in the legend but draw no slice (and no "0" label).
      data: list.map((a, i) => ({ name: a.label, value: a.amount, itemStyle: { color: colors[i % colors.length] } })).filter((d) => d.value > 0),
    }],
  };
}

export function topOption(list: TopRow[], color: string): ChartOption {
  const rows = [...list].reverse();
  return {
    grid: { ...grid, top: 8, right: 48 },
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => fenTip(v) },
    xAxis: { type: 'value', axisLabel: { formatter: (v: number) => fenAxisLabel(v) }, splitLine: { lineStyle: { type: 'dashed' } } },
    yAxis: { type: 'category', data: rows.map((r) => (r.name.length > 12 ? `${r.name.slice(0, 12)}…` : r.name)), axisLabel: { fontSize: 11 } },
    series: [{ name: '销售额', type: 'bar', data: rows.map((r) => r.amount), itemStyle: { color }, label: { show: true, position: 'right', formatter: (p: unknown) => fenAxisLabel((p as { value: number }).value), fontSize: 10 } }],
  };
}

export function underMinimumExposure(list: UnderMinimumGroup[]): number {
  return list.reduce((s, g) => s + g.exposure, 0);
}

export const isEmptyFigures = (f: HomeFigures) => f.monthly.every((m) => !m.amount && !m.last_amount);
