import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { formatDateTime, setAgencyTimeZone, type HomeFigures } from '@ta/contract';
import { kpiTexts, offsetOf, wallClock } from './home-first';
import { homeShellHtml } from './home-shell';

describe('home first screen', () => {
  it('shows the wall clock as HomePage does (dayjs, zh-cn)', () => {
    dayjs.locale('zh-cn');
    setAgencyTimeZone('Asia/Shanghai');
    for (const iso of ['2026-11-28T22:20:00Z', '2026-01-04T03:05:00Z', '2026-06-30T15:59:00Z', '2026-12-31T16:00:30Z']) {
      const now = new Date(iso);
      expect(offsetOf(now, formatDateTime(now))).toBe(480);
      expect(wallClock(now, 480).text).toBe(dayjs(formatDateTime(now)).format('YYYY年M月D日 dddd HH:mm'));
    }
    expect(wallClock(new Date('2026-11-28T22:20:00Z'), 480).hour).toBe(6);
    expect(wallClock(new Date('2026-11-28T16:00:00Z'), 480).hour).toBe(0);
    setAgencyTimeZone('America/New_York');
    const summer = new Date('2026-07-01T12:00:00Z');
    expect(offsetOf(summer, formatDateTime(summer))).toBe(-240);
    expect(wallClock(summer, -240).text).toBe(dayjs(formatDateTime(summer)).format('YYYY年M月D日 dddd HH:mm'));
    setAgencyTimeZone('Asia/Shanghai');
  });

  it('gives the six KPI cards', () => {
    const f = {
      year: 2026, today: '2026-11-29',
      signups_today: { orders: 13, persons: 77, amount: 27796000 },
      monthly: Array.from({ length: 12 }, (_, i) => ({ label: `${i + 1}月`, amount: i === 10 ? 200 : 0, last_amount: i === 10 ? 100 : 0, orders: i === 10 ? 12 : 0 })),
      totals: { year_amount: 26644000, last_year_amount: 0, receivable: 3982000 },
      ageing: [{ orders: 5 }], departures: [{ load_factor: 0.25 }, { load_factor: 0.3 }], under_minimum: [{ exposure: 1000 }, { exposure: 26000 }],
    } as unknown as HomeFigures;
    expect(kpiTexts(f)).toEqual([
      { title: '今日报名', value: '13 单', sub: '77 人 · ¥277,960.00' },
      { title: '本月销售额', value: '¥2.00', sub: '同比 +100% · 12 单' },
      { title: '2026年销售额', value: '¥266,440.00', sub: '去年全年 ¥0.00' },
      { title: '应收余额', value: '¥39,820.00', sub: '5 单未收齐' },
      { title: '14天内出团', value: '2 团', sub: '平均满载率 27.5%' },
      { title: '未达成团人数', value: '2 团', sub: '成本敞口 ¥270.00' },
    ]);
  });

  it('builds markup with the slots the script fills', () => {
    const html = homeShellHtml('%TA_PRODUCT_NAME%', { UserOutlined: '<svg></svg>' });
    for (const slot of ['title', 'line', 'hello', 'agency', 'notification', 'shortcuts', 'kpis', 'chart', 'setting']) expect(html).toContain(`data-hs="${slot}"`);
    expect(html.match(/ta-hs-kpi-body/g)).toHaveLength(6);
    expect(html).toContain('data-hs-svg="UserOutlined"');
  });
});
