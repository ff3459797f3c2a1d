/**
 * Home (SPEC sections 1–2, issue 15): the greeting with the role relation and section shortcuts, then the agency's
 * big-data display — KPIs, sales by day and by month (this year against last), departures of the next 14 days
 * with their load, groups below their minimum size with their cost exposure, receivables ageing, top lines and
 * customers. Refreshed by the live channel's PUSH_HOME_REFRESH (an order, receipt or group changed), else every
 * 60 s. Sized to the window so it fits a 1920×1080 wall screen and a 1440×900 laptop without scrolling.
 */
import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Avatar, Button, Card, Segmented, Statistic, Tag, Typography } from 'antd';
import { ReloadOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { agencyHour, Cmd, fenToYuan, formatDateTime, type HomeFigures, type UnderMinimumGroup } from '@ta/contract';
import { getServiceConfig } from '@/platform/service-config';
import { ChartCard, useNearWindow } from '@/platform/chart';
import { greeting } from '@/platform/greeting';
import { onLivePush } from '@/platform/live';
import { GoLink } from '@/platform/navigation/navigation';
import { post } from '@/platform/request';
import { useSession } from '@/platform/session-store';
import { PEND_MESSAGE_PATH } from '@/platform/shell/CountsBadge';
import { sectionEntryPath, visibleSections } from '@/platform/shell/menu-model';
import { menuIcon } from '@/platform/shell/menu-icons';
import { useMessageCounts } from '@/platform/counts';
import {
  ageingOption, chartHeight, departuresOption, HOME_PUSH_FOLD_MS, HOME_QUERY_KEY, HOME_REFETCH_MS, salesOption, topOption, underMinimumExposure,
} from './home-model';
import { arrivedHomeFigures, forgetArrivedHomeFigures, homeShown, kpiTexts, offsetOf, saveHomeMemo, takeHomeFigures } from './home-first';
import { FIRST_CHART_TITLE } from './home-shell';
import './home.css';

/** Its own chunk (antd's Table and a dozen chunks behind it): loaded when the card comes near the window. */
const UnderMinimumTable = lazy(() => import('./UnderMinimumTable'));

const yuan = (fen: number) => `¥${fenToYuan(fen)}`;

function useNow(ms = 30000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => { const id = setInterval(() => setNow(new Date()), ms); return () => clearInterval(id); }, [ms]);
  return now;
}

function useViewportHeight(): number {
  const [h, setH] = useState(() => (typeof window === 'undefined' ? 900 : window.innerHeight));
  useEffect(() => {
    const on = () => setH(window.innerHeight);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return h;
}

/** The figures, refetched on the live push (pushes within 5 s folded into one) and every 60 s otherwise. */
function useHomeFigures() {
  const client = useQueryClient();
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const off = onLivePush(Cmd.PUSH_HOME_REFRESH, () => {
      if (timer.current) return;
      const wait = Math.max(0, last.current + HOME_PUSH_FOLD_MS - Date.now());
      timer.current = setTimeout(() => { timer.current = null; last.current = Date.now(); void client.invalidateQueries({ queryKey: HOME_QUERY_KEY }); }, wait);
    });
    return () => { off(); if (timer.current) clearTimeout(timer.current); timer.current = null; };
  }, [client]);
  // The first answer is the one home's static first screen asked for (home-first.ts), if any.
  const queryFn = async () => (await takeHomeFigures()) ?? post<HomeFigures>('/api/v1/home/figures', {});
  // Already here (the app started after the shell showed them): the first render shows them.
  const [first] = useState(arrivedHomeFigures);
  useEffect(() => { if (first) forgetArrivedHomeFigures(); }, [first]);
  const q = useQuery({ queryKey: HOME_QUERY_KEY, queryFn, refetchInterval: HOME_REFETCH_MS, staleTime: 10_000, initialData: first?.data, initialDataUpdatedAt: first?.at });
  return { q, behindShell: first !== null };
}

/**
 * Behind home's static first screen (the app's start), the page is committed in `count` + 1 steps (the layout's header, the
 * welcome, the KPIs, the charts' cards), each a transition of its own: one commit of the whole page inserted its DOM and
 * antd's styles in one task of ~140 ms here (over half a second on a phone). Nothing is shown meanwhile (the shell
 * stays until the last step, see HomePage). Elsewhere (a visit from another page) all at once.
 */
function useStages(count: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= count) return undefined;
    const id = setTimeout(() => startTransition(() => setStage((s) => s + 1)), 0);
    return () => clearTimeout(id);
  }, [stage, count]);
  return count === 0 ? Number.POSITIVE_INFINITY : stage;
}

