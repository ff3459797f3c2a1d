/** Types of the shared chart (type-only imports of echarts: nothing of echarts enters a page's chunk). */
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { DatasetComponentOption, GridComponentOption, LegendComponentOption, TitleComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { CSSProperties } from 'react';

/** An ECharts option limited to what EChart.tsx registers: bar, line and pie series; grid, legend, title, tooltip, dataset. */
export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | PieSeriesOption | DatasetComponentOption | GridComponentOption | LegendComponentOption | TitleComponentOption | TooltipComponentOption
>;

export interface ChartClick { name: string; seriesName: string; value: unknown; dataIndex: number }

export interface ChartProps {
  /** The full option; a new object redraws the chart (setOption with notMerge). Memoise it. */
  option: ChartOption;
  /** Height in pixels (the width follows the container; the chart resizes with it). Default 280. */
  height?: number;
  onClick?: (p: ChartClick) => void;
  className?: string;
  style?: CSSProperties;
}
