import type { FastifyInstance } from 'fastify';
import { EXCHANGE_RATE_CNY, loginReq, loginRes, Msg, recoverReq, registerReq, switchRoleReq, userInfo } from '@ta/contract';
import { defineRoute } from '../../platform/route';
import { loadRelations } from '../../platform/session';
import * as svc from './account.service';

export function accountRoutes(app: FastifyInstance): void {
  const tag = '账号与会话';
  defineRoute(app, { path: '/api/account/login', access: 'public', body: loginReq, out: loginRes, tag, summary: '登录' },
    (i, ctx) => svc.login(ctx.db, i, { ip: ctx.req.ip, ua: ctx.req.headers['user-agent'] }));

  defineRoute(app, { path: '/api/account/logout', access: 'session', tag, summary: '退出登录' }, async (_i, ctx) => {
    await svc.revokeSessions(ctx.db, { token: ctx.user.token }, 'logout');
    return null;
  });

  defineRoute(app, { path: '/api/account/register', access: 'public', body: registerReq, tag, summary: '注册（待管理员启用）' },
    async (i, ctx) => ({ ...(await svc.register(ctx.db, i)), msg: Msg.registerPending }));

  defineRoute(app, { path: '/api/account/recover', access: 'public', body: recoverReq, tag, summary: '用重置码找回密码' },
    async (i, ctx) => { await svc.recover(ctx.db, i); return null; });

  defineRoute(app, { path: '/user/getLoginUser', access: 'session', out: userInfo, tag, summary: '当前用户信息' },
    (_i, ctx) => svc.userInfoOf(ctx.user, ctx.user.relation));

  defineRoute(app, { path: '/api/permission/getUserPermissionTree', access: 'session', tag, summary: '当前角色的权限树' },
    (_i, ctx) => svc.permissionTree(ctx.user.grants));

  defineRoute(app, { path: '/api/account/getUserAuthRelations', access: 'session', tag, summary: '我的角色关系' },
    async (_i, ctx) => (await loadRelations(ctx.db, ctx.user.uid)).map((r) => svc.relationView(r, ctx.user.relation.id)));

  defineRoute(app, { path: '/api/account/switchRole', access: 'session', body: switchRoleReq, out: userInfo, tag, summary: '切换角色' },
    (i, ctx) => svc.switchRole(ctx.db, ctx.user, i.user_auth_relation_id));

  defineRoute(app, { path: '/api/common/smartToken', access: 'session', tag, summary: '防重复提交令牌' },
    async (_i, ctx) => ({ smartToken: await ctx.services.smartTokens.issue(ctx.user.uid) }));

  defineRoute(app, { path: '/api/v1/common/rate', access: 'session', tag, summary: '汇率（人民币，固定为1）' },
    () => ({ currency: 'CNY', rate: EXCHANGE_RATE_CNY }));

}