function Welcome() {
  const { user, menu } = useSession();
  const now = useNow();
  const c = useMessageCounts();
  const r = user.user_auth_relation;
  const sections = visibleSections(menu);
  // What the next cold load's static first screen shows before the app (home-first.ts).
  useEffect(() => {
    const { devPreview } = getServiceConfig();
    const at = new Date();
    saveHomeMemo({
      uid: user.uid, offset: offsetOf(at, formatDateTime(at)), devPreview, counts: { agency: c.agency, orderNotification: c.orderNotification },
      shortcuts: sections.flatMap((s) => { const path = sectionEntryPath(s); return path ? [{ title: s.title, path, icon: s.icon }] : []; }),
    });
  }, [user.uid, sections, c.agency, c.orderNotification]);
  return (
    <Card size="small" styles={{ body: { padding: '8px 16px' } }}>
      <div className="ta-home-welcome">
        <Avatar size={40} src={user.head_img || undefined} icon={<UserOutlined />} />
        <div style={{ minWidth: 220 }}>
          {/* The page's one heading. */}
          <Typography.Title level={1} style={{ fontSize: 16, margin: 0, lineHeight: 1.5 }}>{greeting(agencyHour(now))}，{user.user_name}，祝你开心每一天！</Typography.Title>
          <div><Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {/* the agency's wall time (its zone, contract dates.ts) read as a local dayjs for the Chinese format */}{dayjs(formatDateTime(now)).format('YYYY年M月D日 dddd HH:mm')} · {r.role_name} · {r.position_name} · {r.department_name} · 数据权限：{r.data_dept_name}
          </Typography.Text></div>
        </div>
        <GoLink to={PEND_MESSAGE_PATH}><Tag color={c.agency ? 'orange' : 'default'}>待办事项 {c.agency} 条</Tag></GoLink>
        <GoLink to="/otherService/pendTask/orderNotification"><Tag color={c.orderNotification ? 'blue' : 'default'}>直连订单通知 {c.orderNotification} 条</Tag></GoLink>
        <div className="ta-home-shortcuts" role="group" aria-label="快捷入口">
          {sections.map((s) => {
            const path = sectionEntryPath(s);
            return path ? <GoLink key={s.key} to={path}><Button size="small" icon={menuIcon(s.icon)}>{s.title}</Button></GoLink> : null;
          })}
        </div>
      </div>
    </Card>
  );
}

function Kpi({ title, value, sub }: { title: string; value: string | number; sub?: string }) {
  return (
    <Card size="small" className="ta-kpi" styles={{ body: { padding: '8px 12px' } }}>
      <Statistic title={title} value={value} />
      <div className="ta-kpi-sub">{sub ?? ' '}</div>
    </Card>
  );
}

/**
 * Home's two grids (home.css): the KPIs two, three or six a row, the cards one, two or three a row, at antd's md/lg/xl
 * breakpoints. Plain CSS, not antd's Row and Col: each Row subscribes to the window's breakpoints when it mounts and
 * renders once more at once (a synchronous render inside the commit, the longest task of home's start on a phone).
 */
function Kpis({ f }: { f: HomeFigures }) {
  return (
    <div className="ta-home-grid ta-home-kpis">
      {kpiTexts(f).map((k) => <Kpi key={k.title} title={k.title} value={k.value} sub={k.sub} />)}
    </div>
  );
}

const UNDER_MINIMUM_TITLE = '未达最低成团人数';

function UnderMinimum({ list, height }: { list: UnderMinimumGroup[]; height: number }) {
  // Below the first screen on a phone: the table (its chunk and its styles) loads when the card comes near the window.
  const { box, near } = useNearWindow(true);
  return (
    <Card size="small" title={UNDER_MINIMUM_TITLE} extra={<Typography.Text type="secondary" style={{ fontSize: 12 }}>敞口 {yuan(underMinimumExposure(list))}</Typography.Text>}
      styles={{ body: { padding: 8, height: height + 16, overflow: 'auto' } }}>
      {!near ? <div ref={box} style={{ height }} /> : (
        <Suspense fallback={<div style={{ height }} />}><UnderMinimumTable list={list} /></Suspense>
      )}
    </Card>
  );
}

/**
 * True once the browser is idle after the first paint of the figures (requestIdleCallback, at most `ms` later):
 * the charts (the ECharts chunk) and the table are built only then, so the welcome card and the KPI numbers paint
 * first instead of waiting for that work (docs/decisions.md "Lighthouse").
 */
