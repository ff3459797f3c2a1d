/**
 * The error catalogue of SPEC section 8 as pure functions: given what came back (HTTP status, the
 * `error_message` header, the parsed body), decide what the request wrapper does. No side effects here,
 * so every row of the catalogue is unit-tested.
 */
import { Code, ERROR_MESSAGE_HEADER, Msg, U401, type FieldError } from '@ta/contract';

export interface EnvelopeLike { code: number; msg?: string; data?: unknown }

export type Outcome =
  | { kind: 'ok'; data: unknown }
  /** 102 / 110: one notification titled 错误, redirect to the root after 1 s, resolve empty. */
  | { kind: 'redirect'; text: string; removeToken: boolean }
  /** 416: the session was ended elsewhere (password changed, account disabled, kicked): the 下线通知. */
  | { kind: 'offline'; text: string }
  /** Header error_message = U401: 登陆超时, log out, reload after 1.5 s. */
  | { kind: 'loginTimeout' }
  /** Any other code: reject with an ApiError the caller shows. */
  | { kind: 'reject'; code: number; msg: string; data: unknown }
  /** No envelope at all (proxy page, empty body): treated as a network error. */
  | { kind: 'network'; text: string };

export function isEnvelope(body: unknown): body is EnvelopeLike {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/** Reads a header case-insensitively from a Headers object or a plain record. */
export function headerOf(headers: Headers | Record<string, string>, name: string): string | null {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const rec = headers as Record<string, string>;
  const k = Object.keys(rec).find((h) => h.toLowerCase() === name.toLowerCase());
  return k ? rec[k] : null;
}

/** The catalogue: status and header are read on every HTTP status, the envelope decides. */
export function classify(status: number, errorHeader: string | null, body: unknown, fallback?: string): Outcome {
  if (errorHeader === U401) return { kind: 'loginTimeout' };
  if (!isEnvelope(body)) {
    const bodyMsg = typeof body === 'object' && body !== null ? (body as { msg?: unknown }).msg : undefined;
    return { kind: 'network', text: networkErrorText(undefined, typeof bodyMsg === 'string' ? bodyMsg : undefined, fallback ?? `${Msg.networkError}（HTTP ${status}）`) };
  }
  if (body.code === Code.OK) return { kind: 'ok', data: body.data };
  if (body.code === Code.NO_PERMISSION) return { kind: 'redirect', text: Msg.noPermission, removeToken: false };
  if (body.code === Code.SESSION_EXPIRED) return { kind: 'redirect', text: Msg.sessionExpired, removeToken: true };
  if (body.code === Code.OFFLINE) return { kind: 'offline', text: body.msg || Msg.sessionEnded };
  return { kind: 'reject', code: body.code, msg: body.msg || fallback || Msg.serverError, data: body.data };
}

/** Generic network error: the error's own message, else the body's msg, else the fallback. */
export function networkErrorText(errorMessage: string | undefined, bodyMsg: string | undefined, fallback?: string): string {
  return errorMessage || bodyMsg || fallback || Msg.networkError;
}

/** The message of a thrown fetch error in Chinese: timeouts and refused connections read as 网络异常. */
export function fetchErrorMessage(e: unknown): string | undefined {
  if (e instanceof Error && (e.name === 'AbortError' || e.name === 'TypeError')) return undefined;
  return e instanceof Error ? e.message : undefined;
}

/** Field errors of a 400 answer (`data.errors: [{ field, message }]`). */
export function fieldErrorsOf(data: unknown): FieldError[] {
  const errors = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.filter((e): e is FieldError =>
    typeof e === 'object' && e !== null && typeof (e as FieldError).field === 'string' && typeof (e as FieldError).message === 'string');
}

export { ERROR_MESSAGE_HEADER };
