/** My messages (to-do items, direct-connect order notifications, notices: audit outcomes and automatic changes). */
import type { messageRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';

export type MessageKind = 'todo' | 'orderNotification' | 'result';

/** A message of the list (`kind` one of MessageKind). */
export type MessageRow = Answer<typeof messageRow>;

export const MESSAGE_LIST_URL = '/api/v1/message/list';
export const MESSAGE_READ_URL = '/api/v1/message/read';
export const READ_STATE = { 0: '未读', 1: '已读' } as const;

/** Where a message's link goes: an in-app path (router), an external address (new tab), or nowhere. */
export function linkTarget(link: string | null | undefined): { kind: 'route' | 'external'; to: string } | null {
  const l = (link ?? '').trim();
  if (!l) return null;
  if (/^https?:\/\//i.test(l)) return { kind: 'external', to: l };
  if (l.startsWith('/') && !l.startsWith('//')) return { kind: 'route', to: l };
  return null;
}
