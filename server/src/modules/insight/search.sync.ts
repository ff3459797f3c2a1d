/**
 * Keeps the search material (insight.tables.ts search_names) up to date by draining `search_queue`, which
 * triggers on orders, order_tourists and customers fill with one row per inserted / changed / deleted source row
 * (hand-written migration part server/drizzle/hand/0009_search.sql). Each batch is taken, recomputed (pinyin in JS;
 * an order's grams only in their index, migration 0011) and written in one transaction, so a failure puts it back.
 * Every reader of the material
 * (global search, the order list's keyword, the claim suggestion's contacts) drains first and so reads its own
 * writes: the queue is empty then, and the look costs one index probe. Also run on a 5 s timer and after the
 * (scale) seed. Several processes may drain at once: a second drainer waits for the rows the first one holds and
 * then finds them gone.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { rows } from '../../platform/session';
import { namePinyin, phoneDigits } from './search.names';

export const NameKind = { tourist: 1, contact: 2, customer: 3 } as const;

interface Source { kind: number; select: SQL }
const SOURCES: Source[] = [
  { kind: NameKind.tourist, select: sql`select id, client_name as name, client_phone_number as phone, null as code, null as channel from order_tourists` },
  { kind: NameKind.contact, select: sql`select id, contact_name as name, contact_phone as phone, code, channel_order_no as channel from orders` },
  { kind: NameKind.customer, select: sql`select id, name, phone, null as code, null as channel from customers` },
];
const BATCH = 2000;

interface SrcRow { id: number; name: string | null; phone: string | null; code: string | null; channel: string | null }

async function upsert(db: DB, kind: number, list: SrcRow[]): Promise<void> {
  const data = list.map((r) => {
    const name = (r.name ?? '').trim();
    const p = namePinyin(name);
    return { kind, ref_id: Number(r.id), name: name.toLowerCase().slice(0, 100), pinyin: p.pinyin, initials: p.initials, phone: phoneDigits(r.phone), code: r.code, channel: r.channel };
  });
  // An order's grams are not stored: the GIN expression index search_names_order_grams computes them from code,
  // name, phone and channel (migration 0011).
  await db.execute(sql`insert into search_names (kind, ref_id, name, pinyin, initials, phone, code, channel)
    select x.kind, x.ref_id, x.name, x.pinyin, x.initials, x.phone, lower(x.code), lower(x.channel)
    from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as x(kind smallint, ref_id integer, name varchar, pinyin varchar, initials varchar, phone varchar, code text, channel text)
    on conflict (kind, ref_id) do update set name = excluded.name, pinyin = excluded.pinyin, initials = excluded.initials, phone = excluded.phone,
      code = excluded.code, channel = excluded.channel
      where (search_names.name, search_names.pinyin, search_names.initials, search_names.phone, search_names.code, search_names.channel)
        is distinct from (excluded.name, excluded.pinyin, excluded.initials, excluded.phone, excluded.code, excluded.channel)`);
}

/** One batch: take up to BATCH queued rows, recompute them; the number taken (0: the queue was empty). */
async function drainBatch(db: DB): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = rows<{ kind: number; ref_id: number }>(await tx.execute(sql`delete from search_queue
      where id in (select id from search_queue order by id limit ${BATCH} for update) returning kind, ref_id`));
    if (!taken.length) return 0;
    for (const s of SOURCES) {
      const ids = [...new Set(taken.filter((t) => Number(t.kind) === s.kind).map((t) => Number(t.ref_id)))];
      if (!ids.length) continue;
      const list = rows<SrcRow>(await tx.execute(sql`${s.select} where id = any(${`{${ids.join(',')}}`}::int[])`));
      if (list.length) await upsert(tx as unknown as DB, s.kind, list);
      // Deleted source rows leave the index too (a search joins back to the source, so they were never found).
      const gone = ids.filter((id) => !list.some((r) => Number(r.id) === id));
      if (gone.length) await tx.execute(sql`delete from search_names where kind = ${s.kind} and ref_id = any(${`{${gone.join(',')}}`}::int[])`);
    }
    return taken.length;
  });
}

async function drainAll(db: DB): Promise<number> {
  // The usual answer before a keystroke: nothing queued (one probe of the queue's primary key).
  const [head] = rows<{ id: number }>(await db.execute(sql`select id from search_queue order by id limit 1`));
  if (!head) return 0;
  let n = 0;
  for (;;) {
    const k = await drainBatch(db);
    n += k;
    if (k < BATCH) break;
  }
  return n;
}

const running = new WeakMap<object, Promise<number>>();

/**
 * Brings the search material up to date (one drain at a time per database handle; a caller arriving mid-drain
 * waits for it and looks again, so what it wrote before calling is in).
 */
export async function syncSearchNames(db: DB): Promise<number> {
  const prev = running.get(db);
  const next = (prev ?? Promise.resolve(0)).catch(() => 0).then(() => drainAll(db));
  running.set(db, next);
  try { return await next; } finally { if (running.get(db) === next) running.delete(db); }
}

/**
 * Ids of orders whose number, contact name, contact phone or channel order number may contain the keyword: its
 * character pairs (its one character) are all among the order's grams (GIN expression index
 * search_names_order_grams, migration 0011: the expression and `kind = 2` as a literal must be the index's). A
 * candidate filter: the caller confirms with ILIKE on the order's own fields. The phone's grams are of its digits
 * (search_names.phone), so a phone fragment typed with separators ("0000-9999") also looks for its digits.
 * Drain (syncSearchNames) before using it.
 */
export function orderKeywordIds(keyword: string): SQL {
  const grams = sql`search_order_grams(code, name, phone, channel)`;
  const digits = keyword.replace(/[\s\-()+.]/g, '');
  const alt = digits !== keyword && /^\d+$/.test(digits) ? sql` or ${grams} @> merchant_query_grams(${digits})` : sql``;
  return sql`select ref_id from search_names where kind = ${sql.raw(String(NameKind.contact))} and (${grams} @> merchant_query_grams(${keyword})${alt})`;
}

/** Ids of orders whose contact name is exactly `name` (lower-cased match; the caller confirms the exact name). */
export const orderContactIds = (name: string): SQL =>
  sql`select ref_id from search_names where kind = ${NameKind.contact} and name = ${name.trim().toLowerCase()}`;
