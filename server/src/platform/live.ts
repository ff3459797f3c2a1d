/**
 * The live channel (SPEC sections 4 and 7): WebSocket at /ws with the spec's command codes. Events are
 * published through PostgreSQL NOTIFY on channel `live`, so a push raised on one server process reaches
 * sockets held by another; raised inside a transaction, it is delivered only when the transaction commits.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { Cmd } from '@ta/contract';
import type { DB, Notifier } from '../db/client';
import { invalidateSessions, resolveSession, SESSION_CHANNEL } from './session';

/** A push to users' sockets; `token` / `tokens` narrow it to the sockets of those sessions. An OFFLINE push closes them. */
export interface LiveEvent { userIds: number[]; cmd: number; msg?: string; token?: string; tokens?: string[]; data?: unknown }
export interface Counts {
  agencyData: { number: number };
  orderNotificationNum: { number: number };
  orderNotificationTotalNum: { number: number };
  /** Unread notices: audit outcomes and automatic changes of one's records (hold expired, waiting list promoted). */
  resultNum: { number: number };
  failedReminder: string;
}

interface Conn { ws: WebSocket; uid: number; token: string; clientId: string }
const CHANNEL = 'live';

export class LiveHub {
  private conns = new Map<number, Set<Conn>>();
  constructor(private db: DB, private notifier: Notifier, private counts: (uid: number) => Promise<Counts>) {}

  async start(): Promise<void> {
    await this.notifier.listen(CHANNEL, (payload) => { void this.deliver(JSON.parse(payload) as LiveEvent); });
    // Sessions and permissions changed on some server: drop this process's cached ones (session.ts).
    await this.notifier.listen(SESSION_CHANNEL, () => invalidateSessions());
  }

  /** Publish now (outside a transaction). */
  async publish(ev: LiveEvent): Promise<void> {
    if (ev.userIds.length) await this.notifier.notify(CHANNEL, JSON.stringify(ev));
  }

  /** Publish when tx commits (NOTIFY inside the transaction). */
  async publishInTx(tx: DB, ev: LiveEvent): Promise<void> {
    if (ev.userIds.length) await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(ev)})`);
  }

  /** Users holding a socket on this process (for a push to everyone connected, e.g. "data changed, refetch"). */
  connectedUserIds(): number[] { return [...this.conns].filter(([, s]) => s.size > 0).map(([u]) => u); }

  connectionCount(): number { let n = 0; for (const s of this.conns.values()) n += s.size; return n; }

  private async deliver(ev: LiveEvent): Promise<void> {
    for (const uid of ev.userIds) {
      const set = this.conns.get(uid);
      if (!set) continue;
      for (const c of [...set]) {
        if (ev.token && c.token !== ev.token) continue;
        if (ev.tokens && !ev.tokens.includes(c.token)) continue;
        if (ev.cmd === Cmd.PUSH_REFRESH) await this.sendCounts(c);
        else send(c.ws, { cmd: ev.cmd, msg: ev.msg, data: ev.data });
        if (ev.cmd === Cmd.OFFLINE) { c.ws.close(4416, 'offline'); this.drop(c); }
      }
    }
  }

  private async sendCounts(c: Conn): Promise<void> {
    const n = await this.counts(c.uid);
    send(c.ws, { cmd: Cmd.PUSH_AGENCY, data: { agencyData: n.agencyData } });
    send(c.ws, { cmd: Cmd.PUSH_ORDER_NOTIFICATION, data: { orderNotificationNum: n.orderNotificationNum } });
    send(c.ws, { cmd: Cmd.PUSH_TOTAL_NOTIFICATION, data: { orderNotificationTotalNum: n.orderNotificationTotalNum, resultNum: n.resultNum, failedReminder: n.failedReminder } });
  }

  private drop(c: Conn): void { this.conns.get(c.uid)?.delete(c); }

  /** One socket: authenticate (cmd 1), then ping/pong and count requests. */
  handle(ws: WebSocket): void {
    let conn: Conn | null = null;
    ws.on('message', async (raw) => {
      let m: { cmd?: number; client_info?: { secret_key?: string } };
      try { m = JSON.parse(String(raw)); } catch { return; }
      try {
        if (m.cmd === Cmd.AUTH) {
          const token = m.client_info?.secret_key ?? '';
          const user = await resolveSession(this.db, token).catch(() => null);
          if (!user) { send(ws, { cmd: Cmd.OFFLINE, msg: '当前登录信息已失效，请重新登录' }); ws.close(4110, 'unauthorized'); return; }
          conn = { ws, uid: user.uid, token, clientId: randomUUID() };
          if (!this.conns.has(user.uid)) this.conns.set(user.uid, new Set());
          this.conns.get(user.uid)!.add(conn);
          send(ws, { cmd: Cmd.AUTH_OK, client_info: { client_id: conn.clientId } });
          return;
        }
        if (m.cmd === Cmd.PING) { send(ws, { cmd: Cmd.PONG }); return; }
        if (!conn) return;
        const n = await this.counts(conn.uid);
        if (m.cmd === Cmd.REQ_AGENCY) send(ws, { cmd: Cmd.PUSH_AGENCY, data: { agencyData: n.agencyData } });
        else if (m.cmd === Cmd.REQ_ORDER_NOTIFICATION) send(ws, { cmd: Cmd.PUSH_ORDER_NOTIFICATION, data: { orderNotificationNum: n.orderNotificationNum } });
        else if (m.cmd === Cmd.REQ_TOTAL_NOTIFICATION) send(ws, { cmd: Cmd.PUSH_TOTAL_NOTIFICATION, data: { orderNotificationTotalNum: n.orderNotificationTotalNum, resultNum: n.resultNum, failedReminder: n.failedReminder } });
      } catch { /* a failing count query must not kill the socket */ }
    });
    ws.on('close', () => { if (conn) this.drop(conn); });
  }
}

function send(ws: WebSocket, m: unknown): void {
  if (ws.readyState === 1) ws.send(JSON.stringify(m));
}
