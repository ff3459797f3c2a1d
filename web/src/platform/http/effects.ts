/**
 * The side effects the request wrapper performs for the error catalogue (notifications, redirects,
 * logout). Kept in one object so tests can replace them.
 */
import { notification, message } from 'antd';
import { ERROR_REDIRECT_DELAY_MS, Msg, U401_RELOAD_DELAY_MS } from '@ta/contract';
import { logoutAndReload } from '@/platform/auth';
import { showOfflineNotice } from '../offline-notice';
import { removeToken } from '../session';

const ERROR_NOTICE_KEY = 'request-error';
let errorNoticeOpen = false;
let loginTimeoutOpen = false;

export const effects = {
  /** 102 / 110: a single notification titled 错误 while one is open, then back to the root after 1 s. */
  redirectWithError(text: string, dropToken: boolean): void {
    if (dropToken) removeToken();
    if (errorNoticeOpen) return;
    errorNoticeOpen = true;
    notification.error({
      key: ERROR_NOTICE_KEY, message: Msg.errorTitle, description: text,
      onClose: () => { errorNoticeOpen = false; },
    });
    setTimeout(() => { errorNoticeOpen = false; window.location.assign('/'); }, ERROR_REDIRECT_DELAY_MS);
  },
  /** U401: 登陆超时, log out, reload after 1.5 s (the reload lands on the root, which goes home). */
  loginTimeout(): void {
    if (loginTimeoutOpen) return;
    loginTimeoutOpen = true;
    notification.error({ key: 'login-timeout', message: Msg.loginTimeoutTitle, description: Msg.loginTimeoutText });
    setTimeout(() => { void logoutAndReload(); }, U401_RELOAD_DELAY_MS);
  },
  /** 416: the 下线通知 (the same notice as the live channel's push 416); the call resolves empty. */
  offline(text: string): void {
    showOfflineNotice(text);
  },
  showNetworkError(text: string): void {
    void message.error(text);
  },
};
