import type { FastifyInstance } from 'fastify';
import {
  accountRow, loginReq, loginRes, Msg, noAnswer, permissionTreeAnswer, recoverReq, registerAnswer, registerReq, RESOURCES, smartTokenAnswer, switchRoleReq,
  updateSelfAnswer, updateSelfReq, userAuthRelation, userInfo,
} from '@ta/contract';
import { z } from 'zod';
import { findById, inTx, updateRow, type AnyRow } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/password';
import { users } from './account.tables';
import { defineRoute } from '../../platform/route';
import { limitsOf } from '../../platform/services';
import { clearSessionCookie, setSessionCookie } from '../../platform/web-session';
import { loadRelations } from '../../platform/session';
import * as svc from './account.service';

export function accountRoutes(app: FastifyInstance): void {
  const tag = '账号与会话';
  const limits = limitsOf(app.services.config);
  const perAddress = (max: number, timeWindow: number) => ({ max, timeWindow });
  defineRoute(app, { path: '/api/account/login', access: 'public', body: loginReq, out: loginRes, tag, summary: '登录', rateLimit: perAddress(limits.loginPerMinute, 60_000) },
    async (i, ctx) => {
      const r = await svc.login(ctx.db, i, { ip: ctx.req.ip, ua: ctx.req.headers['user-agent'], limits });
      setSessionCookie(ctx.req, ctx.reply, r.secretKey);
      return r;
    });

  defineRoute(app, { path: '/api/account/logout', access: 'session', out: noAnswer, tag, summary: '退出登录' }, async (_i, ctx) => {
    await inTx(ctx.db, (tx) => svc.revokeSessions(tx, ctx.services.live, { token: ctx.user.token }, 'logout'));
    clearSessionCookie(ctx.req, ctx.reply);
    return null;
  });

  defineRoute(app, { path: '/api/account/register', access: 'public', body: registerReq, out: registerAnswer, tag, summary: '注册（待管理员启用）', rateLimit: perAddress(limits.registerPerHour, 3_600_000) },
    async (i, ctx) => ({ ...(await svc.register(ctx.db, i)), msg: Msg.registerPending }));

  defineRoute(app, { path: '/api/account/recover', access: 'public', body: recoverReq, out: noAnswer, tag, summary: '用重置码找回密码', rateLimit: perAddress(limits.recoverPerHour, 3_600_000) },
    async (i, ctx) => { await svc.recover(ctx.db, ctx.services.live, i); return null; });

  defineRoute(app, { path: '/user/getLoginUser', access: 'session', out: userInfo, tag, summary: '当前用户信息' },
    (_i, ctx) => svc.userInfoOf(ctx.user, ctx.user.relation));

  defineRoute(app, { path: '/api/permission/getUserPermissionTree', access: 'session', out: permissionTreeAnswer, tag, summary: '当前角色的权限树' },
    (_i, ctx) => svc.permissionTree(ctx.user.grants));

  defineRoute(app, { path: '/api/account/getUserAuthRelations', access: 'session', out: z.array(userAuthRelation), tag, summary: '我的角色关系' },
    async (_i, ctx) => (await loadRelations(ctx.db, ctx.user.uid)).map((r) => svc.relationView(r, ctx.user.relation.id)));

  defineRoute(app, { path: '/api/account/switchRole', access: 'session', body: switchRoleReq, out: userInfo, tag, summary: '切换角色' },
    (i, ctx) => svc.switchRole(ctx.db, ctx.user, i.user_auth_relation_id));

  defineRoute(app, { path: '/api/common/smartToken', access: 'session', out: smartTokenAnswer, tag, summary: '防重复提交令牌' },
    async (_i, ctx) => ({ smartToken: await ctx.services.smartTokens.issue(ctx.user.uid) }));

  // /api/v1/common/rate: the finance module answers it from the exchange-rate data (ledger.routes.ts).


  defineRoute(app, { path: '/api/account/self', access: 'session', out: accountRow, tag, summary: '我的账号' }, async (_i, ctx) => {
    const { password_hash: _p, deleted_at: _d, ...u } = await findById<AnyRow>(ctx.db, users, ctx.user.uid);
    return u;
  });

  defineRoute(app, { path: '/api/account/updateSelf', access: 'session', body: updateSelfReq, out: updateSelfAnswer, tag, summary: '修改我的账号（姓名、联系方式、头像、密码）' },
    (i, ctx) => inTx(ctx.db, async (tx) => {
      const me = await findById<AnyRow>(tx, users, ctx.user.uid);
      const values: AnyRow = { user_name: i.user_name, phone: i.phone ?? null, email: i.email ?? null, head_img: i.head_img ?? null };
      if (i.password) {
        if (!(await verifyPassword(i.old_password ?? '', me.password_hash as string))) throw badInput('原密码不正确', [{ field: 'old_password', message: '原密码不正确' }]);
        values.password_hash = await hashPassword(i.password);
      }
      const row = await updateRow<AnyRow>(tx, users, ctx.user.uid, i.version, values, { user: ctx.user, def: RESOURCES.user });
      // A new password ends the user's other sessions (416 there); this one stays.
      if (i.password) await svc.revokeSessions(tx, ctx.services.live, { userId: ctx.user.uid, exceptToken: ctx.user.token }, 'password_changed');
      return { version: row.version, user_name: row.user_name };
    }));
}
