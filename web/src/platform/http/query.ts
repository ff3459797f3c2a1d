/** Query-string helpers (GET appends its params; list loaders put pageNum/pageSize in the query). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryParams = Record<string, QueryValue>;

/** `{ a: 1, b: [2, 3], c: undefined }` → `a=1&b=2&b=3`; empty values are left out. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    const values = Array.isArray(v) ? v : [v];
    for (const one of values) parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(one))}`);
  }
  return parts.join('&');
}

/** Appends params to a url that may already carry a query. */
export function withQuery(url: string, params: QueryParams | undefined): string {
  const qs = toQueryString(params);
  if (!qs) return url;
  return url + (url.includes('?') ? '&' : '?') + qs;
}
