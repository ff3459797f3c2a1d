/** Sales channels (/api/v1/salesChannel/*): online OTA shops, offline stores and other channels. */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { RESOURCES, salesChannelChoice, salesChannelListQuery } from '@ta/contract';
import { z } from 'zod';
import type { DB } from '../../db/client';
import { findPage, type AnyRow } from '../../platform/data';
import { mountResource } from '../../platform/resource';
import { defineRoute } from '../../platform/route';
import { normalizeArea } from './merchant.area';
import { assertNotInUse, registerUsage, usageQuery } from '../../platform/usage';
import { assertUnique } from '../../platform/unique';
import {
  assertInBoundary, blanksToNull, boundaryOf, codeFilter, ownerOf, parseInput, userNames,
} from './merchant.common';
import { salesChannels } from './merchant.tables';

const def = RESOURCES.salesChannel;
const SC = salesChannels;

async function present(db: DB, list: AnyRow[]): Promise<AnyRow[]> {
  const users = await userNames(db, list.map((r) => r.created_by));
  return list.map((r) => ({ ...r, created_by_name: users.get(Number(r.created_by)) ?? null }));
}

async function check(tx: DB, i: AnyRow, exceptId?: number): Promise<AnyRow> {
  await assertUnique(tx, { table: SC, col: SC.name, value: i.name, label: '渠道名称', field: 'name', idCol: SC.id, exceptId, lower: true });
  const { id: _i, version: _v, ...rest } = await normalizeArea(tx, blanksToNull(i));
  // A sales platform belongs to online channels only.
  return { ...rest, platform: i.type === 0 ? i.platform : null };
}

export function salesChannelRoutes(app: FastifyInstance): void {
  registerUsage('salesChannel', 'customers', usageQuery('客户', (id) =>
    sql`select count(*)::int as n, string_agg(name, '、') as names from customers where channel_id = ${id}`));

  mountResource(app, def, {
    table: SC,
    query: salesChannelListQuery,
    list: async (input, ctx, base) => {
      const q = parseInput(salesChannelListQuery, input);
      const page = await findPage<AnyRow>(ctx.db, SC, {
        ...base, filters: { name: q.name },
        where: [codeFilter(SC.type, q.type), codeFilter(SC.platform, q.platform), q.enabled === undefined ? undefined : eq(SC.enabled, q.enabled)],
      });
      return { page_data: { ...page, data: await present(ctx.db, page.data) } };
    },
    present: async (list, ctx) => {
      const b = await boundaryOf(ctx);
      list.forEach((r) => assertInBoundary(r, b));
      return present(ctx.db, list);
    },
    beforeAdd: async (tx, i, ctx) => ({ ...(await check(tx, i)), ...ownerOf(ctx) }),
    beforeUpdate: async (tx, i, before, ctx) => {
      assertInBoundary(before, await boundaryOf(ctx));
      return check(tx, i, i.id as number);
    },
    beforeDelete: async (tx, row, ctx) => {
      assertInBoundary(row, await boundaryOf(ctx));
      await assertNotInUse(tx, 'salesChannel', row, '该销售渠道');
    },
  });

  defineRoute(app, {
    path: '/api/v1/salesChannel/options', out: z.array(salesChannelChoice), access: { key: def.permissionKey, action: 'view' }, tag: def.title,
    body: z.object({ include_disabled: z.boolean({ error: '是否包含停用只能是是或否' }).optional() }),
    summary: '销售渠道选项（选择器用；默认只含启用的渠道）',
  }, (i, ctx) => ctx.db.select({ id: SC.id, name: SC.name, type: SC.type, platform: SC.platform, enabled: SC.enabled }).from(SC)
    .where(and(i.include_disabled ? undefined : eq(SC.enabled, true))).orderBy(asc(SC.type), asc(SC.name)));
}
