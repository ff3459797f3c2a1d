/** `npm start`: open (and migrate) the database, seed the demo agency when empty, serve everything on one port. */
import { resolve } from 'node:path';
import { setAgencyTimeZone } from '@ta/contract';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './db/seed';

const t0 = Date.now();
const port = Number(process.env.PORT ?? 8080);
// Only this machine by default; HOST=0.0.0.0 serves the local network (README "Start").
const host = process.env.HOST ?? '127.0.0.1';
const root = resolve(import.meta.dirname, '../..');
const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
const url = process.env.DATABASE_URL || undefined;
// The agency's time zone before anything runs (the demo seed dates its records by it too).
setAgencyTimeZone(process.env.AGENCY_TIME_ZONE);

/** One progress line per start-up step (`npm start` prints these instead of the build's and migrator's output). */
async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  const t = Date.now();
  process.stdout.write(`${label}…`);
  const r = await run();
  process.stdout.write(` 完成（${Date.now() - t} ms）\n`);
  return r;
}

const database = await step(url ? '连接并迁移数据库（PostgreSQL）' : `打开并迁移数据库（PGlite：${dataDir}）`,
  () => openDatabase({ url, dataDir: url ? undefined : resolve(dataDir, 'pglite') }));
await step('检查演示数据（空库时写入演示旅行社）', () => seedDemo(database.db));
const app = await buildApp({
  database, logger: process.env.LOG !== 'off',
  config: {
    webDist: process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : resolve(root, 'web/dist'), devPreview: process.env.DEV_PREVIEW !== 'false',
    // Behind a reverse proxy set TRUST_PROXY=true (or the proxy's address) so that per-address limits see the
    // client's address from X-Forwarded-For; without it the header is ignored and cannot fake an address.
    trustProxy: process.env.TRUST_PROXY === 'true' ? true : process.env.TRUST_PROXY || false,
    apiDocs: process.env.API_DOCS === 'public' ? 'public' : 'admin',
    holdSweepMs: Number(process.env.HOLD_SWEEP_INTERVAL_MS) || undefined,
    // The agency's time zone (IANA name, default Asia/Shanghai): day boundaries of filters, reports, "today", numbers.
    timeZone: process.env.AGENCY_TIME_ZONE || undefined,
  },
});
await app.listen({ port, host });
const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const where = url ? 'PostgreSQL' : `PGlite (${dataDir})`;
console.log(`\n旅行社业务管理系统已启动：http://${shown}:${port}  （数据库：${where}，用时 ${Date.now() - t0} ms）`);
if (host === '127.0.0.1' || host === 'localhost') console.log('仅本机可访问；要让局域网访问，请用 HOST=0.0.0.0 npm start');
console.log(`演示账号（密码均为 ${DEMO_PASSWORD}）：${DEMO_USERS.join('、')}`);
console.log(`API 文档：http://${shown}:${port}/docs（需以系统管理员登录；API_DOCS=public 时公开）\n`);

for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => { void app.close().then(() => process.exit(0)); });
