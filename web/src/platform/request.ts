/**
 * The one HTTP client (SPEC sections 7 and 8): JSON over fetch, token in header `secretKey`, 30 s timeout,
 * optional one-time `smartToken`, and the envelope `{ code, msg, data }` read on every HTTP status.
 *
 * 200 resolves `data`. 102 / 110 show one 错误 notification, go to the root after 1 s and resolve
 * `undefined` (the page is leaving; typed as T because every caller would otherwise need a guard for a
 * case the spec makes a no-op). U401 logs out. Anything else rejects with an ApiError whose `msg` the
 * caller shows. Network errors are shown here and rejected with `shown = true`.
 */
import { ERROR_MESSAGE_HEADER, REQUEST_TIMEOUT_MS } from '@ta/contract';
import { ApiError, NETWORK_ERROR_CODE } from './http/api-error';
import { classify, fetchErrorMessage, networkErrorText } from './http/catalogue';
import { effects } from './http/effects';
import { withQuery, type QueryParams } from './http/query';
import { getToken } from './session';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  url: string;
  method?: Method;
  data?: unknown;
  params?: QueryParams;
  /** Fetch a one-time token from /api/common/smartToken first and send it as header `smartToken`. */
  smartToken?: boolean;
  /** Do not show network errors (the caller handles them). */
  silent?: boolean;
  /** Text shown for a network error when neither the error nor the body has one. */
  fallback?: string;
  timeoutMs?: number;
}

export type CallOptions = Omit<RequestOptions, 'url' | 'method' | 'data' | 'params'>;

const SMART_TOKEN_URL = '/api/common/smartToken';

async function send(opts: RequestOptions, extraHeaders: Record<string, string>): Promise<{ status: number; errorHeader: string | null; body: unknown }> {
  const { url, method = 'POST', data, params, timeoutMs = REQUEST_TIMEOUT_MS } = opts;
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  const token = getToken();
  if (token) headers.secretKey = token;
  const hasBody = method !== 'GET' && data !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  try {
    const res = await fetch(method === 'GET' ? withQuery(url, params ?? (data as QueryParams | undefined)) : withQuery(url, params), {
      method, headers, body: hasBody ? JSON.stringify(data) : undefined, signal: ctrl.signal,
    });
    const text = await res.text();
    let body: unknown = null;
    try { body = text ? JSON.parse(text) : null; } catch { body = null; }
    return { status: res.status, errorHeader: res.headers.get(ERROR_MESSAGE_HEADER), body };
  } finally {
    clearTimeout(timer);
  }
}

function networkFailure(opts: RequestOptions, text: string): ApiError {
  if (!opts.silent) effects.showNetworkError(text);
  return new ApiError(NETWORK_ERROR_CODE, text, null, !opts.silent);
}

export async function request<T>(opts: RequestOptions): Promise<T> {
  const extra: Record<string, string> = {};
  if (opts.smartToken) {
    const t = await request<{ smartToken: string } | undefined>({ url: SMART_TOKEN_URL, silent: opts.silent });
    if (!t) return undefined as T;
    extra.smartToken = t.smartToken;
  }
  let answer: Awaited<ReturnType<typeof send>>;
  try {
    answer = await send(opts, extra);
  } catch (e) {
    throw networkFailure(opts, networkErrorText(fetchErrorMessage(e), undefined, opts.fallback));
  }
  const outcome = classify(answer.status, answer.errorHeader, answer.body, opts.fallback);
  switch (outcome.kind) {
    case 'ok': return outcome.data as T;
    case 'redirect': effects.redirectWithError(outcome.text, outcome.removeToken); return undefined as T;
    case 'loginTimeout': effects.loginTimeout(); return undefined as T;
    case 'offline': effects.offline(outcome.text); return undefined as T;
    case 'reject': throw new ApiError(outcome.code, outcome.msg, outcome.data);
    case 'network': throw networkFailure(opts, outcome.text);
  }
}

export function post<T>(url: string, data?: unknown, opts?: CallOptions): Promise<T> {
  return request<T>({ ...opts, url, method: 'POST', data });
}
export function get<T>(url: string, params?: QueryParams, opts?: CallOptions): Promise<T> {
  return request<T>({ ...opts, url, method: 'GET', params });
}
export function put<T>(url: string, data?: unknown, opts?: CallOptions): Promise<T> {
  return request<T>({ ...opts, url, method: 'PUT', data });
}
export function del<T>(url: string, data?: unknown, opts?: CallOptions): Promise<T> {
  return request<T>({ ...opts, url, method: 'DELETE', data });
}

export { ApiError, isApiError, errorText } from './http/api-error';
