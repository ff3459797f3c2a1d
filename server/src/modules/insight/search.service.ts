/**
 * Global search (issue 15): one keyword over orders, tourists, groups, products, customers and suppliers, each
 * kind only for a caller holding its list page, cut to the caller's data boundary, ranked (exact before prefix
 * before the rest, newest first within a rank). Every match is index-served: order numbers through the orders'
 * grams in the search material (GIN expression index search_names_order_grams), names / pinyin / initials through the same rows (prefix), suppliers through their name grams (0003), phones and ID numbers only on their full value (never a
 * fragment), shown masked unless the caller sees personal data (canSeeInfo on the order list).
 */
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import {
  maskIdCard, maskPhone, SEARCH_COUNT_CAP, SEARCH_KIND_TITLES, SEARCH_KINDS,
  type GlobalSearchReq, type GlobalSearchRes, type SearchGroup, type SearchHit, type SearchKind,
} from '@ta/contract';
import type { z } from 'zod';
import type { globalSearchReq } from '@ta/contract';
import { escapeLike } from '../../platform/data';
import type { Ctx } from '../../platform/route';
import { boundaryDeptIds, rows } from '../../platform/session';
import { seesInfo } from '../registration/tourist.service';
import { compact, idCardKey, phoneDigits } from './search.names';
import { NameKind, syncSearchNames } from './search.sync';

/** The list page each kind needs (any action: holding the key is the view right). */
const KIND_KEYS: Record<SearchKind, string[]> = {
  order: ['route_order_list'], tourist: ['route_order_list'], group: ['line_operation'], product: ['product_route_travel'],
  customer: ['customer_private', 'customer_unit', 'customer_peer'], supplier: ['supplier_list'],
};

interface Kw {
  raw: string;
  lower: string;
  /** Lower-case without spaces and separators (pinyin, initials). */
  compact: string;
  latin: boolean;
  like: string;
  prefix: string;
  phone: string | null;
  idcard: string | null;
  dates: string[];
}

interface Boundary { deptIds: number[] | null; uid: number }

function analyse(keyword: string): Kw {
  const raw = keyword.trim();
  const lower = raw.toLowerCase();
  const cp = compact(raw);
  const digits = raw.replace(/[\s\-()+]/g, '');
  const id = idCardKey(raw);
  const isId = /^(\d{17}[\dX]|\d{15})$/.test(id);
  const isPhone = !isId && /^\d{5,20}$/.test(digits);
  return {
    raw, lower, compact: cp, latin: /^[a-z]{2,}$/.test(cp),
    like: `%${escapeLike(lower)}%`, prefix: `${escapeLike(lower)}%`,
    phone: isPhone ? phoneDigits(digits) : null, idcard: isId ? id : null, dates: datesOf(raw),
  };
}

/** A departure date the keyword names: 2026-05-01, 2026/5/1, 5-1, 5月1日 (this year and next). */
export function datesOf(s: string): string[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const valid = (y: number, m: number, d: number) => {
    const t = new Date(Date.UTC(y, m - 1, d));
    return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
  };
  let m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(s);
  if (m) { const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]; return valid(y, mo, d) ? [`${y}-${pad(mo)}-${pad(d)}`] : []; }
  m = /^(\d{1,2})[-/.月](\d{1,2})日?$/.exec(s);
  if (m) {
    const y = new Date().getUTCFullYear();
    const [mo, d] = [Number(m[1]), Number(m[2])];
    return [y - 1, y, y + 1].filter((x) => valid(x, mo, d)).map((x) => `${x}-${pad(mo)}-${pad(d)}`);
  }
  return [];
}

/** `dept in (…) or owner = uid` on a table alias; undefined = everything. */
function boundarySql(alias: string, b: Boundary): SQL | undefined {
  if (b.deptIds === null) return undefined;
  const own = sql`${sql.raw(alias)}.created_by = ${b.uid}`;
  if (!b.deptIds.length) return own;
  return sql`(${sql.raw(alias)}.dept_id in (${sql.join(b.deptIds.map((d) => sql`${d}`), sql`, `)}) or ${own})`;
}

/**
 * Candidates one match branch may bring (runKind cuts each branch, after the boundary): one more than the count
 * shows (the page shows "200+" beyond), so more are never needed.
 */
const BRANCH_CAP = SEARCH_COUNT_CAP + 1;
const capped = (q: SQL) => q;

/**
 * Matches of the search material of a kind: exact name / pinyin / initials (rank 0), prefixes (1–2), phone exact
 * (0). Each branch is one index range, cut at SEARCH_COUNT_CAP + 1 rows (in index order a prefix range starts with the exact
 * value and the shortest names), so a two-letter prefix shared by a tenth of all tourists costs no more than a rare one.
 */
