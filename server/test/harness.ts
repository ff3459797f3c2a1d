/** Test harness: a real server (Fastify listening on a port) on a fresh copy of the seeded template database. */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/platform/services';
import { openDatabase, type Database } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed';

export interface ApiAnswer<T = unknown> { status: number; code: number; msg: string; data: T; headers: Headers }

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  base: string;
  /** The URL of this file's own database (PostgreSQL only). */
  dbUrl?: string;
  api<T = unknown>(path: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<ApiAnswer<T>>;
  login(name: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

/** A fresh database copied from the template. */
export async function freshDatabase(): Promise<{ database: Database; dbUrl?: string }> {
  if (inject('dbKind') === 'pg') {
    const adminUrl = inject('adminUrl');
    const name = `ta_t_${inject('runId')}_${process.pid}_${++counter}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('template')}"`);
    await admin.end();
    const u = new URL(adminUrl); u.pathname = `/${name}`;
    const dbUrl = u.toString();
    return { database: await openDatabase({ url: dbUrl, migrate: false }), dbUrl };
  }
  const blob = new Blob([readFileSync(inject('template'))]);
  return { database: await openDatabase({ loadDataDir: blob, migrate: false }) };
}

/** `config` overrides the app configuration (e.g. trustProxy, so a test can send X-Forwarded-For as its address). */
export async function startServer(config?: Partial<AppConfig>): Promise<TestServer> {
  const { database, dbUrl } = await freshDatabase();
  const app = await buildApp({ database, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const api = async <T,>(path: string, body: unknown = {}, token?: string, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> => {
    const res = await fetch(base + path, {
      method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { secretKey: token } : {}), ...headers },
      body: JSON.stringify(body),
    });
    const j = (await res.json()) as { code: number; msg: string; data: T };
    return { status: res.status, code: j.code, msg: j.msg, data: j.data, headers: res.headers };
  };
  return {
    app, database, base, dbUrl, api,
    async login(name, password = DEMO_PASSWORD) {
      const r = await api<{ secretKey: string }>('/api/account/login', { login_name: name, password });
      if (r.code !== 200) throw new Error(`login ${name}: ${r.code} ${r.msg}`);
      return r.data.secretKey;
    },
    close: () => app.close(),
  };
}

/** True when the text holds Chinese characters. */
export const hasChinese = (s: string) => /[\u4e00-\u9fff]/.test(s);
