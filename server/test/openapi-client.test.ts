/**
 * A client generated from the OpenAPI document (issue 18, "The contract describes answers too"): the test fetches
 * /docs/json as the administrator, generates the TypeScript `paths` with openapi-typescript, writes a small
 * openapi-fetch client beside it that logs in, reads the current user, a list and a detail, and type-checks it with
 * the TypeScript compiler — the answers are typed by the document, so reading a field an answer does not declare
 * fails the check (a deliberate misuse in its own file). Then the same client runs against the server.
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { DEMO_PASSWORD } from '../src/db/seed';
import { startServer, type TestServer } from './harness';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

let s: TestServer;
let dir: string;
beforeAll(async () => {
  s = await startServer();
  dir = mkdtempSync(join(tmpdir(), 'ta-openapi-client-'));
  // The client imports openapi-fetch as any consumer would: through a node_modules beside it.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
});
afterAll(async () => {
  await s?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The client a consumer would write: every path, body and answer typed by the generated `paths`. */
const client = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function tour(baseUrl: string, loginName: string, password: string) {
  const api = createClient<paths>({ baseUrl });
  const login = await api.POST('/api/account/login', { body: { login_name: loginName, password } });
  const secretKey: string = login.data!.data.secretKey;
  const expiresAt: number = login.data!.data.expires_at;
  const headers = { secretKey };

  const me = await api.POST('/user/getLoginUser', { headers });
  const role: string = me.data!.data.user_auth_relation.role_name;

  const page = await api.POST('/api/v1/product/category/list', { headers, body: { pageNo: 1, pageSize: 100 } });
  const total: number = page.data!.data.page_data.total_size;
  const names: string[] = page.data!.data.page_data.data.map((c) => c.name);
  const id: number = page.data!.data.page_data.data[0].id;
  const detail = await api.POST('/api/v1/product/category/detail', { headers, body: { id } });
  const detailName: string = detail.data!.data.name;
  const createdAt: string = detail.data!.data.created_at;

  const roles = await api.POST('/api/role/role_list', { headers, body: { pageNo: 1, pageSize: 20 } });
  const roleNames: string[] = roles.data!.data.page_data.data.map((r) => r.name);

  return { secretKey, expiresAt, uid: me.data!.data.uid, userName: me.data!.data.user_name, role, id, total, names, detailName, createdAt, roleNames };
}
`;

/** Reads a field the current-user answer does not declare: must not type-check. */
const misuse = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function leak(baseUrl: string, secretKey: string) {
  const me = await createClient<paths>({ baseUrl }).POST('/user/getLoginUser', { headers: { secretKey } });
  return me.data!.data.password_hash;
}
`;

function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) =>
    `${d.file ? d.file.fileName.slice(dir.length + 1) : ''} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('a client generated from the OpenAPI document', () => {
  it('type-checks real calls, refuses an undeclared field and runs against the server', async () => {
    const admin = await s.login('admin');
    const res = await fetch(`${s.base}/docs/json`, { headers: { secretKey: admin } });
    expect(res.status).toBe(200);
    const doc = await res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);

    const types = astToString(await openapiTS(doc as never));
    // The answers are in the generated types (not `unknown`): the login answer names its token.
    expect(types).toContain('secretKey: string');
    writeFileSync(join(dir, 'api.d.ts'), types);
    writeFileSync(join(dir, 'client.ts'), client);
    writeFileSync(join(dir, 'misuse.ts'), misuse);

    expect(typeErrors(join(dir, 'client.ts'))).toEqual([]);
    const wrong = typeErrors(join(dir, 'misuse.ts'));
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toMatch(/^misuse\.ts TS2339: Property 'password_hash' does not exist/);

    // The checked client, run for real (vitest compiles it like any test file).
    const { tour } = await import(pathToFileURL(join(dir, 'client.ts')).href) as { tour: (b: string, n: string, p: string) => Promise<Record<string, unknown>> };
    const r = await tour(s.base, 'admin', DEMO_PASSWORD);
    expect(r.secretKey).toMatch(/^[0-9a-f]{64}$/);
    expect(r.expiresAt as number).toBeGreaterThan(Date.now());
    expect(r.userName).toBe('系统管理员');
    expect(r.role).toBe('系统管理员');
    expect(r.total as number).toBeGreaterThanOrEqual((r.names as string[]).length);
    expect(r.names as string[]).toContain(r.detailName);
    expect(Number.isNaN(Date.parse(r.createdAt as string))).toBe(false);
    expect(r.roleNames).toContain('系统管理员');
  }, 60_000);
});
