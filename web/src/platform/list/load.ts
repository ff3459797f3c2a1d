/** Loading a page of a list source, and every page of a query for exports. */
import { PAGE_SIZE_MAX } from '@ta/contract';
import { request } from '../request';
import { functionArgs, normalizePage, planListRequest, type ListQuery, type ListSource, type Page } from './paging';

export async function loadPage<T>(source: ListSource, q: ListQuery): Promise<Page<T>> {
  if (typeof source === 'function') return normalizePage<T>(await source(functionArgs(q)));
  const plan = planListRequest(source, q);
  const resp = await request<unknown>({ url: plan.url, method: plan.method, data: plan.data, params: plan.params });
  return normalizePage<T>(resp);
}

/** The exact total and the summary bar's sums of a query (the list's `totals_only` request, asked after the rows). */
export async function loadTotals<T>(source: ListSource, q: ListQuery): Promise<Page<T>> {
  return loadPage<T>(source, { ...q, pageNo: 1, filters: { ...q.filters, totals_only: true } });
}

/** Every row of the query, 300 per page; stops at the total (when counted), an empty or short page, or `maxPages`. */
export async function loadAll<T>(source: ListSource, q: Omit<ListQuery, 'pageNo' | 'pageSize'>, maxPages = 200): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNo = 1; pageNo <= maxPages; pageNo++) {
    const page = await loadPage<T>(source, { ...q, pageNo, pageSize: PAGE_SIZE_MAX });
    rows.push(...page.rows);
    if (page.rows.length === 0 || (!page.capped && !page.totalDeferred && rows.length >= page.total) || page.rows.length < PAGE_SIZE_MAX) break;
  }
  return rows;
}
