/** A small live-channel client for tests: collects every message and waits for the one a test expects. */
import WebSocket from 'ws';

export interface LiveMessage { cmd: number; msg?: string; data?: Record<string, { number: number } | string>; client_info?: { client_id: string } }

export class LiveClient {
  readonly received: LiveMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: { pred: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }[] = [];
  private closeWaiters: ((c: { code: number; reason: string }) => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as LiveMessage;
      this.received.push(m);
      for (const w of [...this.waiters]) if (w.pred(m)) { this.waiters.splice(this.waiters.indexOf(w), 1); w.resolve(m); }
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      for (const w of this.closeWaiters.splice(0)) w(this.closed);
    });
  }

  /** Opens a socket to `${base}/ws` (base is http://host:port). */
  static async open(base: string): Promise<LiveClient> {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`);
    await new Promise<void>((resolve, reject) => { ws.once('open', () => resolve()); ws.once('error', reject); });
    return new LiveClient(ws);
  }

  send(m: unknown): void { this.ws.send(JSON.stringify(m)); }

  /** The next message (from now on) matching pred, or a rejection after timeoutMs. */
  next(pred: (m: LiveMessage) => boolean, timeoutMs = 1000, what = 'message'): Promise<LiveMessage> {
    return new Promise((resolve, reject) => {
      const w = { pred, resolve: (m: LiveMessage) => { clearTimeout(t); resolve(m); } };
      const t = setTimeout(() => { this.waiters.splice(this.waiters.indexOf(w), 1); reject(new Error(`no ${what} within ${timeoutMs} ms; got ${JSON.stringify(this.received)}`)); }, timeoutMs);
      this.waiters.push(w);
    });
  }

  cmd(cmd: number, timeoutMs = 1000): Promise<LiveMessage> { return this.next((m) => m.cmd === cmd, timeoutMs, `cmd ${cmd}`); }

  /** Resolves with the close code and reason (at once when already closed). */
  whenClosed(timeoutMs = 1000): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
      this.closeWaiters.push((c) => { clearTimeout(t); resolve(c); });
    });
  }

  /** Sends cmd 1 with the token and waits for cmd 11. */
  async auth(token: string): Promise<string> {
    const ok = this.cmd(11);
    this.send({ cmd: 1, client_info: { secret_key: token } });
    return (await ok).client_info!.client_id;
  }

  close(): void { if (this.ws.readyState <= 1) this.ws.close(); }
}
