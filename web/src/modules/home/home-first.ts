/**
 * Home's first screen before the app (docs/decisions.md "Lighthouse"), run by the entry (main.tsx) when the server
 * sent home's static markup (home-shell.ts): with a token, it fills the welcome from the stored user info, starts
 * the figures' and the message counts' requests, shows the shell and fills the KPIs when the figures arrive — all
 * before the app's scripts are requested. HomePage then takes the figures' answer (`takeHomeFigures`) instead of
 * asking again, and tells the app's start (`homeShown`) when it shows them, so the app replaces the shell only then.
 * Without a token it does nothing (the app sends the visitor to the log-in page as before).
 *
 * Part of the entry chunk: imports nothing but types, the contract's money and constants modules, home-shell.ts and
 * platform/greeting.ts (no antd, no contract index, which would pull zod in).
 */
import type { HomeFigures, UserInfo } from '@ta/contract';
// The contract's dependency-free modules, imported on their own (its index would pull zod into the entry).
import { fenToYuan } from '@ta/contract/money';
import { StorageKey } from '@ta/contract/constants';
import { greeting } from '@/platform/greeting';
import { chartHeight } from './home-shell';


export interface HomeMemo {
  uid: number;
  /** The agency's offset from UTC (minutes) when the memo was written (its zone's, HomePage). */
  offset: number;
  devPreview: boolean;
  shortcuts: { title: string; path: string; icon?: string }[];
  counts: { agency: number; orderNotification: number };
}

/** One KPI card's texts (HomePage's Kpis renders the same). */
export interface KpiText { title: string; value: string; sub: string }

const yuan = (fen: number) => `¥${fenToYuan(fen)}`;

/** Change against last year ("+12.5%", "—" without a base). */
export function change(cur: number, last: number): string {
  if (!last) return '—';
  const r = (cur - last) / last;
  return `${r >= 0 ? '+' : ''}${Math.round(r * 1000) / 10}%`;
}

/** The six KPI cards of home (today's sign-ups, this month, this year, receivables, departures, under minimum). */
export function kpiTexts(f: HomeFigures): KpiText[] {
  const thisMonth = f.monthly[Number(f.today.slice(5, 7)) - 1];
  const avgLoad = f.departures.length ? f.departures.reduce((s, d) => s + d.load_factor, 0) / f.departures.length : 0;
  const exposure = f.under_minimum.reduce((s, g) => s + g.exposure, 0);
  return [
    { title: '今日报名', value: `${f.signups_today.orders} 单`, sub: `${f.signups_today.persons} 人 · ${yuan(f.signups_today.amount)}` },
    { title: '本月销售额', value: yuan(thisMonth?.amount ?? 0), sub: `同比 ${change(thisMonth?.amount ?? 0, thisMonth?.last_amount ?? 0)} · ${thisMonth?.orders ?? 0} 单` },
    { title: `${f.year}年销售额`, value: yuan(f.totals.year_amount), sub: `去年全年 ${yuan(f.totals.last_year_amount)}` },
    { title: '应收余额', value: yuan(f.totals.receivable), sub: `${f.ageing.reduce((s, a) => s + a.orders, 0)} 单未收齐` },
    { title: '14天内出团', value: `${f.departures.length} 团`, sub: `平均满载率 ${Math.round(avgLoad * 1000) / 10}%` },
    { title: '未达成团人数', value: `${f.under_minimum.length} 团`, sub: `成本敞口 ${yuan(exposure)}` },
  ];
}

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/**
 * The agency's wall clock at `offsetMinutes` from UTC: its hour and "2026年11月29日 星期日 06:20" (what HomePage shows
 * with dayjs). Arithmetic, not Intl: a phone's first Intl.DateTimeFormat with a time zone costs 50–500 ms here.
 */
export function wallClock(now: Date, offsetMinutes: number): { hour: number; text: string } {
  const w = new Date(now.getTime() + offsetMinutes * 60_000);
  const hour = w.getUTCHours();
  const two = (n: number) => String(n).padStart(2, '0');
  return { hour, text: `${w.getUTCFullYear()}年${w.getUTCMonth() + 1}月${w.getUTCDate()}日 ${WEEKDAYS[w.getUTCDay()]} ${two(hour)}:${two(w.getUTCMinutes())}` };
}

/** The agency's offset from UTC now, from its wall time "YYYY-MM-DD HH:mm:ss" (contract formatDateTime). */
export function offsetOf(now: Date, wall: string): number {
  return Math.round((Date.parse(`${wall.replace(' ', 'T')}Z`) - now.getTime()) / 60_000);
}

const read = <T>(key: string): T | null => { try { return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null; } catch { return null; } };

function storedToken(now = Date.now()): string | null {
  const t = read<{ value?: string; expire?: number }>(StorageKey.token);
  return t?.value && (t.expire ?? 0) > now ? t.value : null;
}

let figures: Promise<HomeFigures | null> | null = null;
/** The figures once they have arrived, with when (HomePage's first render shows them without a second request). */
let arrived: { data: HomeFigures; at: number } | null = null;
let shownResolve: () => void = () => {};
const shown = new Promise<void>((r) => { shownResolve = r; });

/** The figures the shell asked for (once; null when it did not ask or the request failed): HomePage's first answer. */
export function takeHomeFigures(): Promise<HomeFigures | null> | null {
  const f = figures;
  figures = null;
  arrived = null;
  return f;
}

