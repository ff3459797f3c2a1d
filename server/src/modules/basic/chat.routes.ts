/**
 * Third-party chat platforms (official account, mini-program). The secrets are stored in full and never
 * answered in full: every answer masks them (`ab****yz`); an update that sends the masked value back (or
 * leaves a secret out) keeps the stored one, an empty string clears it.
 */
import type { FastifyInstance } from 'fastify';
import { CHAT_SECRET_FIELDS, maskSecret, RESOURCES, type ChatSecretField } from '@ta/contract';
import type { AnyRow } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { mountResource } from '../../platform/resource';
import { assertUniqueIn, assertUnused } from './basic.rules';
import { chatPlatforms } from './basic.tables';

const P = chatPlatforms;
type Secrets = Partial<Record<ChatSecretField, string | null>>;

/** The stored secrets after an input: masked or absent → keep; '' → clear; anything else → the new value. */
export function mergeSecrets(stored: Secrets, input: AnyRow, creating: boolean): Secrets {
  const out: Secrets = { ...stored };
  for (const f of CHAT_SECRET_FIELDS) {
    const v = input[f] as string | null | undefined;
    if (v === undefined || v === null) continue;
    if (v.includes('****') || v === '******') {
      if (creating || v !== maskSecret(stored[f])) throw badInput('请填写完整的密钥（掩码值只能原样提交以保留原密钥）', [{ field: f, message: '请填写完整的密钥' }]);
      continue;
    }
    out[f] = v === '' ? null : v;
  }
  return out;
}

function withoutSecretFields(i: AnyRow): AnyRow {
  const rest = { ...i };
  for (const f of CHAT_SECRET_FIELDS) delete rest[f];
  return rest;
}

/** The answer: the secrets as masked fields, plus whether each is set; the `secret` column itself never leaves. */
export function presentPlatform(r: AnyRow): AnyRow {
  const { secret, ...rest } = r;
  const s = (secret ?? {}) as Secrets;
  const out: AnyRow = { ...rest };
  for (const f of CHAT_SECRET_FIELDS) { out[f] = maskSecret(s[f]); out[`${f}_set`] = !!s[f]; }
  return out;
}

const SECRET_LABEL: Record<ChatSecretField, string> = { app_secret: 'AppSecret', token: 'Token', aes_key: 'EncodingAESKey' };

export function chatRoutes(app: FastifyInstance): void {
  const changedSecrets = new WeakMap<AnyRow, { field: ChatSecretField; cleared: boolean }[]>();
  const unique = async (tx: Parameters<typeof assertUniqueIn>[0], i: AnyRow, exceptId?: number) => {
    await assertUniqueIn(tx, P, { col: P.app_id, value: i.app_id, label: 'AppID', field: 'app_id', idCol: P.id, exceptId });
    await assertUniqueIn(tx, P, { col: P.name, value: i.name, label: '平台名称', field: 'name', idCol: P.id, exceptId });
  };
  mountResource(app, RESOURCES.chatPlatform, {
    table: P,
    present: async (rs) => rs.map(presentPlatform),
    beforeAdd: async (tx, i) => {
      await unique(tx, i);
      return { ...withoutSecretFields(i), secret: mergeSecrets({}, i, true) };
    },
    beforeUpdate: async (tx, i, before) => {
      await unique(tx, i, i.id as number);
      const old = (before.secret ?? {}) as Secrets;
      const secret = mergeSecrets(old, i, false);
      changedSecrets.set(i, CHAT_SECRET_FIELDS.filter((f) => (old[f] ?? null) !== (secret[f] ?? null)).map((f) => ({ field: f, cleared: !secret[f] })));
      return { ...withoutSecretFields(i), secret };
    },
    // The history shows the secret column as ******, so a changed secret is recorded by name here.
    afterUpdate: async (tx, row, i, ctx) => {
      const changed = changedSecrets.get(i) ?? [];
      if (!changed.length) return;
      await recordChange(tx, P, 'update', { id: row.id }, { id: row.id }, { user: ctx.user, def: RESOURCES.chatPlatform },
        changed.map((c) => ({ field: c.field, label: SECRET_LABEL[c.field], old: '******', new: c.cleared ? '（已清空）' : '******（已更换）' })));
    },
    beforeDelete: (tx, row) => assertUnused(tx, 'chatPlatform', `第三方平台“${String(row.name)}”`, row),
  });
}
