/** Labels: one table, one resource per kind (product level, product label, property, service type, group type). */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { LABEL_KINDS, LabelKind, labelOptionRow, labelOptionsReq, RESOURCES, type LabelKindCode } from '@ta/contract';
import { findPage, type AnyRow } from '../../platform/data';
import { notFound } from '../../platform/errors';
import { mountResource } from '../../platform/resource';
import { defineRoute } from '../../platform/route';
import { assertUniqueIn, assertUnused } from './basic.rules';
import { labels } from './basic.tables';

const L = labels;

function mountKind(app: FastifyInstance, kind: LabelKindCode): void {
  const title = LabelKind[kind];
  const sameKind = (row: AnyRow) => { if (row.kind !== kind) throw notFound(); };
  const unique = (tx: Parameters<typeof assertUniqueIn>[0], i: AnyRow, exceptId?: number) =>
    assertUniqueIn(tx, L, { col: L.name, value: i.name, label: `${title}名称`, field: 'name', scope: [eq(L.kind, kind)], idCol: L.id, exceptId });
  mountResource(app, RESOURCES[`label_${kind}`], {
    table: L,
    list: async (_i, ctx, base) => ({
      page_data: await findPage(ctx.db, L, { ...base, filters: { ...base.filters, kind: undefined }, where: [eq(L.kind, kind)], defaultSort: { field: 'sort', order: 'asc' } }),
    }),
    // Detail, update and delete answer "not found" for an id of another kind.
    present: async (rs) => { rs.forEach(sameKind); return rs; },
    beforeAdd: async (tx, i) => { await unique(tx, i); return { ...i, kind }; },
    beforeUpdate: async (tx, i, before) => { sameKind(before); await unique(tx, i, i.id as number); return { ...i, kind }; },
    beforeDelete: async (tx, row) => { sameKind(row); await assertUnused(tx, 'label', `${title}“${String(row.name)}”`, row); },
  });
}

export function labelRoutes(app: FastifyInstance): void {
  for (const kind of LABEL_KINDS) mountKind(app, kind);
  defineRoute(app, {
    path: '/api/v1/label/options', access: 'session', body: labelOptionsReq, out: z.array(labelOptionRow), tag: '标签', summary: '某类标签的启用项（下拉选项，按排序）',
  }, async (i, ctx) => ctx.db.select({ value: L.id, label: L.name, code: L.code, color: L.color }).from(L)
    .where(and(eq(L.kind, i.kind), eq(L.enabled, true))).orderBy(asc(L.sort), asc(L.id)));
}