/**
 * The shell's figures if they have already arrived (they have when the app starts after the shell's paint): HomePage
 * renders them in its first render, so the app's start is one render (in slices) instead of a render and then a
 * second, unsliced one when the answer comes through the query. Read-only; HomePage forgets them once mounted.
 */
export function arrivedHomeFigures(): { data: HomeFigures; at: number } | null { return arrived; }
export function forgetArrivedHomeFigures(): void { arrived = null; figures = null; }

/** Home shows its figures (HomePage): the app may replace the shell. */
export function homeShown(): void { shownResolve(); }
/** Resolves when home shows its figures, or when the shell's request failed (the app handles the error then). */
export function whenHomeShown(): Promise<void> { return shown; }

/** HomePage keeps what the next cold load's shell shows (per user: another user's shortcuts are never shown). */
export function saveHomeMemo(m: HomeMemo): void {
  try { localStorage.setItem(StorageKey.homeMemo, JSON.stringify(m)); } catch { /* private mode: the shell shows less */ }
}

async function call<T>(url: string, token: string, body?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST', body,
    headers: { Accept: 'application/json', secretKey: token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
  });
  const b = await res.json() as { code?: number; data?: T };
  if (b.code !== 200) throw new Error(`home shell: ${url} answered ${b.code}`);
  return b.data as T;
}

const el = (tag: string, cls?: string, text?: string) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

/**
 * Starts home's first screen in `shell` (the server's markup): false without a token or user info (the caller
 * removes the shell and the app runs as without it). `painted` resolves once the KPIs are on screen (or failed).
 */
export function startHomeFirst(shell: HTMLElement, now = new Date()): { painted: Promise<void> } | null {
  const token = storedToken();
  const user = read<UserInfo>(StorageKey.userInfo);
  if (!token || !user?.user_name || !user.user_auth_relation) return null;
  const memo = read<HomeMemo>(StorageKey.homeMemo);
  const mine = memo && memo.uid === user.uid && Array.isArray(memo.shortcuts) ? memo : null;
  const slot = (name: string) => shell.querySelector<HTMLElement>(`[data-hs="${name}"]`);
  const icons = shell.querySelector<HTMLTemplateElement>('template[data-hs="icons"]')?.content;
  const svg = (name: string) => icons?.querySelector(`[data-hs-svg="${name}"]`)?.innerHTML ?? '';
  const fillIcons = (root: ParentNode) => {
    root.querySelectorAll<HTMLElement>('[data-hs-icon]').forEach((i) => { if (!i.firstChild) i.innerHTML = svg(i.dataset.hsIcon ?? ''); });
  };

  figures = call<HomeFigures>('/api/v1/home/figures', token, '{}').then((data) => { arrived = { data, at: Date.now() }; return data; }, () => null);
  const counts = call<Record<string, { number?: number } | undefined>>('/api/v1/message/counts', token).catch(() => null);

  // Without a memo: Asia/Shanghai, the default zone (contract dates.ts).
  const { hour, text } = wallClock(now, typeof mine?.offset === 'number' ? mine.offset : 480);
  const r = user.user_auth_relation;
  slot('title')!.textContent = `${greeting(hour)}，${user.user_name}，祝你开心每一天！`;
  slot('line')!.textContent = `${text} · ${r.role_name} · ${r.position_name} · ${r.department_name} · 数据权限：${r.data_dept_name}`;
  slot('hello')!.textContent = `${greeting(hour)}，${user.user_name}`;
  if (user.head_img) {
    shell.querySelectorAll('.ta-hs-avatar').forEach((a) => { const img = el('img') as HTMLImageElement; img.src = user.head_img; img.alt = ''; a.replaceChildren(img); });
  }
  if (mine?.devPreview) slot('setting')!.hidden = false;
  const setCounts = (agency: number, notification: number) => {
    const a = slot('agency')!, n = slot('notification')!;
    a.textContent = `待办事项 ${agency} 条`;
    n.textContent = `直连订单通知 ${notification} 条`;
    a.classList.toggle('ta-hs-tag-orange', agency > 0);
    n.classList.toggle('ta-hs-tag-blue', notification > 0);
  };
  setCounts(mine?.counts.agency ?? 0, mine?.counts.orderNotification ?? 0);
  void counts.then((c) => { if (c) setCounts(c.agencyData?.number ?? 0, c.orderNotificationNum?.number ?? 0); });
  const shortcuts = slot('shortcuts')!;
  for (const s of mine?.shortcuts ?? []) {
    const a = el('a') as HTMLAnchorElement;
    a.href = s.path;
    const b = el('button', 'ta-hs-btn');
    b.setAttribute('type', 'button');
    if (s.icon) b.append(Object.assign(el('span', 'ta-hs-icon'), { innerHTML: svg(s.icon) }));
    b.append(el('span', undefined, s.title));
    a.append(b);
    shortcuts.append(a);
  }
  slot('chart')!.style.height = `${chartHeight(window.innerHeight)}px`;
  fillIcons(shell);
  document.documentElement.classList.add('ta-hs-on');

  const painted = figures.then((f) => {
    if (!f) { shownResolve(); return; }
    const cards = slot('kpis')!.querySelectorAll('.ta-hs-kpi-body');
    kpiTexts(f).forEach((k, i) => {
      const [title, value, sub] = cards[i]?.children ?? [];
      if (title && value && sub) { title.textContent = k.title; value.textContent = k.value; sub.textContent = k.sub; }
    });
  });
  return { painted };
}
