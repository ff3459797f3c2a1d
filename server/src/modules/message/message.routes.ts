import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idOf, messageCountsAnswer, messagePage, noAnswer, pageReq } from '@ta/contract';
import { findPage } from '../../platform/data';
import { messages } from '../../platform/platform.tables';
import { defineRoute } from '../../platform/route';
import { eq, isNotNull, isNull } from 'drizzle-orm';

export function messageRoutes(app: FastifyInstance): void {
  defineRoute(app, { path: '/api/v1/message/counts', access: 'session', out: messageCountsAnswer, tag: '消息' }, (_i, ctx) => ctx.services.messages.counts(ctx.user.uid));

  defineRoute(app, {
    path: '/api/v1/message/list', access: 'session', out: messagePage, tag: '消息',
    body: pageReq.extend({ kind: z.enum(['todo', 'orderNotification', 'result'], { error: '消息类型不正确' }).optional(), read: z.boolean().optional() }),
  }, async (i, ctx) => ({
    page_data: await findPage(ctx.db, messages, {
      ...i, filters: { kind: i.kind },
      where: [eq(messages.user_id, ctx.user.uid), ...(i.read === undefined ? [] : [i.read ? sqlNotNull() : sqlNull()])],
    }),
  }));

  defineRoute(app, {
    path: '/api/v1/message/read', access: 'session', out: noAnswer, tag: '消息',
    body: z.object({ ids: z.array(idOf('消息'), { error: '请选择消息' }).min(1, '请选择消息') }),
  }, async (i, ctx) => { await ctx.services.messages.markRead(ctx.user.uid, i.ids); return null; });
}

const sqlNull = () => isNull(messages.read_at);
const sqlNotNull = () => isNotNull(messages.read_at);