function nameMatches(kind: number, k: Kw): SQL[] {
  const out: SQL[] = [];
  const branch = (col: string, how: string, v: string, prefixRank: number) => {
    const c = sql.raw(col);
    out.push(capped(sql`select ref_id as id, case when ${c} = ${v} then 0 else ${prefixRank} end as rank, ${how} as how from search_names where kind = ${kind} and ${c} like ${`${escapeLike(v)}%`}`));
  };
  if (/[\u3400-\u9fff]/.test(k.raw)) branch('name', 'name', k.lower, 1);
  if (k.latin) { branch('initials', 'initials', k.compact, 2); branch('pinyin', 'pinyin', k.compact, 1); }
  if (k.phone) out.push(capped(sql`select ref_id as id, 0 as rank, 'phone' as how from search_names where phone = ${k.phone} and kind = ${kind}`));
  return out;
}

interface KindQuery {
  /** Each a `select id, rank, how`. */
  matches: SQL[];
  /** FROM of the record (alias t) with what the boundary needs. */
  from: SQL;
  where?: SQL;
  /** Joins only the display needs (made for the page's rows alone). */
  more?: SQL;
  /** Display columns (over t and the joins of `from` and `more`). */
  columns: SQL;
  hit(row: Record<string, unknown> & { id: number; how: string }): SearchHit;
}

/**
 * One statement per kind: the matches (each index-served and capped), one row per record with its best rank, cut
 * to the boundary (joins of `from` only), counted (at most the candidates: "1000+" beyond), ordered, paged, and only
 * the page's rows joined to what the display needs.
 */
async function runKind(ctx: Ctx, q: KindQuery, limit: number, offset: number): Promise<{ total: number; items: SearchHit[] }> {
  if (!q.matches.length) return { total: 0, items: [] };
  // Each branch is cut after the boundary (a narrow boundary still finds its own records behind a broad prefix):
  // the index range streams through the boundary's joins until BRANCH_CAP rows pass.
  const m = sql.join(q.matches.map((x) => (q.where
    ? sql`(select x.id, x.rank, x.how from (${x}) x join ${q.from} on t.id = x.id where ${q.where} limit ${BRANCH_CAP})`
    : sql`(${x} limit ${BRANCH_CAP})`)), sql` union all `);
  const cands = sql`with m as (${m}), b as (select id, min(rank) as r, min(how) as how from m group by id),
    f as materialized (select id, r, how from b)`;
  const res = await ctx.db.execute(sql`${cands}, pg as (select id, r, how from f order by r, id desc limit ${limit} offset ${offset})
    select pg.id, pg.how, (select count(*) from f) as n_total, ${q.columns}
    from pg join ${q.from} on t.id = pg.id ${q.more ?? sql``} order by pg.r, pg.id desc`);
  const list = rows<Record<string, unknown> & { id: number; how: string; n_total: string | number }>(res);
  let total = list.length ? Number(list[0].n_total) : 0;
  if (!list.length && offset > 0) {
    // A page past the end: the count alone.
    total = Number(rows<{ n: string | number }>(await ctx.db.execute(sql`${cands} select count(*) as n from f`))[0]?.n ?? 0);
  }
  return { total, items: list.map((r) => q.hit({ ...r, id: Number(r.id) })) };
}

const joinText = (...p: (string | null | undefined)[]) => p.filter((x) => x !== null && x !== undefined && x !== '').join(' · ');
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const day = (v: unknown) => String(v ?? '').slice(0, 10);

function orderQuery(ctx: Ctx, k: Kw, b: Boundary): KindQuery {
  const matches: SQL[] = [];
  // Order number and the channel's own order number: the order grams of the search material find them, the ILIKE confirms.
  // The order number's and the channel's number's prefix from the first character (B-trees on the material's
  // lower-cased copies). Not inside a number: the box finds records by what starts them, a phone or ID number only
  // whole; the order list's keyword still finds any part of a number (its grams).
  matches.push(capped(sql`select ref_id as id, case when code = ${k.lower} then 0 else 1 end as rank, 'code' as how from search_names where kind = ${NameKind.contact} and code like ${k.prefix}`));
  if (k.lower.length >= 2) {
    matches.push(capped(sql`select ref_id as id, case when channel = ${k.lower} then 0 else 1 end as rank, 'code' as how from search_names where kind = ${NameKind.contact} and channel like ${k.prefix}`));
  }
  matches.push(...nameMatches(NameKind.contact, k));
  const seePhone = seesInfo(ctx);
  return {
    matches, from: sql`orders t`, more: sql`join tour_groups g on g.id = t.group_id join products p on p.id = t.product_id`, where: boundarySql('t', b),
    columns: sql`t.code, t.channel_order_no, t.contact_name, t.contact_phone, g.departure_date::text as departure_date, p.name as product_name`,
    hit: (r) => ({
      kind: 'order', id: r.id, title: r.channel_order_no ? `${r.code}（${r.channel_order_no}）` : String(r.code),
      subtitle: joinText(str(r.contact_name), seePhone ? str(r.contact_phone) : String(maskPhone(str(r.contact_phone))), str(r.product_name), day(r.departure_date)),
      route: { key: 'lineOrderDetail', params: { id: r.id, title: `订单详情：${r.code}` } }, matched: r.how,
    }),
  };
}

