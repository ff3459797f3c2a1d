import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Msg } from '@ta/contract';
import { hasChinese, startServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(async () => { await s?.close(); });

describe('log-in and session', () => {
  it('logs in every demo user and answers the user info', async () => {
    for (const name of ['admin', 'sales', 'operator', 'finance', 'manager']) {
      const r = await s.api<{ secretKey: string; user_name: string; user_auth_relation: { role_name: string } }>('/api/account/login', { login_name: name, password: 'demo123' });
      expect(r.code).toBe(200);
      expect(r.data.secretKey).toMatch(/^[0-9a-f]{64}$/);
      expect(hasChinese(r.data.user_name)).toBe(true);
      expect(r.data.user_auth_relation.role_name).toBeTruthy();
    }
  });

  it('refuses bad input with Chinese field messages', async () => {
    const r = await s.api<{ errors: { field: string; message: string }[] }>('/api/account/login', {});
    expect(r.status).toBe(400);
    expect(r.code).toBe(400);
    expect(r.data.errors.map((e) => e.field).sort()).toEqual(['login_name', 'password']);
    expect(hasChinese(r.msg)).toBe(true);
  });

  it('answers 110 without a session and with an unknown one', async () => {
    const a = await s.api('/api/permission/getUserPermissionTree');
    expect([a.status, a.code, a.msg]).toEqual([401, 110, Msg.sessionExpired]);
    const b = await s.api('/api/permission/getUserPermissionTree', {}, 'f'.repeat(64));
    expect(b.code).toBe(110);
    expect(b.headers.get('error_message')).toBeNull();
  });

  it('answers 110 with header error_message U401 when the 7-day life has run out', async () => {
    const tok = await s.login('finance');
    await s.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where token = ${tok}`);
    const r = await s.api('/user/getLoginUser', {}, tok);
    expect(r.code).toBe(110);
    expect(r.headers.get('error_message')).toBe('U401');
  });

  it('locks a login name after 5 failed attempts within 15 minutes', async () => {
    for (let i = 0; i < 4; i++) {
      const r = await s.api('/api/account/login', { login_name: 'operator', password: 'wrong' });
      expect(r.code).toBe(400);
      expect(r.msg).toContain(Msg.wrongPassword);
    }
    const fifth = await s.api('/api/account/login', { login_name: 'operator', password: 'wrong' });
    expect(fifth.msg).toBe(Msg.accountLocked);
    const right = await s.api('/api/account/login', { login_name: 'operator', password: 'demo123' });
    expect(right.code).toBe(429);
    expect(right.msg).toBe(Msg.accountLocked);
    await s.database.db.execute(sql`update login_throttle set since = now() - interval '16 minutes' where login_name = 'operator'`);
    expect((await s.api('/api/account/login', { login_name: 'operator', password: 'demo123' })).code).toBe(200);
  });

  it('answers a disabled user with the right password like a wrong password (not 1004: issue 11 finding 11)', async () => {
    const r = await s.api('/api/account/login', { login_name: 'zhoujie', password: 'demo123' });
    expect(r.code).toBe(400);
    expect(r.msg).toContain(Msg.wrongPassword);
  });

  it('logout revokes the session', async () => {
    const tok = await s.login('sales');
    expect((await s.api('/api/account/logout', {}, tok)).code).toBe(200);
    const r = await s.api('/user/getLoginUser', {}, tok);
    expect(r.code).toBe(110);
    expect(r.headers.get('error_message')).toBeNull();
  });

  it('switches between the manager\'s two role relations', async () => {
    const tok = await s.login('manager');
    const rels = await s.api<{ user_auth_relation_id: number; role_name: string; is_current: boolean }[]>('/api/account/getUserAuthRelations', {}, tok);
    expect(rels.data).toHaveLength(2);
    expect(rels.data.filter((r) => r.is_current)).toHaveLength(1);
    const other = rels.data.find((r) => !r.is_current)!;
    const sw = await s.api<{ user_auth_relation: { role_name: string } }>('/api/account/switchRole', { user_auth_relation_id: other.user_auth_relation_id }, tok);
    expect(sw.data.user_auth_relation.role_name).toBe(other.role_name);
    const me = await s.api<{ user_auth_relation: { user_auth_relation_id: number } }>('/user/getLoginUser', {}, tok);
    expect(me.data.user_auth_relation.user_auth_relation_id).toBe(other.user_auth_relation_id);
    const bad = await s.api('/api/account/switchRole', { user_auth_relation_id: 1 }, tok);
    expect(bad.code).toBe(400);
  });

  it('smartToken is one-time', async () => {
    const tok = await s.login('admin');
    const st = await s.api<{ smartToken: string }>('/api/common/smartToken', {}, tok);
    expect(st.data.smartToken).toMatch(/^[0-9a-f]{32}$/);
    const { smartTokenService } = await import('../src/platform/smart-token');
    const svc = smartTokenService(s.database.db);
    await expect(svc.consume(1, undefined)).rejects.toThrow(Msg.smartTokenMissing);
    await svc.consume(1, st.data.smartToken);
    await expect(svc.consume(1, st.data.smartToken)).rejects.toThrow(Msg.smartTokenUsed);
  });

  it('lets a user edit its own account and password, checking the old password', async () => {
    const tok = await s.login('sales');
    const me = await s.api<{ version: number; user_name: string }>('/api/account/self', {}, tok);
    expect(me.data.user_name).toBe('王小美');
    const bad = await s.api('/api/account/updateSelf', { version: me.data.version, user_name: '王小美', old_password: 'nope', password: 'newpass1' }, tok);
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('原密码不正确');
    const stale = await s.api('/api/account/updateSelf', { version: me.data.version + 5, user_name: '王美' }, tok);
    expect(stale.code).toBe(409);
    const ok = await s.api('/api/account/updateSelf', { version: me.data.version, user_name: '王美美', phone: '13900000000', old_password: 'demo123', password: 'newpass1' }, tok);
    expect(ok.code).toBe(200);
    expect((await s.api('/api/account/login', { login_name: 'sales', password: 'newpass1' })).code).toBe(200);
    const hist = await s.api<{ page_data: { data: { changes: { field: string; new: string }[] }[] } }>('/api/v1/history/list', { table: 'users', record_id: 2 }, await s.login('admin'));
    const fields = hist.data.page_data.data.flatMap((h) => h.changes.map((c) => c.field));
    expect(fields).toContain('user_name');
    expect(JSON.stringify(hist.data)).not.toContain('scrypt$');
  });
});

