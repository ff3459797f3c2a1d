/** Messages: to-do items, direct-connect order notifications and notices (results) of a user, with live count pushes. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Cmd } from '@ta/contract';
import type { DB } from '../../db/client';
import type { Counts, LiveHub } from '../../platform/live';
import { messages } from '../../platform/platform.tables';
import type { MessagePort, NewMessage } from '../../platform/services';
import { rows } from '../../platform/session';

export function messageService(db: DB, live: () => LiveHub): MessagePort {
  return {
    async counts(uid: number): Promise<Counts> {
      const res = await db.execute(sql`
        select count(*) filter (where kind = 'todo')::int as todo,
               count(*) filter (where kind = 'orderNotification')::int as orders,
               count(*) filter (where kind = 'result')::int as results
        from messages where user_id = ${uid} and read_at is null`);
      const r = rows<{ todo: number; orders: number; results: number }>(res)[0] ?? { todo: 0, orders: 0, results: 0 };
      const failed = await db.execute(sql`select title from messages where user_id = ${uid} and kind = 'result' and read_at is null order by id desc limit 1`);
      return {
        agencyData: { number: Number(r.todo) },
        orderNotificationNum: { number: Number(r.orders) },
        orderNotificationTotalNum: { number: Number(r.todo) + Number(r.orders) },
        resultNum: { number: Number(r.results) },
        failedReminder: rows<{ title: string }>(failed)[0]?.title ?? '',
      };
    },
    /** Adds messages inside the caller's transaction; their counts are pushed when it commits. */
    async notify(tx: DB, userIds: number[], m: NewMessage): Promise<void> {
      const ids = [...new Set(userIds)];
      if (!ids.length) return;
      await tx.insert(messages).values(ids.map((user_id) => ({ user_id, ...m })));
      await live().publishInTx(tx, { userIds: ids, cmd: Cmd.PUSH_REFRESH });
    },
    async markRead(uid: number, ids: number[]): Promise<void> {
      await db.update(messages).set({ read_at: sql`now()` })
        .where(and(eq(messages.user_id, uid), inArray(messages.id, ids), isNull(messages.read_at)));
      await live().publish({ userIds: [uid], cmd: Cmd.PUSH_REFRESH });
    },
  };
}