function touristQuery(ctx: Ctx, k: Kw, b: Boundary): KindQuery {
  const matches = nameMatches(NameKind.tourist, k);
  // An ID number matches only as a whole (the existing index order_tourists_card); never a fragment.
  if (k.idcard) matches.push(capped(sql`select id, 0 as rank, 'idcard' as how from order_tourists where client_card_number in (${k.idcard}, ${k.idcard.toLowerCase()})`));
  const seeInfo = seesInfo(ctx);
  return {
    matches, from: sql`order_tourists t join orders o on o.id = t.order_id`, more: sql`join tour_groups g on g.id = o.group_id join products p on p.id = o.product_id`, where: boundarySql('o', b),
    columns: sql`t.order_id, t.client_name, t.client_card_number, t.client_phone_number, t.withdrawn, o.code as order_code, g.departure_date::text as departure_date, p.name as product_name`,
    hit: (r) => {
      const card = str(r.client_card_number); const phone = str(r.client_phone_number);
      return {
        kind: 'tourist', id: r.id, title: String(r.client_name) + (Number(r.withdrawn) ? '（已退团）' : ''),
        subtitle: joinText(card ? (seeInfo ? card : maskIdCard(card)) : null, phone ? (seeInfo ? phone : String(maskPhone(phone))) : null,
          `订单 ${r.order_code}`, str(r.product_name), day(r.departure_date)),
        route: { key: 'lineOrderDetail', params: { id: Number(r.order_id), title: `订单详情：${r.order_code}` } }, matched: r.how,
      };
    },
  };
}

function groupQuery(_ctx: Ctx, k: Kw, b: Boundary): KindQuery {
  const matches: SQL[] = [];
  if (k.lower.length >= 2) {
    // A group number is typed with its digits (letters alone, such as the common prefix, match every group and
    // would read them all: tour_groups has no prefix index of its lower-cased number).
    if (/\d/.test(k.lower)) matches.push(capped(sql`select id, case when lower(code) = ${k.lower} then 0 else 1 end as rank, 'code' as how from tour_groups where lower(code) like ${k.prefix}`));
    matches.push(capped(sql`select g.id, 2 as rank, 'name' as how from products p join tour_groups g on g.product_id = p.id where p.name ilike ${k.like}`));
  }
  for (const d of k.dates) matches.push(capped(sql`select id, 1 as rank, 'date' as how from tour_groups where departure_date = ${d}`));
  return {
    matches, from: sql`tour_groups t`, more: sql`join products p on p.id = t.product_id`, where: boundarySql('t', b),
    columns: sql`t.code, t.departure_date::text as departure_date, p.name as product_name, t.seats_plan, t.seats_held, t.seats_confirmed`,
    hit: (r) => ({
      kind: 'group', id: r.id, title: String(r.code),
      subtitle: joinText(str(r.product_name), `出发 ${day(r.departure_date)}`, `已占 ${Number(r.seats_held) + Number(r.seats_confirmed)}/${r.seats_plan}`),
      route: { key: 'LineOperationHallDetail', params: { id: r.id, title: `团期详情：${r.code}` } }, matched: r.how,
    }),
  };
}

function productQuery(_ctx: Ctx, k: Kw, b: Boundary): KindQuery {
  const matches: SQL[] = [capped(sql`select id, case when lower(code) = ${k.lower} or lower(name) = ${k.lower} then 0 when lower(code) like ${k.prefix} or lower(name) like ${k.prefix} then 1 else 2 end as rank,
    case when code ilike ${k.like} then 'code' else 'name' end as how from products where code ilike ${k.like} or name ilike ${k.like}`)];
  return {
    matches, from: sql`products t`, where: boundarySql('t', b),
    columns: sql`t.code, t.name, t.days, t.destination_text`,
    hit: (r) => ({
      kind: 'product', id: r.id, title: String(r.name), subtitle: joinText(str(r.code), `${r.days}天`, str(r.destination_text)),
      route: { key: 'RouteTravelBasicInfo', params: { id: r.id, title: `基本信息：${r.name}` } }, matched: r.how,
    }),
  };
}

