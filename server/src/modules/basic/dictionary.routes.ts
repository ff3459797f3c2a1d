/** Data dictionary: types and their items (list/detail/add/update/delete) and the options of a type for selects. */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { dictOptionRow, dictOptionsReq, RESOURCES } from '@ta/contract';
import type { DB } from '../../db/client';
import { findPage, type AnyRow } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { mountResource } from '../../platform/resource';
import { defineRoute } from '../../platform/route';
import { assertUniqueIn, assertUnused, registerUsage } from './basic.rules';
import { dictItems, dictTypes } from './basic.tables';

registerUsage('dictType', async (tx, row) => {
  const items = await tx.select({ label: dictItems.label }).from(dictItems).where(eq(dictItems.type_id, row.id as number)).orderBy(asc(dictItems.sort), asc(dictItems.id));
  return { where: '字典项', names: items.map((i) => i.label), count: items.length };
});

async function typeOf(tx: DB, id: number) {
  const [t] = await tx.select().from(dictTypes).where(eq(dictTypes.id, id));
  if (!t) throw badInput('字典类型不存在', [{ field: 'type_id', message: '字典类型不存在' }]);
  return t;
}

export function dictionaryRoutes(app: FastifyInstance): void {
  const T = dictTypes;
  mountResource(app, RESOURCES.dictType, {
    table: T,
    list: async (_i, ctx, base) => {
      const page = await findPage<AnyRow>(ctx.db, T, { ...base, defaultSort: { field: 'sort', order: 'asc' } });
      const ids = page.data.map((r) => r.id as number);
      const counts = ids.length ? await ctx.db.select({ type_id: dictItems.type_id, n: sql<number>`count(*)::int` }).from(dictItems)
        .where(inArray(dictItems.type_id, ids)).groupBy(dictItems.type_id) : [];
      const n = new Map(counts.map((c) => [c.type_id, Number(c.n)]));
      return { page_data: { ...page, data: page.data.map((r) => ({ ...r, item_count: n.get(r.id as number) ?? 0 })) } };
    },
    beforeAdd: async (tx, i) => {
      await assertUniqueIn(tx, T, { col: T.code, value: i.code, label: '字典类型编码', field: 'code' });
      await assertUniqueIn(tx, T, { col: T.name, value: i.name, label: '字典类型名称', field: 'name' });
      return { ...i, builtin: false };
    },
    beforeUpdate: async (tx, i, before) => {
      if (before.builtin && i.code !== before.code) throw badInput(`内置字典类型的编码不能修改（${String(before.code)}）`, [{ field: 'code', message: '内置字典类型的编码不能修改' }]);
      await assertUniqueIn(tx, T, { col: T.code, value: i.code, label: '字典类型编码', field: 'code', idCol: T.id, exceptId: i.id as number });
      await assertUniqueIn(tx, T, { col: T.name, value: i.name, label: '字典类型名称', field: 'name', idCol: T.id, exceptId: i.id as number });
      const { builtin: _ignored, ...rest } = i;
      return rest;
    },
    beforeDelete: async (tx, row) => {
      if (row.builtin) throw badInput(`内置字典类型“${String(row.name)}”不能删除`);
      await assertUnused(tx, 'dictType', `字典类型“${String(row.name)}”`, row);
    },
  });

  const I = dictItems;
  mountResource(app, RESOURCES.dictItem, {
    table: I,
    // The items of one type, by its code (the dictionary screens and the options pick it so).
    filters: { type_code: z.string({ error: '字典类型编码格式不正确' }).max(64, '字典类型编码格式不正确').optional().nullable() },
    list: async (input, ctx, base) => {
      const where = [];
      if (typeof input.type_code === 'string' && input.type_code) {
        where.push(sql`${I.type_id} = (select id from dict_types where code = ${input.type_code})`);
      }
      return { page_data: await findPage(ctx.db, I, { ...base, where, defaultSort: { field: 'sort', order: 'asc' } }) };
    },
    beforeAdd: async (tx, i) => {
      await typeOf(tx, i.type_id as number);
      const scope = [eq(I.type_id, i.type_id as number)];
      await assertUniqueIn(tx, I, { col: I.code, value: i.code, label: '字典项编码', field: 'code', scope });
      await assertUniqueIn(tx, I, { col: I.label, value: i.label, label: '字典项名称', field: 'label', scope });
      return i;
    },
    beforeUpdate: async (tx, i) => {
      await typeOf(tx, i.type_id as number);
      const scope = [eq(I.type_id, i.type_id as number)];
      await assertUniqueIn(tx, I, { col: I.code, value: i.code, label: '字典项编码', field: 'code', scope, idCol: I.id, exceptId: i.id as number });
      await assertUniqueIn(tx, I, { col: I.label, value: i.label, label: '字典项名称', field: 'label', scope, idCol: I.id, exceptId: i.id as number });
      return i;
    },
    beforeDelete: async (tx, row) => assertUnused(tx, 'dictItem', `字典项“${String(row.label)}”`, row),
  });

  defineRoute(app, {
    path: '/api/v1/dictionary/options', access: 'session', body: dictOptionsReq, out: z.array(dictOptionRow), tag: '字典类型', summary: '某字典类型的启用项（下拉选项，按排序）',
  }, async (i, ctx) => {
    const [type] = await ctx.db.select({ id: dictTypes.id }).from(dictTypes).where(eq(dictTypes.code, i.type_code));
    if (!type) throw badInput(`字典类型“${i.type_code}”不存在`, [{ field: 'type_code', message: '字典类型不存在' }]);
    const list = await ctx.db.select({ value: I.code, label: I.label, extra: I.extra }).from(I)
      .innerJoin(dictTypes, eq(dictTypes.id, I.type_id))
      .where(and(eq(dictTypes.code, i.type_code), eq(dictTypes.enabled, true), eq(I.enabled, true)))
      .orderBy(asc(I.sort), asc(I.id));
    return list;
  });
}
