/** The live channel at /ws: auth, ping/pong, count requests, pushes on commit, and the 416 offline notice. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Cmd, Msg } from '@ta/contract';
import type { DB } from '../src/db/client';
import { startServer, type TestServer } from './harness';
import { okData, type Page } from './fixtures';
import { LiveClient, type LiveMessage } from './ws-client';

let s: TestServer;
let admin: string;
const open: LiveClient[] = [];
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
});
afterEach(() => { for (const c of open.splice(0)) c.close(); });
afterAll(async () => { await s?.close(); });

async function socket(token?: string): Promise<LiveClient> {
  const c = await LiveClient.open(s.base);
  open.push(c);
  if (token) await c.auth(token);
  return c;
}
const num = (m: LiveMessage, field: string) => (m.data![field] as { number: number }).number;

async function unreadTodos(uid: number): Promise<number> {
  const res = (await s.database.db.execute(sql`select count(*)::int as n from messages where user_id = ${uid} and kind = 'todo' and read_at is null`)) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0].n);
}
/** Adds a to-do through the message service inside a transaction (as a module would). */
const addTodo = (uid: number, title = 'x') =>
  s.database.db.transaction(async (tx) => { await s.app.services.messages.notify(tx as unknown as DB, [uid], { kind: 'todo', title }); });

