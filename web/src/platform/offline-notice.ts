/**
 * The 下线通知 of SPEC section 8 (push 416, and code 416 on a call): a persistent warning with the server's
 * text and a button 返回登录页 that logs out and reloads. One notice (one key) whichever path raised it.
 */
import { Button, notification } from 'antd';
import { createElement } from 'react';
import { Msg } from '@ta/contract';
import { logoutAndReload } from './auth';

export function showOfflineNotice(text: string): void {
  notification.warning({
    key: 'live-offline', message: Msg.offlineTitle, description: text || Msg.kicked, duration: 0, closable: false,
    actions: createElement(Button, { type: 'primary', size: 'small', onClick: () => logoutAndReload() }, Msg.backToLogin),
  });
}
