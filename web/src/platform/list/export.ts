/**
 * Export of a list's current query, written by the server (docs/decisions.md "Server-side list export"): the
 * list route `<path>` answers `<path>/export` with every row of the query as .xlsx or CSV, streamed. The web
 * sends the columns the screen shows (key, Chinese title, how each cell is written) and the query; it reads
 * the answer as it arrives (bytes so far for the progress line) and can cancel it.
 */
import { Msg, type ListExportColumn, type ListExportKind } from '@ta/contract';
import { ApiError, NETWORK_ERROR_CODE } from '../http/api-error';
import { classify } from '../http/catalogue';
import { effects } from '../http/effects';
import { getToken } from '../session';
import { exportColumns, fieldOf, titleOf, type ListColumn } from './columns';
import type { ListQuery, ListSource } from './paging';

export type ExportFormat = 'csv' | 'excel';

/** The columns the screen shows, as the export request describes them (a cell is written from the row's field). */
export function exportColumnsOf<T>(columns: readonly ListColumn<T>[]): ListExportColumn[] {
  return exportColumns(columns).filter((c) => !c.hideInTable).flatMap((c): ListExportColumn[] => {
    const key = fieldOf(c);
    if (!key || !/^[A-Za-z0-9_.]+$/.test(key)) return [];
    const title = titleOf(c).slice(0, 60) || key;
    const kind: ListExportKind = c.money ? 'money' : c.enumMap ? 'enum' : c.valueType === 'date' ? 'date' : c.valueType === 'dateTime' ? 'dateTime' : 'text';
    return [{ key, title, kind, ...(c.enumMap ? { labels: Object.fromEntries(Object.entries(c.enumMap).map(([k, v]) => [k, String(v)])) } : {}) }];
  });
}

/** The export path of a list source: `<list url>/export` for a POST list paged in the body; none for a function. */
export function exportUrlOf(source: ListSource): string | undefined {
  if (typeof source === 'function' || !source.url) return undefined;
  if ((source.method ?? 'POST') !== 'POST' || (source.paging ?? 'body') !== 'body') return undefined;
  return `${source.url.replace(/\/$/, '')}/export`;
}

/** The list's query as the export sends it: filters and sort, no paging, empty values left out. */
export function exportQueryOf(q: Pick<ListQuery, 'filters' | 'sortField' | 'sortOrder'>): Record<string, unknown> {
  const sort = q.sortField ? { sortField: q.sortField, sortOrder: q.sortOrder } : {};
  return Object.fromEntries(Object.entries({ ...q.filters, ...sort })
    .filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)));
}

/** "1.2 MB" / "850 KB" for the progress line. */
export function bytesText(n: number): string {
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(0, Math.round(n / 1024))} KB`;
}

/** The file name of a `content-disposition` header (RFC 5987 `filename*` first), or the fallback. */
export function fileNameOfDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try { return decodeURIComponent(star[1].trim().replace(/^"|"$/g, '')); } catch { /* fall through */ }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain ? plain[1].trim() : fallback;
}

export interface ExportRequest { url: string; name: string; format: ExportFormat; columns: ListExportColumn[]; query: Record<string, unknown> }

/**
 * Runs an export: POSTs the request, reads the streamed file (onProgress with the bytes so far) and saves it.
 * A JSON answer is the envelope of an error (102 / 110 follow the error catalogue). Resolves false when the
 * export was cancelled (signal) or the error was handled by redirection.
 */
export async function runExport(r: ExportRequest, o: { signal?: AbortSignal; onProgress?: (bytes: number) => void } = {}): Promise<boolean> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = getToken();
  if (token) headers.secretKey = token;
  const format = r.format === 'csv' ? 'csv' : 'xlsx';
  let res: Response;
  try {
    res = await fetch(r.url, { method: 'POST', headers, signal: o.signal, body: JSON.stringify({ format, name: r.name, columns: r.columns, query: r.query }) });
  } catch (e) {
    if (o.signal?.aborted) return false;
    effects.showNetworkError(Msg.networkError);
    throw new ApiError(NETWORK_ERROR_CODE, Msg.networkError, e, true);
  }
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const outcome = classify(res.status, res.headers.get('error_message'), await res.json().catch(() => null));
    if (outcome.kind === 'redirect') { effects.redirectWithError(outcome.text, outcome.removeToken); return false; }
    if (outcome.kind === 'loginTimeout') { effects.loginTimeout(); return false; }
    if (outcome.kind === 'offline') { effects.offline(outcome.text); return false; }
    if (outcome.kind === 'reject') throw new ApiError(outcome.code, outcome.msg, outcome.data);
    throw new ApiError(NETWORK_ERROR_CODE, outcome.kind === 'network' ? outcome.text : Msg.serverError);
  }
  if (!res.ok || !res.body) throw new ApiError(res.status, `${Msg.networkError}（HTTP ${res.status}）`);
  const parts: Uint8Array[] = [];
  let bytes = 0;
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      bytes += value.length;
      o.onProgress?.(bytes);
    }
  } catch (e) {
    if (o.signal?.aborted) return false;
    throw new ApiError(NETWORK_ERROR_CODE, '导出中断，请重试', e);
  }
  const fallback = `${r.name}.${format}`;
  download(new Blob(parts as BlobPart[], { type: type || 'application/octet-stream' }), fileNameOfDisposition(res.headers.get('content-disposition'), fallback));
  return true;
}

export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
