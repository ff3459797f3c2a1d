/**
 * Scale-out: two separate server processes on one PostgreSQL database. A session made on one is valid on
 * the other, and live pushes raised on one reach sockets held by the other (LISTEN/NOTIFY). PostgreSQL only:
 * PGlite is an embedded, single-process database by design.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Cmd, Msg } from '@ta/contract';
import type { Database } from '../src/db/client';
import { freshDatabase } from './harness';
import { LiveClient } from './ws-client';

const SERVER_DIR = resolve(import.meta.dirname, '..');

interface Node { name: string; base: string; proc: ChildProcess; output: string[] }

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

function startNode(name: string, dbUrl: string, port: number, dataDir: string): Node {
  const proc = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', LOG: 'off', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so npx and the node it starts end together
  });
  const output: string[] = [];
  proc.stdout!.on('data', (b) => output.push(String(b)));
  proc.stderr!.on('data', (b) => output.push(String(b)));
  return { name, base: `http://127.0.0.1:${port}`, proc, output };
}

async function waitReady(n: Node, timeoutMs = 60000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (n.proc.exitCode !== null) throw new Error(`${n.name} exited ${n.proc.exitCode}: ${n.output.join('')}`);
    try {
      const r = await fetch(`${n.base}/ServiceConfig.json`);
      if (r.ok) { expect(await r.json()).toMatchObject({ productName: Msg.productName }); return; }
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${n.name} not ready after ${timeoutMs} ms: ${n.output.join('')}`);
}

async function stopNode(n: Node): Promise<void> {
  if (n.proc.exitCode !== null || n.proc.signalCode !== null) return;
  const exited = new Promise<void>((r) => n.proc.once('exit', () => r()));
  try { process.kill(-n.proc.pid!, 'SIGTERM'); } catch { return; }
  const timer = setTimeout(() => { try { process.kill(-n.proc.pid!, 'SIGKILL'); } catch { /* gone */ } }, 5000);
  await exited;
  clearTimeout(timer);
}

async function api<T = unknown>(n: Node, path: string, body: unknown = {}, token?: string) {
  const res = await fetch(n.base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { secretKey: token } : {}) }, body: JSON.stringify(body) });
  const j = (await res.json()) as { code: number; msg: string; data: T };
  return { status: res.status, ...j };
}
async function login(n: Node, name: string): Promise<string> {
  const r = await api<{ secretKey: string }>(n, '/api/account/login', { login_name: name, password: 'demo123' });
  if (r.code !== 200) throw new Error(`login ${name} on ${n.name}: ${r.code} ${r.msg}`);
  return r.data.secretKey;
}

describe.runIf(inject('dbKind') === 'pg')('two server processes on one PostgreSQL', () => {
  let database: Database;
  let a: Node;
  let b: Node;
  let dataDir: string;
  const sockets: LiveClient[] = [];

  beforeAll(async () => {
    const fresh = await freshDatabase();
    database = fresh.database;
    expect(fresh.dbUrl).toMatch(/^postgres/);
    dataDir = mkdtempSync(join(tmpdir(), 'ta-multinode-'));
    const [pa, pb] = [await freePort(), await freePort()];
    expect(pa).not.toBe(pb);
    a = startNode('A', fresh.dbUrl!, pa, dataDir);
    b = startNode('B', fresh.dbUrl!, pb, dataDir);
    await Promise.all([waitReady(a), waitReady(b)]);
  });

  afterAll(async () => {
    for (const c of sockets) c.close();
    await Promise.all([a, b].filter(Boolean).map(stopNode));
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a session made on A is valid on B, and a logout on B ends it on A', async () => {
    const tok = await login(a, 'finance');
    const onA = await api<{ uid: number; login_name: string }>(a, '/user/getLoginUser', {}, tok);
    const onB = await api<{ uid: number; login_name: string }>(b, '/user/getLoginUser', {}, tok);
    expect([onB.status, onB.code]).toEqual([200, 200]);
    expect(onB.data).toEqual(onA.data);
    expect((await api(b, '/api/account/logout', {}, tok)).code).toBe(200);
    expect((await api(a, '/user/getLoginUser', {}, tok)).code).toBe(110);
  });

  it('a kick through A reaches the socket held by B (416) and closes it', async () => {
    const admin = await login(a, 'admin');
    const tok = await login(a, 'operator');
    const uid = (await api<{ uid: number }>(a, '/user/getLoginUser', {}, tok)).data.uid;
    const c = await LiveClient.open(b.base);
    sockets.push(c);
    await c.auth(tok);
    const offline = c.cmd(Cmd.OFFLINE, 2000);
    expect((await api(a, '/user/kick', { id: uid }, admin)).code).toBe(200);
    expect(await offline).toMatchObject({ cmd: 416, msg: Msg.kicked });
    expect((await c.whenClosed(2000)).code).toBe(4416);
    expect((await api(b, '/user/getLoginUser', {}, tok)).code).toBe(110);
  });

  it('each process serves the API envelope, its own ServiceConfig.json and (when built) the web app', async () => {
    for (const n of [a, b]) {
      const cfg = await (await fetch(`${n.base}/ServiceConfig.json`)).json();
      expect(Object.keys(cfg).sort()).toEqual(['devPreview', 'filingNumber', 'productName', 'timeZone', 'wsUrl']);
      expect(cfg.timeZone).toBe('Asia/Shanghai'); // the agency's time zone (env AGENCY_TIME_ZONE), default China time
      const missing = await fetch(`${n.base}/api/v1/no/such/route`, { method: 'POST' });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ code: 404 });
      if (existsSync(resolve(SERVER_DIR, '../web/dist/index.html'))) {
        const page = await fetch(`${n.base}/systemSetting/department`);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/text\/html/);
      }
    }
  });

  it('count pushes raised on A reach the user\'s socket on B', async () => {
    const tok = await login(a, 'manager');
    const c = await LiveClient.open(b.base);
    sockets.push(c);
    await c.auth(tok);
    const first = c.cmd(Cmd.PUSH_AGENCY); c.send({ cmd: Cmd.REQ_AGENCY });
    const n = ((await first).data!.agencyData as { number: number }).number;
    // The welcome item and the demo's audits waiting for the manager (an order and a product).
    expect(n).toBe(3);
    const list = await api<{ page_data: { data: { id: number; kind: string }[] } }>(a, '/api/v1/message/list', { kind: 'todo', read: false }, tok);
    const push = c.cmd(Cmd.PUSH_AGENCY, 2000);
    expect((await api(a, '/api/v1/message/read', { ids: list.data.page_data.data.map((m) => m.id) }, tok)).code).toBe(200);
    expect(((await push).data!.agencyData as { number: number }).number).toBe(0);
  });
});
