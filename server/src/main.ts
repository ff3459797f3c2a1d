/** `npm start`: open (and migrate) the database, seed the demo agency when empty, serve everything on one port. */
import { resolve } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './db/seed';

const t0 = Date.now();
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const root = resolve(import.meta.dirname, '../..');
const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
const url = process.env.DATABASE_URL || undefined;

const database = await openDatabase({ url, dataDir: url ? undefined : resolve(dataDir, 'pglite') });
await seedDemo(database.db);
const app = await buildApp({
  database, logger: process.env.LOG !== 'off',
  config: { webDist: resolve(root, 'web/dist'), devPreview: process.env.DEV_PREVIEW !== 'false' },
});
await app.listen({ port, host });
const where = url ? 'PostgreSQL' : `PGlite (${dataDir})`;
console.log(`\n旅行社业务管理系统已启动：http://127.0.0.1:${port}  （数据库：${where}，用时 ${Date.now() - t0} ms）`);
console.log(`演示账号（密码均为 ${DEMO_PASSWORD}）：${DEMO_USERS.join('、')}\nAPI 文档：http://127.0.0.1:${port}/docs\n`);

for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => { void app.close().then(() => process.exit(0)); });
