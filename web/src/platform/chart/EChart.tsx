/**
 * The ECharts canvas (its own lazy chunk: only platform/chart/index.tsx imports this file, through React.lazy).
 * Tree-shaken `echarts/core` with the chart types and components our pages draw; add one here when a page needs it.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartProps } from './types';

echarts.use([BarChart, LineChart, PieChart, DatasetComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent, CanvasRenderer]);

export default function EChart({ option, height = 280, onClick, className, style }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const click = useRef(onClick);
  click.current = onClick;

  useEffect(() => {
    if (!box.current) return;
    const c = echarts.init(box.current, undefined, { renderer: 'canvas' });
    chart.current = c;
    c.on('click', (p) => click.current?.({ name: String(p.name ?? ''), seriesName: String(p.seriesName ?? ''), value: p.value, dataIndex: p.dataIndex }));
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => c.resize());
    ro?.observe(box.current);
    return () => { ro?.disconnect(); c.dispose(); chart.current = null; };
  }, []);

  useEffect(() => { chart.current?.setOption(option, { notMerge: true }); }, [option]);

  return <div ref={box} className={className} data-chart="echarts" style={{ width: '100%', height, ...style }} />;
}
