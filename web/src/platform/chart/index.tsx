/**
 * The shared chart (ECharts): `<Chart option={…} height={…} onClick={…} />`. ECharts loads lazily in its own
 * chunk on the first chart drawn, so pages without a chart never download it; a page that shows a chart stays
 * small too. Options are plain ECharts options (ChartOption: bar, line, pie; grid, legend, title, tooltip, dataset).
 * `ChartCard` puts a chart in a small card with a title and an empty state.
 */
import { Card, Empty, Skeleton } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ChartProps } from './types';

export type { ChartOption, ChartProps, ChartClick } from './types';
export { fenAxisLabel, fenTip } from './format';

const EChart = lazy(() => import('./EChart'));

export function Chart(props: ChartProps) {
  const height = props.height ?? 280;
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }}><span /></Skeleton.Node>}>
      <EChart {...props} />
    </Suspense>
  );
}

export interface ChartCardProps extends ChartProps {
  title: ReactNode;
  extra?: ReactNode;
  /** No data: an empty state instead of the chart. */
  empty?: boolean;
}

export function ChartCard({ title, extra, empty, ...chart }: ChartCardProps) {
  return (
    <Card size="small" title={title} extra={extra} styles={{ body: { padding: 8 } }}>
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" style={{ height: chart.height ?? 280, margin: 0, paddingTop: 60 }} /> : <Chart {...chart} />}
    </Card>
  );
}
