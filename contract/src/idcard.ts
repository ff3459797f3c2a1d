/**
 * Mainland resident ID numbers (GB 11643): the check digit, and the birthday, sex and age they carry.
 * Pure, shared by the server (tourist validation, import) and the web (fields derived while typing).
 * `maskIdCard` / `maskPhone` / `maskDate` / `maskPersonal` mask personal data for roles without canSeeInfo (the one
 * masking of the system: registration, line operation and exports all call these).
 * 15-digit numbers (issued before 1999) carry a two-digit year of the 1900s and no check digit.
 */

import { isoToday } from './dates';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export interface IdCardInfo {
  /** The number as 18 characters, X upper-case (a 15-digit number is widened). */
  normalized: string;
  /** YYYY-MM-DD. */
  birthday: string;
  /** Sex code of the Sex enumeration: 1 男, 2 女. */
  sex: 1 | 2;
  /** First six digits: the administrative area of first registration. */
  areaCode: string;
}

export type IdCardCheck = { ok: true; info: IdCardInfo } | { ok: false; error: string };

/** The check digit ('0'–'9' or 'X') of the first 17 digits. */
export function idCheckDigit(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('需要17位数字');
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(first17[i]), 0);
  return CHECK[sum % 11];
}

function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= days[m - 1];
}

