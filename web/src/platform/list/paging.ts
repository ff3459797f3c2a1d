/**
 * Paged lists (SPEC sections 3 and 7): the request forms a list source may take and the response shapes
 * the loader accepts. Pure functions, unit-tested.
 */
import type { QueryParams } from '../http/query';

/**
 * A page of a list. `capped`: the server counted up to its cap only ("10,000+", docs/decisions.md "Lists that
 * return rows first"); `summaryDeferred`: the summary bar's sums come with a second `totals_only` request;
 * `totalDeferred`: the rows came without a count (`total` is 0): the total comes with the `totals_only` request.
 */
export interface Page<T> { rows: T[]; total: number; summary?: Record<string, number>; capped?: boolean; summaryDeferred?: boolean; totalDeferred?: boolean }

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const arr = <T>(v: unknown): T[] | undefined => (Array.isArray(v) ? (v as T[]) : undefined);

function summaryOf(resp: Obj): Record<string, number> | undefined {
  const s = resp.summary;
  if (!isObj(s)) return undefined;
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(s)) { const n = num(v); if (n !== undefined) out[k] = n; }
  return out;
}

/**
 * Accepts every paged shape: page_data{total_size,total_page,data}; total/pages/list;
 * total_size/total_page/page_size/page_index/data; pageNo/pageSize/totalCount/totalPage (+data or list);
 * data/pageNo/totalCount; and a bare array. Anything else is an empty page.
 */
export function normalizePage<T>(resp: unknown): Page<T> {
  if (Array.isArray(resp)) return { rows: resp as T[], total: resp.length };
  if (!isObj(resp)) return { rows: [], total: 0 };
  const summary = summaryOf(resp);
  const withSummary = (p: Page<T>): Page<T> => ({ ...p, ...(summary ? { summary } : {}), ...(resp.summary_deferred === true ? { summaryDeferred: true } : {}) });
  if (isObj(resp.page_data)) {
    const inner = normalizePage<T>(resp.page_data);
    return withSummary(inner);
  }
  const rows = arr<T>(resp.data) ?? arr<T>(resp.list) ?? arr<T>(resp.records) ?? arr<T>(resp.rows);
  if (!rows) return withSummary({ rows: [], total: 0 });
  const total = num(resp.total_size) ?? num(resp.totalCount) ?? num(resp.total) ?? rows.length;
  return withSummary({ rows, total, ...(resp.total_capped === true ? { capped: true } : {}), ...(resp.total_deferred === true ? { totalDeferred: true } : {}) });
}

/** The total as shown: "10,000+" while capped (or a lower bound), "…" while it is being counted. */
export const totalText = (total: number, capped?: boolean, pending?: boolean): string =>
  (pending ? '…' : `${total.toLocaleString('en-US')}${capped ? '+' : ''}`);

/**
 * What the pager shows: `total` sizes the pager, `text` is the figure of "总共 … 条". `pending`: the rows came without
 * their total (`totalDeferred`) and the `totals_only` request has not answered; `failed`: it answered an error.
 */
export interface PagerTotal { total: number; text: string; capped: boolean; pending: boolean; failed: boolean }

/**
 * The pager's total of a page of rows and the answer of its `totals_only` request (`counted`, once there). While a
 * deferred total is pending the pager counts the rows so far and, after a full page, one page more — so 下一页 works
 * before the count arrives; a short page is the last one, so the total is then known from the rows. A failed count
 * shows the rows so far as a lower bound ("40+").
 */
export function pagerTotal(page: Pick<Page<unknown>, 'rows' | 'total' | 'capped' | 'totalDeferred'>, pageNo: number, pageSize: number,
  counted?: { total: number }, failed = false): PagerTotal {
  if (counted) return { total: counted.total, text: totalText(counted.total), capped: false, pending: false, failed: false };
  if (!page.totalDeferred) return { total: page.total, text: totalText(page.total, page.capped), capped: Boolean(page.capped), pending: false, failed: false };
  const sofar = (Math.max(1, pageNo) - 1) * pageSize + page.rows.length;
  const full = page.rows.length >= pageSize;
  if (!full && (page.rows.length > 0 || pageNo <= 1)) return { total: sofar, text: totalText(sofar), capped: false, pending: false, failed: false };
  const total = full ? sofar + pageSize : sofar;
  return failed
    ? { total, text: totalText(sofar, true), capped: false, pending: false, failed: true }
    : { total, text: totalText(total, false, true), capped: false, pending: true, failed: false };
}

export type SortOrder = 'ascend' | 'descend';
export interface ListQuery {
  pageNo: number;
  pageSize: number;
  filters: Record<string, unknown>;
  sortField?: string;
  sortOrder?: SortOrder;
}

/** A list request given as data: POST body (default), pageNum+pageSize in the query, or a path ending /{pageNo}/{pageSize}. */
export interface ListEndpoint {
  url: string;
  method?: 'GET' | 'POST';
  paging?: 'body' | 'query' | 'path';
}
/** Or a function of `{ page_size, page_index, ...filters }`. */
export type ListFunction = (params: { page_size: number; page_index: number } & Record<string, unknown>) => Promise<unknown>;
export type ListSource = ListEndpoint | ListFunction;

export interface PlannedRequest { url: string; method: 'GET' | 'POST'; data?: Record<string, unknown>; params?: QueryParams }

const dropEmpty = (o: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)));

function asQuery(o: Record<string, unknown>): QueryParams {
  const out: QueryParams = {};
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
    else if (Array.isArray(v)) out[k] = v.filter((x): x is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof x));
  }
  return out;
}

/** The HTTP request a list endpoint makes for a query. */
export function planListRequest(ep: ListEndpoint, q: ListQuery): PlannedRequest {
  const method = ep.method ?? 'POST';
  const sort = q.sortField ? { sortField: q.sortField, sortOrder: q.sortOrder } : {};
  const filters = dropEmpty({ ...q.filters, ...sort });
  const paging = ep.paging ?? 'body';
  if (paging === 'query') {
    const params: QueryParams = { pageNum: q.pageNo, pageSize: q.pageSize };
    return method === 'GET'
      ? { url: ep.url, method, params: { ...params, ...asQuery(filters) } }
      : { url: ep.url, method, params, data: filters };
  }
  if (paging === 'path') {
    const url = `${ep.url.replace(/\/$/, '')}/${q.pageNo}/${q.pageSize}`;
    return method === 'GET' ? { url, method, params: asQuery(filters) } : { url, method, data: filters };
  }
  const body = { pageNo: q.pageNo, pageSize: q.pageSize, ...filters };
  return method === 'GET' ? { url: ep.url, method, params: asQuery(body) } : { url: ep.url, method, data: body };
}

/** The argument a list function receives. */
export function functionArgs(q: ListQuery): { page_size: number; page_index: number } & Record<string, unknown> {
  const sort = q.sortField ? { sortField: q.sortField, sortOrder: q.sortOrder } : {};
  return { ...dropEmpty({ ...q.filters, ...sort }), page_size: q.pageSize, page_index: q.pageNo };
}

/** An empty page above page 1 steps back one page (and reloads). Returns the page to load instead, or null. */
export function stepBackPage(pageNo: number, rowsOnPage: number): number | null {
  return pageNo > 1 && rowsOnPage === 0 ? pageNo - 1 : null;
}
