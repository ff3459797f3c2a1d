/**
 * Audit-centre routes. Per audit type (generated from AUDIT_TYPES, so the permission walk covers each
 * queue key): list, detail, pass, reject, batch. Beside them: submit (types whose handler opens it),
 * withdraw by the submitter, and an object's timeline. The flow settings are mounted from here too.
 */
import type { FastifyInstance } from 'fastify';
import {
  allows, AUDIT_TYPES, auditBatchReq, auditDetailReq, AuditMsg, auditListReq, auditPassReq, auditRejectReq, auditSubmitReq,
  auditTimelineReq, auditWithdrawReq, enumLabel, AuditInstanceStatus, auditBatchAnswer, auditDecisionAnswer, auditDetailAnswer,
  auditQueuePage, auditRunAnswer, auditTimelineAnswer,
} from '@ta/contract';
import { eq } from 'drizzle-orm';
import { inTx } from '../../platform/data';
import { auditInstances } from '../../platform/approval/approval.tables';
import { badInput, noPermission } from '../../platform/errors';
import { decide, decideBatch, submitForAudit, withdrawInTx, type Actor, type InstanceRow } from '../../platform/approval/engine';
import { auditHandler, auditTypeDef } from '../../platform/approval/registry';
import { defineRoute, type Ctx } from '../../platform/route';
import { approvalFlowRoutes } from './approval-flow.routes';
import { detail, queue, timelineFor } from './audit.service';

const TAG = '审核中心';
const actor = (ctx: Ctx): Actor => ({ uid: ctx.user.uid, user_name: ctx.user.user_name, dept_id: ctx.user.relation.department_id });
const runView = (r: InstanceRow) => ({
  id: r.id, type: r.type, object_id: r.object_id, seq: r.seq, status: r.status, status_label: enumLabel(AuditInstanceStatus, r.status),
  current_level: r.current_level, level_count: r.levels.length, version: r.version,
});

export function auditRoutes(app: FastifyInstance): void {
  for (const t of AUDIT_TYPES) {
    const base = `/api/v1/audit/${t.type}`;
    const view = { key: t.key, action: 'view' } as const;
    defineRoute(app, { path: `${base}/list`, access: view, body: auditListReq, out: auditQueuePage, tag: TAG, summary: `${t.title}：审核列表（待审核/已审核/抄送我的/全部）` },
      (i, ctx) => queue(ctx.db, t.type, i, ctx.user));
    defineRoute(app, { path: `${base}/detail`, access: view, body: auditDetailReq, out: auditDetailAnswer, tag: TAG, summary: `${t.title}：审核详情与审核记录` },
      (i, ctx) => detail(ctx.db, t.type, i.id, ctx.user));
    defineRoute(app, { path: `${base}/pass`, access: { key: t.key, action: 'canAudit' }, smartToken: true, body: auditPassReq, out: auditDecisionAnswer, tag: TAG, summary: `${t.title}：通过` },
      async (i, ctx) => {
        const r = await decide(ctx.services, { type: t.type, taskId: i.task_id, version: i.version, action: 'pass', comment: i.comment, user: actor(ctx) });
        return { ...runView(r.instance), finished: r.finished };
      });
    defineRoute(app, { path: `${base}/reject`, access: { key: t.key, action: 'canAudit' }, smartToken: true, body: auditRejectReq, out: auditDecisionAnswer, tag: TAG, summary: `${t.title}：驳回（须填写意见）` },
      async (i, ctx) => {
        const r = await decide(ctx.services, { type: t.type, taskId: i.task_id, version: i.version, action: 'reject', comment: i.comment, user: actor(ctx) });
        return { ...runView(r.instance), finished: r.finished };
      });
    defineRoute(app, { path: `${base}/batch`, access: { key: t.key, action: 'canBatchAudit' }, smartToken: true, body: auditBatchReq, out: auditBatchAnswer, tag: TAG, summary: `${t.title}：批量审核（逐条独立处理）` },
      async (i, ctx) => {
        const results = await decideBatch(ctx.services, { type: t.type, action: i.action, comment: i.comment, items: i.items, user: actor(ctx) }, (e) => ctx.req.log.error(e));
        return { results, success: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length };
      });
  }

  defineRoute(app, { path: '/api/v1/audit/submit', access: 'session', body: auditSubmitReq, out: auditRunAnswer, tag: TAG, summary: '提交审核（由该类型的处理器开放提交权限）' },
    async (i, ctx) => {
      const h = auditHandler(i.type);
      if (!h) throw badInput(`「${auditTypeDef(i.type)!.title}」尚未接入审批引擎，暂不能提交审核`);
      if (!h.submitAccess) throw badInput(AuditMsg.submitNotOpen);
      if (!allows(ctx.user.grants, h.submitAccess)) throw noPermission();
      const r = await inTx(ctx.db, async (tx) => {
        // The object inside the caller's data boundary (404 outside it), in a state that allows a submission.
        const state = await h.loadForCaller!(tx, i.object_id, ctx.user);
        if (state.submitRefused) throw badInput(state.submitRefused);
        return submitForAudit(ctx.services, tx, { type: i.type, objectId: i.object_id, submitter: actor(ctx) });
      });
      return runView(r);
    });

  defineRoute(app, { path: '/api/v1/audit/withdraw', access: 'session', body: auditWithdrawReq, out: auditRunAnswer, tag: TAG, summary: '撤回审核（提交人，在审批人处理之前）' },
    async (i, ctx) => runView(await inTx(ctx.db, async (tx) => {
      // The submitter must still see the object (a role relation switched away from its department does not).
      const [run] = await tx.select({ type: auditInstances.type, object_id: auditInstances.object_id }).from(auditInstances).where(eq(auditInstances.id, i.id));
      const load = run ? auditHandler(run.type)?.loadForCaller : undefined;
      if (run && load) await load(tx, run.object_id, ctx.user);
      return withdrawInTx(ctx.services, tx, { id: i.id, version: i.version, user: actor(ctx) });
    })));

  defineRoute(app, { path: '/api/v1/audit/timeline', access: 'session', body: auditTimelineReq, out: auditTimelineAnswer, tag: TAG, summary: '单据的审核记录（全部提交轮次）' },
    (i, ctx) => timelineFor(ctx.db, i.type, i.object_id, ctx.user));

  approvalFlowRoutes(app);
}
