/**
 * The shared chart (ECharts): `<Chart option={…} height={…} onClick={…} />`. ECharts loads lazily in its own
 * chunk on the first chart drawn, so pages without a chart never download it; a page that shows a chart stays
 * small too. Options are plain ECharts options (ChartOption: bar, line, pie; grid, legend, title, tooltip, dataset).
 * `ChartCard` puts a chart in a small card with a title and an empty state.
 */
import { Card, Empty, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChartProps } from './types';

export type { ChartOption, ChartProps, ChartClick } from './types';
export { fenAxisLabel, fenTip } from './format';

const EChart = lazy(() => import('./EChart'));

/**
 * Whether the box has come near the window (within `margin` px), or, with `share` > 0, whether that part of it is in
 * the window: until then a deferred chart shows its placeholder and downloads nothing. Without IntersectionObserver
 * (old browsers, jsdom) it counts as visible at once.
 */
export function useNearWindow(defer: boolean, margin = 200, share = 0) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => !defer || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !box.current) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting && (e.intersectionRatio >= share || e.intersectionRect.height >= window.innerHeight * share))) setNear(true);
    }, { rootMargin: `${margin}px`, threshold: share ? [0, share] : 0 });
    io.observe(box.current);
    return () => io.disconnect();
  }, [near, margin, share]);
  return { box, near };
}

/**
 * A deferred chart is drawn once three quarters of it are in the window: on a phone, the top of home's first chart peeking
 * in under the figures does not load ECharts (~155 KB and most of the page's script time; docs/performance.md
 * "Lighthouse"); scrolling to it does.
 */
const DRAW_SHARE = 0.75;

export function Chart({ deferUntilVisible = false, ...props }: ChartProps & { deferUntilVisible?: boolean }) {
  const height = props.height ?? 280;
  const { box, near } = useNearWindow(deferUntilVisible, 0, DRAW_SHARE);
  // Waiting for the window, the placeholder stays still: a shimmering one repainted the page at 60 frames a second for as
  // long as a chart sat below the screen. It shimmers only while ECharts is on its way.
  if (!near) return <div ref={box} style={{ width: '100%', height }} data-chart-pending=""><Skeleton.Node style={{ width: '100%', height }}><span /></Skeleton.Node></div>;
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
  /**
   * Load ECharts and draw only when three quarters of the chart are in the window (a page whose charts sit below the first
   * screen on a phone, like home): the first screen then paints without the ~190 KB chart chunk and its start-up work.
   */
  deferUntilVisible?: boolean;
}

export function ChartCard({ title, extra, empty, ...chart }: ChartCardProps) {
  return (
    <Card size="small" title={title} extra={extra} styles={{ body: { padding: 8 } }}>
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" style={{ height: chart.height ?? 280, margin: 0, paddingTop: 60 }} /> : <Chart {...chart} />}
    </Card>
  );
}
