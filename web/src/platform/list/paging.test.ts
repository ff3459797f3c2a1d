import { describe, expect, it } from 'vitest';
import { functionArgs, normalizePage, pagerTotal, planListRequest, stepBackPage, totalText, type ListQuery } from './paging';

const rows = [{ id: 1 }, { id: 2 }];

describe('normalizePage accepts every paged shape of SPEC section 3', () => {
  it('page_data { total_size, total_page, data } with summary', () => {
    expect(normalizePage({ page_data: { total_size: 42, total_page: 3, data: rows }, summary: { amount: 100 } }))
      .toEqual({ rows, total: 42, summary: { amount: 100 } });
  });
  it('total / pages / list', () => { expect(normalizePage({ total: 7, pages: 1, list: rows })).toEqual({ rows, total: 7 }); });
  it('total_size / total_page / page_size / page_index / data', () => {
    expect(normalizePage({ total_size: 9, total_page: 5, page_size: 2, page_index: 1, data: rows })).toEqual({ rows, total: 9 });
  });
  it('pageNo / pageSize / totalCount / totalPage with data or list', () => {
    expect(normalizePage({ pageNo: 1, pageSize: 2, totalCount: 11, totalPage: 6, data: rows })).toEqual({ rows, total: 11 });
    expect(normalizePage({ pageNo: 1, pageSize: 2, totalCount: '12', totalPage: 6, list: rows })).toEqual({ rows, total: 12 });
  });
  it('data / pageNo / totalCount', () => { expect(normalizePage({ data: rows, pageNo: 2, totalCount: 30 })).toEqual({ rows, total: 30 }); });
  it('a bare array, and anything else is empty', () => {
    expect(normalizePage(rows)).toEqual({ rows, total: 2 });
    expect(normalizePage(undefined)).toEqual({ rows: [], total: 0 });
    expect(normalizePage({ foo: 1 })).toEqual({ rows: [], total: 0 });
  });
});

const q: ListQuery = { pageNo: 3, pageSize: 20, filters: { name: 'a', empty: '', none: undefined, tags: [] }, sortField: 'id', sortOrder: 'descend' };

describe('list request forms', () => {
  it('default: POST body with pageNo / pageSize and filters', () => {
    expect(planListRequest({ url: '/api/x/list' }, q)).toEqual({
      url: '/api/x/list', method: 'POST', data: { pageNo: 3, pageSize: 20, name: 'a', sortField: 'id', sortOrder: 'descend' },
    });
  });
  it('pageNum + pageSize in the query (POST keeps filters in the body, GET in the query)', () => {
    expect(planListRequest({ url: '/x', paging: 'query' }, q)).toEqual({
      url: '/x', method: 'POST', params: { pageNum: 3, pageSize: 20 }, data: { name: 'a', sortField: 'id', sortOrder: 'descend' },
    });
    expect(planListRequest({ url: '/x', method: 'GET', paging: 'query' }, q)).toEqual({
      url: '/x', method: 'GET', params: { pageNum: 3, pageSize: 20, name: 'a', sortField: 'id', sortOrder: 'descend' },
    });
  });
  it('a path ending /{pageNo}/{pageSize}', () => {
    expect(planListRequest({ url: '/api/x/list/', paging: 'path' }, q)).toMatchObject({ url: '/api/x/list/3/20', method: 'POST', data: { name: 'a' } });
    expect(planListRequest({ url: '/api/x/list', paging: 'path', method: 'GET' }, { ...q, sortField: undefined })).toEqual({ url: '/api/x/list/3/20', method: 'GET', params: { name: 'a' } });
  });
  it('a function of { page_size, page_index, ...filters }', () => {
    expect(functionArgs(q)).toEqual({ name: 'a', sortField: 'id', sortOrder: 'descend', page_size: 20, page_index: 3 });
  });
  it('an empty page above 1 steps back one page', () => {
    expect(stepBackPage(3, 0)).toBe(2);
    expect(stepBackPage(1, 0)).toBeNull();
    expect(stepBackPage(3, 5)).toBeNull();
  });
});

describe('capped totals and deferred sums (rows first)', () => {
  it('reads total_capped and summary_deferred, and shows a capped total as 10,000+', () => {
    const p = normalizePage({ page_data: { total_size: 10000, total_page: 500, total_capped: true, data: [{ id: 1 }] }, summary_deferred: true });
    expect(p).toEqual({ rows: [{ id: 1 }], total: 10000, capped: true, summaryDeferred: true });
    expect(totalText(p.total, p.capped)).toBe('10,000+');
    expect(totalText(1234)).toBe('1,234');
    expect(normalizePage({ page_data: { total_size: 2, data: [{}, {}] } })).toEqual({ rows: [{}, {}], total: 2 });
  });
});

describe('a deferred total (rows first, the count in the totals request)', () => {
  const page = (n: number, extra: Record<string, unknown> = {}) => ({ rows: Array.from({ length: n }, (_, i) => ({ id: i })), total: 0, totalDeferred: true, ...extra });

  it('reads total_deferred', () => {
    expect(normalizePage({ page_data: { total_size: 0, total_page: 0, total_capped: false, total_deferred: true, data: rows }, summary_deferred: true }))
      .toEqual({ rows, total: 0, totalDeferred: true, summaryDeferred: true });
  });
  it('while pending, a full page sizes the pager one page beyond the rows so far, and the text reads …', () => {
    expect(pagerTotal(page(20), 1, 20)).toEqual({ total: 40, text: '…', capped: false, pending: true, failed: false });
    // Page 3 full: 60 rows so far, the pager offers page 4.
    expect(pagerTotal(page(20), 3, 20)).toMatchObject({ total: 80, pending: true });
    expect(totalText(80, false, true)).toBe('…');
  });
  it('a short page is the last: its total is known from the rows', () => {
    expect(pagerTotal(page(7), 1, 20)).toEqual({ total: 7, text: '7', capped: false, pending: false, failed: false });
    expect(pagerTotal(page(7), 3, 20)).toMatchObject({ total: 47, text: '47', pending: false });
    expect(pagerTotal(page(0), 1, 20)).toMatchObject({ total: 0, text: '0', pending: false });
  });
  it('an empty page above 1 (stepping back) stays pending at the rows before it', () => {
    expect(pagerTotal(page(0), 3, 20)).toMatchObject({ total: 40, pending: true });
  });
  it('the counted total replaces it; a failed count shows the rows so far as a lower bound', () => {
    expect(pagerTotal(page(20), 1, 20, { total: 12345 })).toEqual({ total: 12345, text: '12,345', capped: false, pending: false, failed: false });
    expect(pagerTotal(page(20), 2, 20, undefined, true)).toEqual({ total: 60, text: '40+', capped: false, pending: false, failed: true });
  });
  it('a counted or capped page is shown as it came', () => {
    expect(pagerTotal({ rows, total: 42 }, 1, 20)).toEqual({ total: 42, text: '42', capped: false, pending: false, failed: false });
    expect(pagerTotal({ rows, total: 10000, capped: true }, 1, 20)).toEqual({ total: 10000, text: '10,000+', capped: true, pending: false, failed: false });
    // The exact count asked for a capped total replaces it.
    expect(pagerTotal({ rows, total: 10000, capped: true }, 1, 20, { total: 23456 })).toMatchObject({ total: 23456, text: '23,456', capped: false });
  });
});
