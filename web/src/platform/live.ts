/**
 * The app's live channel: one LiveClient, its pushes applied to the counts store and shown to the user.
 * The shell calls `useLiveChannel()` in the side menu (opens 500 ms after mount, closes on unmount);
 * anyone may read `useLiveStatus()`. Logout closes it (registered cleanup).
 */
import { message, notification } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { FAILURE_NOTICE_SECONDS, Msg, WS_OPEN_DELAY_MS } from '@ta/contract';
import { registerCleanup } from './auth';
import { getServiceConfig } from './service-config';
import { patchCounts } from './counts';
import { showOfflineNotice } from './offline-notice';
import { LiveClient, type LiveMessage, type LiveStatus } from './live-channel/client';
import { reactionsTo, type Reaction } from './live-channel/reactions';
import { resolveWsUrl } from './live-channel/url';
import { getToken } from './session';

let client: LiveClient | null = null;
let status: LiveStatus = 'idle';
let unregister: (() => void) | null = null;
const statusListeners = new Set<() => void>();
const setStatus = (s: LiveStatus) => { status = s; statusListeners.forEach((l) => l()); };

function showOffline(text: string): void {
  stopLive();
  showOfflineNotice(text);
}

function apply(r: Reaction): void {
  switch (r.type) {
    case 'send': client?.send(r.cmd); break;
    case 'counts': patchCounts(r.patch); break;
    case 'resultsReminder':
      patchCounts({ resultsReminder: r.text });
      if (r.text) void message.info(r.text);
      break;
    case 'later': setTimeout(() => r.then.forEach(apply), r.ms); break;
    case 'failure':
      patchCounts({ failedReminder: r.text });
      notification.error({
        key: 'live-failure', message: Msg.errorTitle, description: r.text, placement: 'topRight', duration: FAILURE_NOTICE_SECONDS,
        onClose: () => patchCounts({ failedReminder: '' }),
      });
      setTimeout(() => patchCounts({ failedReminder: '' }), FAILURE_NOTICE_SECONDS * 1000);
      break;
    case 'offline': showOffline(r.text); break;
  }
}

/** Opens the channel (no-op when open or without a token). Shows 请先设置连接地址 when no address can be formed. */
export function startLive(): void {
  if (client || !getToken()) return;
  const url = resolveWsUrl(getServiceConfig().wsUrl, window.location);
  if (!url) { void message.warning(Msg.wsNoAddress); return; }
  client = new LiveClient({ url, secretKey: getToken });
  client.onStatus(setStatus);
  client.onMessage((m) => { reactionsTo(m).forEach(apply); pushListeners.get(m.cmd)?.forEach((l) => l(m)); });
  unregister = registerCleanup(stopLive);
  client.connect();
}

/** Deliberate close: no reconnect. */
export function stopLive(): void {
  const c = client;
  client = null;
  unregister?.();
  unregister = null;
  c?.close();
  setStatus('closed');
}

const pushListeners = new Map<number, Set<(m: LiveMessage) => void>>();
/** Listens to one push command of the channel (e.g. a module's "data changed" push); answers the unsubscribe. */
export function onLivePush(cmd: number, listener: (m: LiveMessage) => void): () => void {
  if (!pushListeners.has(cmd)) pushListeners.set(cmd, new Set());
  pushListeners.get(cmd)!.add(listener);
  return () => { pushListeners.get(cmd)?.delete(listener); };
}

/** Sends a command on the channel (e.g. the user menu's 1200). */
export function sendLive(cmd: number): void { client?.send(cmd); }

const subscribe = (l: () => void) => { statusListeners.add(l); return () => { statusListeners.delete(l); }; };
export function useLiveStatus(): LiveStatus { return useSyncExternalStore(subscribe, () => status, () => status); }

/** For the side menu: opens the channel 500 ms after mount and closes it on unmount. */
export function useLiveChannel(): LiveStatus {
  useEffect(() => {
    const t = setTimeout(startLive, WS_OPEN_DELAY_MS);
    return () => { clearTimeout(t); stopLive(); };
  }, []);
  return useLiveStatus();
}

export type { LiveStatus } from './live-channel/client';
