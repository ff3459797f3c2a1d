/** Routes of the home figures, the demo month chart and the global search. */
import type { FastifyInstance } from 'fastify';
import { globalSearchAnswer, globalSearchReq, homeFiguresAnswer, monthBarAnswer, monthBarReq } from '@ta/contract';
import { defineRoute } from '../../platform/route';
import { homeFigures, monthBar } from './home.service';
import { globalSearch } from './search.service';

const TAG = '首页与搜索';

export function insightRoutes(app: FastifyInstance): void {
  defineRoute(app, { path: '/api/v1/home/figures', access: 'session', out: homeFiguresAnswer, tag: TAG, summary: '首页数据大屏（数据权限范围内）' },
    async (_i, ctx) => homeFigures(ctx));
  defineRoute(app, { path: '/analysis/month-bar', method: 'GET', access: 'session', body: monthBarReq, out: monthBarAnswer, tag: TAG, summary: '月度销售柱状图（result，金额为分）' },
    async (i, ctx) => monthBar(ctx, i.year));
  defineRoute(app, { path: '/api/v1/globalSearch/search', access: 'session', body: globalSearchReq, out: globalSearchAnswer, tag: TAG, summary: '全局搜索（按类别分组，数据权限内，证件号与电话仅全值匹配）' },
    async (i, ctx) => globalSearch(ctx, i));
}
