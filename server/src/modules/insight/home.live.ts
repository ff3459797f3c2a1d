/**
 * Live refresh of the home figures: every few seconds one look at the change history (every write of orders,
 * receipts and groups records there); when one of them changed, one push PUSH_HOME_REFRESH (no data) to the users
 * connected to this process, whose home refetches. At most one push per interval, however many writes.
 * The same tick keeps the search's name index current.
 */
import { sql } from 'drizzle-orm';
import { Cmd } from '@ta/contract';
import type { Services } from '../../platform/services';
import { rows } from '../../platform/session';
import { syncSearchNames } from './search.sync';

export const HOME_WATCH_MS = 5000;
const WATCHED = ['orders', 'receipts', 'refunds', 'tour_groups', 'group_costs', 'order_tourists'];

export function watchHomeChanges(s: Services, onError: (e: unknown) => void): () => void {
  let last: number | null = null;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const [m] = rows<{ m: string | number | null }>(await s.db.execute(sql`select max(id) as m from change_log`));
      const max = Number(m?.m ?? 0);
      if (last !== null && max > last) {
        const [hit] = rows<{ x: boolean }>(await s.db.execute(sql`select exists(select 1 from change_log where id > ${last} and id <= ${max} and action <> 'view'
          and table_name in (${sql.join(WATCHED.map((t) => sql`${t}`), sql`, `)})) as x`));
        const users = s.live.connectedUserIds();
        if (hit?.x && users.length) await s.live.publish({ userIds: users, cmd: Cmd.PUSH_HOME_REFRESH });
        await syncSearchNames(s.db);
      }
      last = max;
    } catch (e) { onError(e); } finally { busy = false; }
  };
  const timer = setInterval(() => { void tick(); }, s.config.homeWatchMs ?? HOME_WATCH_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
