/** Pages of the messages (待办/通知/结果消息) for the page registry (menu key → lazy page). */
import type { PageLoader, WebModule } from '@/platform/module';

export const MESSAGE_PAGES: Record<string, PageLoader> = {
  pendMessage: () => import('./PendMessage').then((m) => ({ default: m.PendMessage })),
  orderNotification: () => import('./OrderNotification').then((m) => ({ default: m.OrderNotification })),
  resultMessage: () => import('./ResultMessage').then((m) => ({ default: m.ResultMessage })),
};

/** The module's web manifest (one entry in web/src/modules/pages.ts). */
export const MESSAGE_MODULE: WebModule = { name: 'message', pages: MESSAGE_PAGES };