/** Full-width characters typed with a Chinese input method (１２３Ｘ, the ideographic space) → their ASCII forms. */
export function toHalfWidth(s: string): string {
  return s.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/** Dots that look like the middle dot of a name (• ・ ･ ‧ ∙ ⋅ · ⸱ ● …), typed or pasted instead of it. */
const NAME_DOTS = /[\u2022\u2024\u2027\u2219\u22C5\u30FB\uFF65\u0387\u2E31\u2E33\u16EB\u25CF\u318D\u2981\u10FB]/g;
/** A person's name with its look-alike dots as the middle dot · (U+00B7) that ID cards print (阿依古丽·买买提). */
export function normalizeName(s: string): string {
  return s.replace(NAME_DOTS, '\u00B7');
}

/** An ID number as typed → trimmed, full-width digits and Ｘ made ASCII, x upper-case. */
export const normalizeIdNumber = (raw: string): string => toHalfWidth(raw).trim().toUpperCase();

/** Checks an ID number and derives what it carries; errors are the Chinese texts shown to the user. */
export function checkIdCard(raw: string, today: string = isoToday()): IdCardCheck {
  const v = normalizeIdNumber(raw);
  let normalized: string;
  if (/^\d{15}$/.test(v)) {
    const first17 = `${v.slice(0, 6)}19${v.slice(6)}`;
    normalized = first17 + idCheckDigit(first17);
  } else if (/^\d{17}[\dX]$/.test(v)) {
    if (idCheckDigit(v.slice(0, 17)) !== v[17]) return { ok: false, error: '身份证号校验位不正确' };
    normalized = v;
  } else {
    return { ok: false, error: '身份证号应为18位（最后一位可为X）或15位数字' };
  }
  const y = Number(normalized.slice(6, 10));
  const m = Number(normalized.slice(10, 12));
  const d = Number(normalized.slice(12, 14));
  const birthday = `${normalized.slice(6, 10)}-${normalized.slice(10, 12)}-${normalized.slice(12, 14)}`;
  if (y < 1900 || !isRealDate(y, m, d) || birthday > today) return { ok: false, error: '身份证号中的出生日期不正确' };
  return { ok: true, info: { normalized, birthday, sex: Number(normalized[16]) % 2 === 1 ? 1 : 2, areaCode: normalized.slice(0, 6) } };
}

/** True for a valid 18-digit number (check digit, real birthday) or a 15-digit one. */
export function isValidIdCard(raw: string): boolean {
  return checkIdCard(raw).ok;
}

/** Full years between a birthday and a day (both YYYY-MM-DD): the age on that day (never below 0). */
function yearsOn(birthday: string, on: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  const had = m > bm || (m === bm && d >= bd);
  return Math.max(0, y - by - (had ? 0 : 1));
}

/** Birthday, sex and age (on `on`, default today) of a valid number, or null. */
export function deriveFromIdCard(raw: string, on: string = isoToday()): { birthday: string; sex: 1 | 2; age: number } | null {
  const r = checkIdCard(raw, on > isoToday() ? on : isoToday());
  if (!r.ok) return null;
  return { birthday: r.info.birthday, sex: r.info.sex, age: yearsOn(r.info.birthday, on) };
}

/** "110***********1234": the first 3 and last 4 characters (SPEC masking of personal data; phones too). */
export function maskIdCard(v: string | null | undefined): string {
  if (!v) return '';
  if (v.length <= 7) return '*'.repeat(v.length);
  return `${v.slice(0, 3)}${'*'.repeat(v.length - 7)}${v.slice(-4)}`;
}

/** "138****5678": a phone number masked like an ID number (first 3, last 4); null and '' stay as they are. */
export function maskPhone<T extends string | null | undefined>(v: T): T | string {
  return v ? maskIdCard(v) : v;
}

/** "1990-**-**": a birthday (YYYY-MM-DD) keeping its year; null and '' stay as they are. */
export function maskDate<T extends string | null | undefined>(v: T): T | string {
  return v ? `${v.slice(0, 4)}-**-**` : v;
}

/**
 * The one rule of personal data by field name: phones, ID / card / passport numbers, addresses and bank accounts
 * (masked with maskIdCard) and birthdays (maskDate), for answers to a user without canSeeInfo, exports and history.
 * A business's own account numbers (supplier accounts `account_no`, pay accounts) are not personal: payments need them.
 */
export const PERSONAL_FIELD = /(phone|mobile|(^|_)tel$|card_number|(^|_)card_no|id_card|(^|_)id_no$|idcard|passport|cert_no|bank_account|(^|_)(?<!ip_)address$)/;
export const BIRTHDAY_FIELD = /(birthday|birth_date)/;

/** A value masked by its field's name under the one rule (other fields and non-strings unchanged). */
export function maskField(field: string, v: unknown): unknown {
  if (typeof v !== 'string' || !v || v.includes('*')) return v;
  if (BIRTHDAY_FIELD.test(field)) return maskDate(v);
  if (PERSONAL_FIELD.test(field)) return maskIdCard(v);
  return v;
}

/** A value in the shape maskField gives: at most 3 characters, stars, at most 4 characters; or a birthday's 1990-**-**. */
export function isMaskedShape(v: unknown): v is string {
  return typeof v === 'string' && (/^[^*]{0,3}\*+[^*]{0,4}$/.test(v) || /^\d{4}-\*\*-\*\*$/.test(v));
}

/**
 * A personal field sent back as it was shown (an edit form loaded from a masked detail saves it unchanged):
 * 'keep' when `incoming` is the masked form of `stored` (the stored value stays), 'incomplete' when it is
 * masked-looking but not that (the user must type the whole value), 'as-is' otherwise (a new value, or not personal).
 */
export function maskedBack(field: string, incoming: unknown, stored: unknown): 'keep' | 'incomplete' | 'as-is' {
  if (!isMaskedShape(incoming) || !(PERSONAL_FIELD.test(field) || BIRTHDAY_FIELD.test(field))) return 'as-is';
  const s = stored instanceof Date ? stored.toISOString().slice(0, 10) : typeof stored === 'string' ? stored : '';
  return s && !s.includes('*') && maskField(field, s) === incoming ? 'keep' : 'incomplete';
}

/** Every personal field (by the one rule) anywhere inside an answer masked; the value itself is not changed. */
export function maskPersonalDeep<T>(v: T, depth = 0): T {
  if (depth > 12 || v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => maskPersonalDeep(x, depth + 1)) as T;
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) out[k] = typeof x === 'string' ? maskField(k, x) : maskPersonalDeep(x, depth + 1);
  return out as T;
}

/** The personal fields of a row masked: ID / card numbers and phones as maskIdCard, birthdays as maskDate. */
export function maskPersonal<T extends object>(row: T, fields: { cards?: readonly (keyof T)[]; phones?: readonly (keyof T)[]; dates?: readonly (keyof T)[] }): T {
  const out = { ...row } as Record<string, unknown>;
  for (const f of [...(fields.cards ?? []), ...(fields.phones ?? [])]) out[f as string] = maskPhone(out[f as string] as string | null | undefined);
  for (const f of fields.dates ?? []) out[f as string] = maskDate(out[f as string] as string | null | undefined);
  return out as T;
}
