import { PAGE_SIZE_MAX } from '@ta/contract';
import { describe, expect, it } from 'vitest';
import { loadAll, loadTotals } from './load';
import type { ListFunction } from './paging';

/** A list of `n` rows given as a function, answering as a server list does (`deferred`: rows without their total). */
function source(n: number, deferred: boolean): ListFunction & { calls: Record<string, unknown>[] } {
  const calls: Record<string, unknown>[] = [];
  const fn = async (p: { page_size: number; page_index: number } & Record<string, unknown>) => {
    calls.push(p);
    if (p.totals_only) return { page_data: { total_size: n, total_page: Math.ceil(n / p.page_size), total_capped: false, data: [] } };
    const start = (p.page_index - 1) * p.page_size;
    const data = Array.from({ length: Math.max(0, Math.min(p.page_size, n - start)) }, (_, i) => ({ id: start + i + 1 }));
    return { page_data: deferred ? { total_size: 0, total_page: 0, total_capped: false, total_deferred: true, data } : { total_size: n, total_page: Math.ceil(n / p.page_size), data } };
  };
  return Object.assign(fn, { calls });
}

describe('loading a list whose total is deferred', () => {
  it('loadAll reads every row: a deferred total (0) does not stop it after the first page', async () => {
    const n = PAGE_SIZE_MAX * 2 + 5;
    const s = source(n, true);
    const rows = await loadAll<{ id: number }>(s, { filters: {} });
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect(s.calls).toHaveLength(3);
  });
  it('the same rows as a counted list', async () => {
    const n = PAGE_SIZE_MAX + 1;
    expect(await loadAll(source(n, true), { filters: {} })).toEqual(await loadAll(source(n, false), { filters: {} }));
  });
  it('loadTotals asks totals_only for page 1 and reads the total', async () => {
    const s = source(1234, true);
    const t = await loadTotals(s, { pageNo: 4, pageSize: 20, filters: { state: 1 } });
    expect(t).toEqual({ rows: [], total: 1234 });
    expect(s.calls[0]).toMatchObject({ totals_only: true, state: 1, page_index: 1, page_size: 20 });
  });
});
