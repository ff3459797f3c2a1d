import { Code, Msg, type FieldError } from '@ta/contract';

/** A business error answered as the envelope { code, msg, data }. */
export class AppError extends Error {
  constructor(public code: number, msg: string, public data: unknown = null, public headers: Record<string, string> = {}) {
    super(msg);
  }
}

export const badInput = (msg: string, errors: FieldError[] = []) => new AppError(Code.BAD_INPUT, msg, { errors });
export const conflict = (msg: string = Msg.staleVersion) => new AppError(Code.CONFLICT, msg);
export const notFound = (msg: string = Msg.notFound) => new AppError(Code.NOT_FOUND, msg);
export const noPermission = () => new AppError(Code.NO_PERMISSION, Msg.noPermission);
export const sessionExpired = (u401 = false) =>
  new AppError(Code.SESSION_EXPIRED, Msg.sessionExpired, null, u401 ? { error_message: 'U401' } : {});
