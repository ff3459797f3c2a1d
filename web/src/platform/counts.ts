/**
 * Message counts store and hook: fed by `/api/v1/message/counts` and by the live pushes 1001/1101/1201.
 * The side menu and user menu badges read `useMessageCounts()`.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { countsFromResponse, EMPTY_COUNTS, type CountsPatch, type MessageCounts } from './counts-model';
import { post } from './request';
import { getToken } from './session';

export const COUNTS_URL = '/api/v1/message/counts';

let counts: MessageCounts = EMPTY_COUNTS;
let loaded = false;
const listeners = new Set<() => void>();

export function getCounts(): MessageCounts { return counts; }

export function patchCounts(patch: CountsPatch): void {
  const next = { ...counts, ...patch };
  if ((Object.keys(next) as (keyof MessageCounts)[]).every((k) => next[k] === counts[k])) return;
  counts = next;
  listeners.forEach((l) => l());
}

export function resetCounts(): void { counts = EMPTY_COUNTS; loaded = false; listeners.forEach((l) => l()); }

/** Loads the counts over HTTP (start-up, after reading a message). */
export async function fetchCounts(): Promise<void> {
  if (!getToken()) return;
  loaded = true;
  try {
    const resp = await post<unknown>(COUNTS_URL, undefined, { silent: true });
    if (resp) patchCounts(countsFromResponse(resp));
  } catch { /* badges keep their last value */ }
}

const subscribe = (l: () => void) => { listeners.add(l); return () => { listeners.delete(l); }; };

export function useMessageCounts(): MessageCounts {
  const c = useSyncExternalStore(subscribe, getCounts, getCounts);
  useEffect(() => { if (!loaded) void fetchCounts(); }, []);
  return c;
}

export type { MessageCounts } from './counts-model';
