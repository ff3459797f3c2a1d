import type { FieldError } from '@ta/contract';
import { fieldErrorsOf } from './catalogue';

/** A rejected call: the envelope's code and msg (Chinese, for the user), data with the field errors. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  /** True when the wrapper already showed it (network errors), so callers do not show it twice. */
  readonly shown: boolean;

  constructor(code: number, msg: string, data: unknown = null, shown = false) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
    this.shown = shown;
  }

  get fieldErrors(): FieldError[] { return fieldErrorsOf(this.data); }
}

/** Code of a network failure (no envelope). */
export const NETWORK_ERROR_CODE = -1;

export function isApiError(e: unknown): e is ApiError { return e instanceof ApiError; }

/** The Chinese text to show for any thrown value. */
export function errorText(e: unknown, fallback: string): string {
  if (isApiError(e)) return e.msg || fallback;
  return fallback;
}
