/**
 * The live-channel client (SPEC sections 4 and 7): authenticate with `{ cmd: 1, client_info: { secret_key } }`,
 * on 11 keep the client id and start the heartbeat — ping (2) every 3 s, a pong (3) expected within 5 s,
 * otherwise close and reconnect after 4 s. No reconnect after a deliberate close(). Status goes to listeners.
 * The socket factory and timers are the platform's, so fake timers drive it in tests.
 */
import { Cmd, WS_PING_MS, WS_PONG_TIMEOUT_MS, WS_RECONNECT_MS } from '@ta/contract';

export interface SocketLike {
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'online' | 'reconnecting' | 'closed';

export interface LiveMessage {
  cmd: number;
  msg?: string;
  data?: unknown;
  client_info?: { client_id?: string };
}

export interface LiveClientOptions {
  url: string;
  secretKey: () => string | null;
  createSocket?: (url: string) => SocketLike;
}

export function parseLiveMessage(raw: unknown): LiveMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const m = JSON.parse(raw) as unknown;
    return typeof m === 'object' && m !== null && typeof (m as LiveMessage).cmd === 'number' ? (m as LiveMessage) : null;
  } catch { return null; }
}

export class LiveClient {
  private socket: SocketLike | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private deliberate = false;
  private statusNow: LiveStatus = 'idle';
  private readonly statusListeners = new Set<(s: LiveStatus) => void>();
  private readonly messageListeners = new Set<(m: LiveMessage) => void>();
  clientId: string | null = null;

  constructor(private readonly opts: LiveClientOptions) {}

  get status(): LiveStatus { return this.statusNow; }

  onStatus(l: (s: LiveStatus) => void): () => void { this.statusListeners.add(l); return () => { this.statusListeners.delete(l); }; }
  onMessage(l: (m: LiveMessage) => void): () => void { this.messageListeners.add(l); return () => { this.messageListeners.delete(l); }; }

  connect(): void {
    this.deliberate = false;
    this.clearReconnect();
    if (this.socket) return;
    this.setStatus('connecting');
    const make = this.opts.createSocket ?? ((u: string) => new WebSocket(u) as unknown as SocketLike);
    let s: SocketLike;
    try { s = make(this.opts.url); } catch { this.lost(); return; }
    this.socket = s;
    s.onopen = () => {
      this.setStatus('open');
      this.sendRaw({ cmd: Cmd.AUTH, client_info: { secret_key: this.opts.secretKey() ?? '' } });
    };
    s.onmessage = (ev) => { const m = parseLiveMessage(ev.data); if (m) this.receive(m); };
    s.onclose = () => { if (this.socket === s) this.lost(); };
    s.onerror = () => { /* onclose follows */ };
  }

  /** A deliberate close: no reconnect. */
  close(): void {
    this.deliberate = true;
    this.clearReconnect();
    this.drop();
    this.setStatus('closed');
  }

  /** Sends a command with our client info. */
  send(cmd: number, extra: Record<string, unknown> = {}): void {
    this.sendRaw({ cmd, client_info: { client_id: this.clientId ?? undefined, secret_key: this.opts.secretKey() ?? '' }, ...extra });
  }

  private sendRaw(payload: object): void {
    try { this.socket?.send(JSON.stringify(payload)); } catch { /* a dead socket is found by the heartbeat */ }
  }

  private receive(m: LiveMessage): void {
    if (m.cmd === Cmd.AUTH_OK) {
      this.clientId = m.client_info?.client_id ?? null;
      this.setStatus('online');
      this.startHeartbeat();
    } else if (m.cmd === Cmd.PONG) {
      this.clearPong();
    }
    this.messageListeners.forEach((l) => l(m));
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.pingTimer = setInterval(() => {
      this.send(Cmd.PING);
      if (!this.pongTimer) this.pongTimer = setTimeout(() => { this.pongTimer = null; this.lost(); }, WS_PONG_TIMEOUT_MS);
    }, WS_PING_MS);
  }

  private clearPong(): void { if (this.pongTimer) { clearTimeout(this.pongTimer); this.pongTimer = null; } }
  private stopHeartbeat(): void {
    if (this.pingTimer) { clearInterval(this.pingTimer); this.pingTimer = null; }
    this.clearPong();
  }
  private clearReconnect(): void { if (this.reconnectTimer) { clearTimeout(this.reconnectTimer); this.reconnectTimer = null; } }

  /** Detach and close the current socket. */
  private drop(): void {
    this.stopHeartbeat();
    const s = this.socket;
    this.socket = null;
    this.clientId = null;
    if (s) {
      s.onopen = null; s.onmessage = null; s.onclose = null; s.onerror = null;
      try { s.close(); } catch { /* already closed */ }
    }
  }

  /** The connection is gone (closed by the other side or no pong): reconnect after 4 s unless closed on purpose. */
  private lost(): void {
    this.drop();
    if (this.deliberate) { this.setStatus('closed'); return; }
    this.setStatus('reconnecting');
    this.clearReconnect();
    this.reconnectTimer = setTimeout(() => { this.reconnectTimer = null; this.connect(); }, WS_RECONNECT_MS);
  }

  private setStatus(s: LiveStatus): void {
    if (s === this.statusNow) return;
    this.statusNow = s;
    this.statusListeners.forEach((l) => l(s));
  }
}
