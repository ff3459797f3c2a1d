/** Showing a failed call's message once: network errors were already shown by the request wrapper. */
import { message } from 'antd';
import { Msg } from '@ta/contract';
import { isApiError } from './http/api-error';

export function showError(e: unknown, fallback: string = Msg.serverError): void {
  if (isApiError(e)) {
    if (!e.shown) void message.error(e.msg || fallback);
    return;
  }
  void message.error(fallback);
}