describe('live channel', () => {
  it('authenticates with cmd 1 and answers cmd 11 with a client id; ping 2 → pong 3', async () => {
    const tok = await s.login('manager');
    const c = await socket();
    const id = await c.auth(tok);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const pong = c.cmd(Cmd.PONG);
    c.send({ cmd: Cmd.PING });
    expect(await pong).toEqual({ cmd: 3 });
    // A second socket of the same session gets its own client id.
    const c2 = await socket();
    expect(await c2.auth(tok)).not.toBe(id);
  });

  it('answers the count requests 1000, 1100 and 1200 with the user\'s unread counts', async () => {
    const tok = await s.login('manager');
    const me = okData(await s.api<{ uid: number }>('/user/getLoginUser', {}, tok));
    const c = await socket(tok);
    const todos = await unreadTodos(me.uid);
    expect(todos).toBe(3); // the seeded welcome to-do and the demo's order and product audits waiting for him
    const a = c.cmd(Cmd.PUSH_AGENCY); c.send({ cmd: Cmd.REQ_AGENCY });
    expect(num(await a, 'agencyData')).toBe(todos);
    const o = c.cmd(Cmd.PUSH_ORDER_NOTIFICATION); c.send({ cmd: Cmd.REQ_ORDER_NOTIFICATION });
    expect(num(await o, 'orderNotificationNum')).toBe(1);
    const t = c.cmd(Cmd.PUSH_TOTAL_NOTIFICATION); c.send({ cmd: Cmd.REQ_TOTAL_NOTIFICATION });
    // The total is the to-dos and the order notices (the welcome notice is no order notice).
    expect(num(await t, 'orderNotificationTotalNum')).toBe(todos + 1);
    // The same numbers as the HTTP counts.
    const counts = okData(await s.api<{ agencyData: { number: number } }>('/api/v1/message/counts', {}, tok));
    expect(counts.agencyData.number).toBe(todos);
  });

  it('ignores requests before authentication', async () => {
    const c = await socket();
    c.send({ cmd: Cmd.REQ_AGENCY });
    c.send('not json at all');
    const pong = c.cmd(Cmd.PONG);
    c.send({ cmd: Cmd.PING });
    await pong;
    expect(c.received).toEqual([{ cmd: 3 }]);
  });

  it('pushes a fresh 1001 with the count +1 within a second of a to-do committed for the user, and only to that user', async () => {
    const tok = await s.login('manager');
    const uid = okData(await s.api<{ uid: number }>('/user/getLoginUser', {}, tok)).uid;
    const c = await socket(tok);
    const other = await socket(await s.login('sales'));
    const before = await unreadTodos(uid);

    const t0 = Date.now();
    const push = c.cmd(Cmd.PUSH_AGENCY, 1000);
    const pushTotal = c.cmd(Cmd.PUSH_TOTAL_NOTIFICATION, 1000);
    await addTodo(uid, '请审核：报名订单 DD0001');
    const m = await push;
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(num(m, 'agencyData')).toBe(before + 1);
    expect(num(await pushTotal, 'orderNotificationTotalNum')).toBe(before + 1 + 1);
    await new Promise((r) => setTimeout(r, 150));
    expect(other.received.filter((x) => x.cmd !== Cmd.AUTH_OK)).toEqual([]);

    // Reading it through the API pushes the lower count.
    const list = okData(await s.api<Page<{ id: number; title: string; kind: string; read_at: string | null }>>('/api/v1/message/list', { kind: 'todo', read: false }, tok)).page_data;
    expect(list.data.every((x) => x.kind === 'todo' && x.read_at === null)).toBe(true);
    expect(list.total_size).toBe(before + 1);
    const mine = list.data.find((x) => x.title === '请审核：报名订单 DD0001')!;
    const down = c.cmd(Cmd.PUSH_AGENCY, 1000);
    okData(await s.api('/api/v1/message/read', { ids: [mine.id] }, tok));
    expect(num(await down, 'agencyData')).toBe(before);
  });

  it('pushes nothing for a to-do whose transaction rolls back', async () => {
    const tok = await s.login('manager');
    const uid = okData(await s.api<{ uid: number }>('/user/getLoginUser', {}, tok)).uid;
    const c = await socket(tok);
    const before = await unreadTodos(uid);
    await expect(s.database.db.transaction(async (tx) => {
      await s.app.services.messages.notify(tx as unknown as DB, [uid], { kind: 'todo', title: 'rolled back' });
      throw new Error('rollback');
    })).rejects.toThrow('rollback');
    await new Promise((r) => setTimeout(r, 400));
    expect(c.received.filter((x) => x.cmd !== Cmd.AUTH_OK)).toEqual([]);
    expect(await unreadTodos(uid)).toBe(before);
  });

  it('/user/kick sends 416 to the user\'s sockets and closes them; the session is over', async () => {
    const tok = await s.login('operator');
    const uid = okData(await s.api<{ uid: number }>('/user/getLoginUser', {}, tok)).uid;
    const c = await socket(tok);
    const bystander = await socket(await s.login('finance'));
    const offline = c.cmd(Cmd.OFFLINE, 1000);
    okData(await s.api('/user/kick', { id: uid }, admin));
    expect(await offline).toMatchObject({ cmd: 416, msg: Msg.kicked });
    expect((await c.whenClosed()).code).toBe(4416);
    expect((await s.api('/user/getLoginUser', {}, tok)).code).toBe(110);
    expect(bystander.closed).toBeNull();
    // The old token no longer authenticates a new socket.
    const again = await socket();
    const refused = again.cmd(Cmd.OFFLINE);
    again.send({ cmd: Cmd.AUTH, client_info: { secret_key: tok } });
    await refused;
    expect((await again.whenClosed()).code).toBe(4110);
  });

  it('disabling a user sends 416 with the disabled notice', async () => {
    const tok = await s.login('zhangwei');
    const uid = okData(await s.api<{ uid: number }>('/user/getLoginUser', {}, tok)).uid;
    const c = await socket(tok);
    const offline = c.cmd(Cmd.OFFLINE, 1000);
    okData(await s.api('/user/disabledUser', { id: uid }, admin));
    expect((await offline).msg).toBe(Msg.disabledKick);
    await c.whenClosed();
  });

  it('answers an invalid secret_key with 416 and closes', async () => {
    for (const key of ['f'.repeat(64), '', undefined]) {
      const c = await socket();
      const offline = c.cmd(Cmd.OFFLINE);
      c.send({ cmd: Cmd.AUTH, client_info: key === undefined ? {} : { secret_key: key } });
      expect((await offline).msg).toBe(Msg.sessionExpired);
      expect((await c.whenClosed()).code).toBe(4110);
    }
  });
});
