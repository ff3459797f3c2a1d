/** Travel templates, message templates, contract keys and contract templates. */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { MessageChannel, MessageScene, placeholdersOf, RESOURCES } from '@ta/contract';
import type { DB } from '../../db/client';
import { findPage, type AnyRow } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { mountResource } from '../../platform/resource';
import { assertUniqueIn, assertUnused, inUse, registerUsage } from './basic.rules';
import { contractKeys, contractTemplates, messageTemplates, travelTemplates } from './basic.tables';

/** Templates whose content uses a contract key. */
async function templatesUsingKey(tx: DB, key: string) {
  const ts = await tx.select({ name: contractTemplates.name }).from(contractTemplates)
    .where(sql`${contractTemplates.keys} @> ${JSON.stringify([key])}::jsonb`).orderBy(asc(contractTemplates.id));
  return { where: '合同模板', names: ts.map((t) => t.name), count: ts.length };
}
registerUsage('contractKey', (tx, row) => templatesUsingKey(tx, row.key as string));

/** The keys a contract template's content uses; unknown placeholders are refused, named. */
async function contractKeysOf(tx: DB, content: string): Promise<string[]> {
  const used = placeholdersOf(content);
  if (!used.length) return [];
  const known = new Set((await tx.select({ key: contractKeys.key }).from(contractKeys).where(inArray(contractKeys.key, used))).map((k) => k.key));
  const unknown = used.filter((k) => !known.has(k));
  if (unknown.length) {
    const msg = `模板内容包含未定义的合同关键字：${unknown.map((k) => `{${k}}`).join('、')}`;
    throw badInput(msg, [{ field: 'content', message: msg }]);
  }
  return used;
}

/** Only one enabled message template per scene and channel, so the sender knows which to use. */
async function oneEnabledPerScene(tx: DB, i: AnyRow, exceptId?: number): Promise<void> {
  if (!i.enabled || !i.scene) return;
  const M = messageTemplates;
  const conds = [eq(M.scene, i.scene as string), eq(M.channel, i.channel as string), eq(M.enabled, true)];
  if (exceptId) conds.push(ne(M.id, exceptId));
  const [other] = await tx.select({ name: M.name }).from(M).where(and(...conds)).limit(1);
  if (other) {
    const what = `“${MessageScene[i.scene as keyof typeof MessageScene]}”场景的${MessageChannel[i.channel as keyof typeof MessageChannel]}已有启用的模板“${other.name}”`;
    throw badInput(what, [{ field: 'scene', message: what }]);
  }
}

export function templateRoutes(app: FastifyInstance): void {
  const T = travelTemplates;
  mountResource(app, RESOURCES.travelTemplate, {
    table: T,
    beforeAdd: async (tx, i) => {
      await assertUniqueIn(tx, T, { col: T.title, value: i.title, label: '行程模板标题', field: 'title' });
      return { ...i, day_count: (i.days as unknown[]).length };
    },
    beforeUpdate: async (tx, i) => {
      await assertUniqueIn(tx, T, { col: T.title, value: i.title, label: '行程模板标题', field: 'title', idCol: T.id, exceptId: i.id as number });
      return { ...i, day_count: (i.days as unknown[]).length };
    },
    beforeDelete: (tx, row) => assertUnused(tx, 'travelTemplate', `行程模板“${String(row.title)}”`, row),
  });

  const M = messageTemplates;
  mountResource(app, RESOURCES.messageTemplate, {
    table: M,
    beforeAdd: async (tx, i) => {
      await assertUniqueIn(tx, M, { col: M.name, value: i.name, label: '消息模板名称', field: 'name' });
      await oneEnabledPerScene(tx, i);
      return i;
    },
    beforeUpdate: async (tx, i) => {
      await assertUniqueIn(tx, M, { col: M.name, value: i.name, label: '消息模板名称', field: 'name', idCol: M.id, exceptId: i.id as number });
      await oneEnabledPerScene(tx, i, i.id as number);
      return i;
    },
    beforeDelete: (tx, row) => assertUnused(tx, 'messageTemplate', `消息模板“${String(row.name)}”`, row),
  });

  const K = contractKeys;
  mountResource(app, RESOURCES.contractKey, {
    table: K,
    list: async (_i, ctx, base) => {
      const page = await findPage<AnyRow>(ctx.db, K, { ...base, defaultSort: { field: 'sort', order: 'asc' } });
      const used = await Promise.all(page.data.map((r) => templatesUsingKey(ctx.db, r.key as string)));
      return { page_data: { ...page, data: page.data.map((r, n) => ({ ...r, used_by: used[n].names })) } };
    },
    beforeAdd: async (tx, i) => {
      await assertUniqueIn(tx, K, { col: K.key, value: i.key, label: '合同关键字', field: 'key' });
      return i;
    },
    beforeUpdate: async (tx, i, before) => {
      await assertUniqueIn(tx, K, { col: K.key, value: i.key, label: '合同关键字', field: 'key', idCol: K.id, exceptId: i.id as number });
      if (i.key !== before.key) {
        const u = await templatesUsingKey(tx, before.key as string);
        if (u.count) throw badInput(inUse(`关键字“${String(before.key)}”`, u).message.replace(/不能删除$/, '不能修改关键字'), [{ field: 'key', message: '关键字已被合同模板使用，不能修改' }]);
      }
      return i;
    },
    beforeDelete: (tx, row) => assertUnused(tx, 'contractKey', `关键字“${String(row.key)}”`, row),
  });

  const C = contractTemplates;
  mountResource(app, RESOURCES.contractTemplate, {
    table: C,
    beforeAdd: async (tx, i) => {
      await assertUniqueIn(tx, C, { col: C.name, value: i.name, label: '合同模板名称', field: 'name' });
      return { ...i, keys: await contractKeysOf(tx, i.content as string) };
    },
    beforeUpdate: async (tx, i) => {
      await assertUniqueIn(tx, C, { col: C.name, value: i.name, label: '合同模板名称', field: 'name', idCol: C.id, exceptId: i.id as number });
      return { ...i, keys: await contractKeysOf(tx, i.content as string) };
    },
    beforeDelete: (tx, row) => assertUnused(tx, 'contractTemplate', `合同模板“${String(row.name)}”`, row),
  });
}