function useAfterFirstPaint(ms = 1500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      // A transition: the charts' cards render in slices, not in one task.
      const id = window.requestIdleCallback(() => startTransition(() => setReady(true)), { timeout: ms });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(id);
  }, [ms]);
  return ready;
}

/** A chart's or the table's card before it is built: the same card and height, nothing drawn yet. */
function PendingCard({ title, extra, height }: { title: ReactNode; extra?: ReactNode; height: number }) {
  return <Card size="small" title={title} extra={extra} styles={{ body: { padding: 8 } }}><div style={{ height }} data-chart-pending="" /></Card>;
}

/** The six cards' titles, in their order (the pending frames and the cards). */
function cardTitles(year: number): string[] {
  return [FIRST_CHART_TITLE, `销售额（按月，${year}年对比${year - 1}年）`, '未来14天出团满载率', UNDER_MINIMUM_TITLE, '应收账龄（按出发日）', `${year}年销售排行`];
}

function Display({ f, height }: { f: HomeFigures; height: number }) {
  const ready = useAfterFirstPaint();
  if (!ready) {
    // Same rows, cards and heights as below (no layout shift when they fill in).
    return (
      <div className="ta-home-grid ta-home-cards">
        {cardTitles(f.year).map((t) => <PendingCard key={t} title={t} height={height} />)}
      </div>
    );
  }
  return <DisplayNow f={f} height={height} />;
}

function DisplayNow({ f, height }: { f: HomeFigures; height: number }) {
  const [top, setTop] = useState<'lines' | 'customers'>('lines');
  const daily = useMemo(() => salesOption(f.daily, f.year, 'line'), [f]);
  const monthly = useMemo(() => salesOption(f.monthly, f.year, 'bar'), [f]);
  const departures = useMemo(() => departuresOption(f.departures), [f]);
  const ageing = useMemo(() => ageingOption(f.ageing), [f]);
  const topChart = useMemo(() => (top === 'lines' ? topOption(f.top_lines, '#13c2c2') : topOption(f.top_customers, '#722ed1')), [f, top]);
  // The six cards replace their pending frames two at a time, each pair a transition of its own: the six in one commit
  // were one task of ~100 ms on a phone (Lighthouse's blocking time); a pending card keeps its place and height.
  const shown = 2 * (1 + useStages(2));
  const titles = cardTitles(f.year);
  const cards: ReactNode[] = [
    <ChartCard deferUntilVisible title={titles[0]} option={daily} height={height} />,
    <ChartCard deferUntilVisible title={titles[1]} option={monthly} height={height} />,
    <ChartCard deferUntilVisible title={titles[2]} option={departures} height={height} empty={!f.departures.length} />,
    <UnderMinimum list={f.under_minimum} height={height} />,
    <ChartCard deferUntilVisible title={titles[4]} option={ageing} height={height} empty={!f.ageing.some((a) => a.amount)} />,
    <ChartCard deferUntilVisible title={titles[5]} option={topChart} height={height} empty={!(top === 'lines' ? f.top_lines : f.top_customers).length}
      extra={<Segmented size="small" value={top} onChange={(v) => setTop(v as 'lines' | 'customers')} options={[{ value: 'lines', label: '线路' }, { value: 'customers', label: '客户' }]} />} />,
  ];
  return (
    <div className="ta-home-grid ta-home-cards">
      {cards.map((card, i) => <div key={i}>{i < shown ? card : <PendingCard title={titles[i]} height={height} />}</div>)}
    </div>
  );
}

export function HomePage() {
  const { q, behindShell } = useHomeFigures();
  const [stages] = useState(() => (behindShell ? 3 : 0));
  const stage = useStages(stages);
  const vh = useViewportHeight();
  const height = chartHeight(vh);
  // Home shows its figures: the app may now replace the static first screen (app/boot.tsx).
  useLayoutEffect(() => { if (q.data && stage >= 3) homeShown(); }, [q.data, stage]);
  return (
    <div className="ta-home-wall" data-testid="home-display">
      {stage >= 1 && <Welcome />}
      {q.data ? (
        <>
          {stage >= 2 && <Kpis f={q.data} />}
          {stage >= 3 && <Display f={q.data} height={height} />}
        </>
      ) : (
        <Card loading={q.isLoading} size="small">
          {q.isError && <Button icon={<ReloadOutlined />} onClick={() => void q.refetch()}>数据加载失败，重新加载</Button>}
        </Card>
      )}
    </div>
  );
}
