/**
 * Keeps the search's name index (insight.tables.ts search_names) up to date: new source rows by id (one
 * watermark per kind), changed ones through the change history (platform/history.ts records every write of
 * orders, tourists and customers). Runs before each search (cheap when nothing is new), on a timer, and after
 * the scale seed. Idempotent: several processes may run it at once (upserts, watermarks only move forward).
 */
import { sql } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { rows } from '../../platform/session';
import { namePinyin, phoneDigits } from './search.names';

export const NameKind = { tourist: 1, contact: 2, customer: 3 } as const;

interface Source { kind: number; table: string; name: string; phone: string }
const SOURCES: Source[] = [
  { kind: NameKind.tourist, table: 'order_tourists', name: 'client_name', phone: 'client_phone_number' },
  { kind: NameKind.contact, table: 'orders', name: 'contact_name', phone: 'contact_phone' },
  { kind: NameKind.customer, table: 'customers', name: 'name', phone: 'phone' },
];
const BATCH = 5000;
const CHANGES = 'change_log';

interface SrcRow { id: number; name: string | null; phone: string | null }

async function watermark(db: DB, name: string): Promise<number | null> {
  const r = rows<{ last_id: string | number }>(await db.execute(sql`select last_id from search_sync where name = ${name}`));
  return r.length ? Number(r[0].last_id) : null;
}
async function setWatermark(db: DB, name: string, id: number): Promise<void> {
  await db.execute(sql`insert into search_sync (name, last_id) values (${name}, ${id})
    on conflict (name) do update set last_id = greatest(search_sync.last_id, excluded.last_id)`);
}

async function upsert(db: DB, kind: number, list: SrcRow[]): Promise<void> {
  if (!list.length) return;
  const data = list.map((r) => {
    const name = (r.name ?? '').trim();
    const p = namePinyin(name);
    return { kind, ref_id: Number(r.id), name: name.toLowerCase().slice(0, 100), pinyin: p.pinyin, initials: p.initials, phone: phoneDigits(r.phone) };
  });
  for (let i = 0; i < data.length; i += 1000) {
    await db.execute(sql`insert into search_names (kind, ref_id, name, pinyin, initials, phone)
      select kind, ref_id, name, pinyin, initials, phone
      from jsonb_to_recordset(${JSON.stringify(data.slice(i, i + 1000))}::jsonb) as x(kind smallint, ref_id integer, name varchar, pinyin varchar, initials varchar, phone varchar)
      on conflict (kind, ref_id) do update set name = excluded.name, pinyin = excluded.pinyin, initials = excluded.initials, phone = excluded.phone`);
  }
}

const selectOf = (s: Source) => sql.raw(`select id, ${s.name} as name, ${s.phone} as phone from ${s.table}`);

/** One look: is anything newer than the watermarks? (The usual answer before a keystroke's search: no.) */
async function behind(db: DB): Promise<boolean> {
  const [st] = rows<Record<string, string | number | null>>(await db.execute(sql`select
    (select max(id) from order_tourists) as order_tourists, (select max(id) from orders) as orders, (select max(id) from customers) as customers,
    (select max(id) from change_log) as change_log, (select coalesce(json_object_agg(name, last_id), '{}'::json)::text from search_sync) as w`));
  const w = JSON.parse(String(st.w ?? '{}')) as Record<string, number>;
  return [...SOURCES.map((x) => x.table), CHANGES].some((k) => w[k] === undefined || Number(st[k] ?? 0) > Number(w[k]));
}

async function syncOnce(db: DB): Promise<number> {
  if (!(await behind(db))) return 0;
  let n = 0;
  // The change-history watermark starts where the first full read starts: later changes are replayed.
  if ((await watermark(db, CHANGES)) === null) {
    const [m] = rows<{ m: string | number | null }>(await db.execute(sql`select max(id) as m from change_log`));
    await setWatermark(db, CHANGES, Number(m?.m ?? 0));
  }
  for (const s of SOURCES) {
    for (;;) {
      const from = (await watermark(db, s.table)) ?? 0;
      const list = rows<SrcRow>(await db.execute(sql`${selectOf(s)} where id > ${from} order by id limit ${BATCH}`));
      if (!list.length) break;
      await upsert(db, s.kind, list);
      await setWatermark(db, s.table, Number(list[list.length - 1].id));
      n += list.length;
      if (list.length < BATCH) break;
    }
  }
  for (;;) {
    const from = (await watermark(db, CHANGES)) ?? 0;
    const changed = rows<{ id: string | number; table_name: string; record_id: number }>(await db.execute(sql`select id, table_name, record_id from change_log
      where id > ${from} and table_name in ('order_tourists', 'orders', 'customers') and action in ('create', 'update') order by id limit ${BATCH}`));
    if (!changed.length) {
      // Nothing of ours: skip ahead to the newest entry so the next look starts there.
      const [m] = rows<{ m: string | number | null }>(await db.execute(sql`select max(id) as m from change_log where id > ${from}`));
      if (m?.m !== null && m?.m !== undefined) await setWatermark(db, CHANGES, Number(m.m));
      break;
    }
    for (const s of SOURCES) {
      const ids = [...new Set(changed.filter((c) => c.table_name === s.table).map((c) => Number(c.record_id)))];
      if (!ids.length) continue;
      const list = rows<SrcRow>(await db.execute(sql`${selectOf(s)} where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`));
      await upsert(db, s.kind, list);
      n += list.length;
    }
    await setWatermark(db, CHANGES, Number(changed[changed.length - 1].id));
    if (changed.length < BATCH) break;
  }
  return n;
}

const running = new WeakMap<object, Promise<number>>();

/** Brings the name index up to date (one run at a time per database handle; a caller arriving mid-run waits for it and runs again). */
export async function syncSearchNames(db: DB): Promise<number> {
  const prev = running.get(db);
  const next = (prev ?? Promise.resolve(0)).catch(() => 0).then(() => syncOnce(db));
  running.set(db, next);
  try { return await next; } finally { if (running.get(db) === next) running.delete(db); }
}
