/**
 * The secrets of a chat platform in the editor. The server answers them masked (`ab****yz`); the form
 * starts them blank with the mask as a hint. Blank or a masked value keeps the stored secret (the field
 * is left out), 清空 sends '' (the server clears it), anything else is the new secret. Pure.
 */
import { CHAT_SECRET_FIELDS, type ChatSecretField, type chatPlatformRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';

export { CHAT_SECRET_FIELDS, type ChatSecretField };
export const SECRET_LABEL: Record<ChatSecretField, string> = { app_secret: 'AppSecret', token: 'Token', aes_key: 'EncodingAESKey' };
export const clearField = (f: ChatSecretField) => `${f}_clear`;

export type ChatPlatformRow = Answer<typeof chatPlatformRow>;

const isMasked = (v: string) => v.includes('****') || /^\*+$/.test(v);

/** The row as form values: secrets blank (their masks stay on the row for the hints). */
export function platformToForm(row: ChatPlatformRow): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const f of CHAT_SECRET_FIELDS) { out[f] = ''; out[clearField(f)] = false; }
  return out;
}

/** The form values as the add/update payload. */
export function platformPayload(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const f of CHAT_SECRET_FIELDS) {
    const clear = Boolean(values[clearField(f)]);
    delete out[clearField(f)];
    delete out[`${f}_set`];
    const v = typeof values[f] === 'string' ? (values[f] as string).trim() : '';
    if (clear) out[f] = '';
    else if (v === '' || isMasked(v)) delete out[f];
    else out[f] = v;
  }
  return out;
}

/** The hint of a secret field: 已设置（ab****yz），留空则不修改 / 未设置. */
export function secretHint(row: ChatPlatformRow | undefined, f: ChatSecretField): string {
  if (!row || !row[`${f}_set`]) return '未设置';
  return `已设置（${row[f] ?? '******'}），留空则不修改`;
}