const CUSTOMER_KIND_TITLE: Record<string, string> = { private: '散客', unit: '单位客户', peer: '同行客户' };
const CUSTOMER_KEY: Record<string, string> = { private: 'customer_private', unit: 'customer_unit', peer: 'customer_peer' };

function customerQuery(ctx: Ctx, k: Kw, b: Boundary): KindQuery {
  const kinds = Object.keys(CUSTOMER_KEY).filter((x) => ctx.user.grants.has(CUSTOMER_KEY[x]));
  const matches: SQL[] = [...nameMatches(NameKind.customer, k)];
  if (k.lower.length >= 2) matches.push(capped(sql`select id, case when lower(code) = ${k.lower} then 0 else 2 end as rank, case when code ilike ${k.like} then 'code' else 'name' end as how
    from customers where code ilike ${k.like} or name ilike ${k.like}`));
  const where = [boundarySql('t', b), sql`t.kind in (${sql.join(kinds.map((x) => sql`${x}`), sql`, `)})`].filter(Boolean) as SQL[];
  const seePhone = seesInfo(ctx);
  return {
    matches: kinds.length ? matches : [], from: sql`customers t`, where: sql.join(where, sql` and `),
    columns: sql`t.kind, t.subject, t.code, t.name, t.phone, t.contact_name`,
    hit: (r) => {
      const key = r.kind === 'private' ? 'customerEditor' : r.kind === 'unit' ? 'unitCustomerEditor' : r.subject === 'person' ? 'peerPersonEditor' : 'peerUnitEditor';
      return {
        kind: 'customer', id: r.id, title: String(r.name),
        subtitle: joinText(CUSTOMER_KIND_TITLE[String(r.kind)] ?? str(r.kind), str(r.code), str(r.contact_name), seePhone ? str(r.phone) : String(maskPhone(str(r.phone)))),
        route: { key, params: { id: r.id, title: `客户：${r.name}` } }, matched: r.how,
      };
    },
  };
}

function supplierQuery(_ctx: Ctx, k: Kw, b: Boundary): KindQuery {
  const matches: SQL[] = [capped(sql`select id, case when lower(name) = ${k.lower} then 0 when lower(name) like ${k.prefix} then 1 else 2 end as rank, 'name' as how
    from suppliers where name_grams @> merchant_query_grams(${k.lower}) and strpos(lower(name), ${k.lower}) > 0`)];
  if (k.lower.length >= 2) matches.push(capped(sql`select id, case when lower(code) = ${k.lower} then 0 else 1 end as rank, 'code' as how from suppliers where code ilike ${k.like}`));
  return {
    matches, from: sql`suppliers t`, where: boundarySql('t', b),
    columns: sql`t.name, t.code, t.short_name, t.blacklisted`,
    hit: (r) => ({
      kind: 'supplier', id: r.id, title: String(r.name), subtitle: joinText(str(r.code), str(r.short_name), r.blacklisted ? '黑名单' : null),
      route: { key: 'supplierEditor', params: { id: r.id, title: `编辑供应商：${r.name}` } }, matched: r.how,
    }),
  };
}

const BUILDERS: Record<SearchKind, (ctx: Ctx, k: Kw, b: Boundary) => KindQuery> = {
  order: orderQuery, tourist: touristQuery, group: groupQuery, product: productQuery, customer: customerQuery, supplier: supplierQuery,
};

/** The kinds the caller may search. */
export const searchableKinds = (ctx: Pick<Ctx, 'user'>): SearchKind[] => SEARCH_KINDS.filter((kind) => KIND_KEYS[kind].some((key) => ctx.user.grants.has(key)));

export async function globalSearch(ctx: Ctx, input: z.output<typeof globalSearchReq>): Promise<GlobalSearchRes> {
  const k = analyse(input.keyword);
  const kinds = searchableKinds(ctx).filter((x) => !input.kind || x === input.kind);
  if (kinds.some((x) => x === 'order' || x === 'tourist' || x === 'customer')) await syncSearchNames(ctx.db);
  const b: Boundary = { deptIds: await boundaryDeptIds(ctx.db, ctx.user.relation), uid: ctx.user.uid };
  const offset = (input.pageNo - 1) * input.pageSize;
  // On PostgreSQL the kinds run side by side on the pool; PGlite runs them one after another.
  const t0 = performance.now();
  const groups: SearchGroup[] = await Promise.all(kinds.map(async (kind) => {
    const r = await runKind(ctx, BUILDERS[kind](ctx, k, b), input.pageSize, offset);
    return { kind, title: SEARCH_KIND_TITLES[kind], total: r.total, has_more: r.total > offset + r.items.length, items: r.items };
  }));
  return { keyword: k.raw, groups, sql_ms: Math.round((performance.now() - t0) * 10) / 10 };
}
export type { GlobalSearchReq };
