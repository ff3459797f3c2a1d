import { describe, expect, it } from 'vitest';
import { chatPlatformUpdate, maskSecret } from '@ta/contract';
import { platformPayload, platformToForm, secretHint, type ChatPlatformRow } from './secrets';

const row: ChatPlatformRow = {
  id: 1, version: 3, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', kind: 'officialAccount', name: '服务号', app_id: 'wx8f3a2b1c4d5e6f70', enabled: true, remark: null,
  app_secret: maskSecret('de1234567890e8'), app_secret_set: true, token: null, token_set: false, aes_key: null, aes_key_set: false,
};

describe('chat platform secrets in the editor', () => {
  it('start blank in the form, with the mask as the hint', () => {
    const f = platformToForm(row);
    expect(f).toMatchObject({ app_secret: '', token: '', aes_key: '', app_secret_clear: false });
    expect(secretHint(row, 'app_secret')).toBe('已设置（de****e8），留空则不修改');
    expect(secretHint(row, 'token')).toBe('未设置');
    expect(secretHint(undefined, 'token')).toBe('未设置');
  });
  it('a blank or unchanged masked field is left out, so the stored secret is kept', () => {
    const p = platformPayload({ ...platformToForm(row), token: '   ', aes_key: 'de****e8' });
    expect(p).not.toHaveProperty('app_secret');
    expect(p).not.toHaveProperty('token');
    expect(p).not.toHaveProperty('aes_key');
    expect(p).not.toHaveProperty('app_secret_clear');
    expect(p).not.toHaveProperty('app_secret_set');
  });
  it('a new value is sent trimmed; 清空 sends an empty string', () => {
    const p = platformPayload({ ...platformToForm(row), app_secret: ' newsecret123 ', token_clear: true, token: 'ignored' });
    expect(p).toMatchObject({ app_secret: 'newsecret123', token: '' });
  });
  it('the payload passes the contract update schema', () => {
    const p = platformPayload({ ...platformToForm(row), aes_key: 'a'.repeat(43) });
    expect(chatPlatformUpdate.safeParse(p).success).toBe(true);
    const bad = chatPlatformUpdate.safeParse(platformPayload({ ...platformToForm(row), aes_key: 'short' }));
    expect(bad.error?.issues[0].message).toBe('EncodingAESKey必须是43位字母或数字');
  });
});
