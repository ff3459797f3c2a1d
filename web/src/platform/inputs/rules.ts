/** The validation rules of SPEC section 5 as pure functions. */
import dayjs, { type ConfigType } from 'dayjs';
import { IMAGE_UPLOAD_LIMIT_BYTES, Msg } from '@ta/contract';

const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u{FE0F}\u{200D}\u{20E3}\u{E0020}-\u{E007F}]/gu;

export function stripEmoji(s: string): string { return s.replace(EMOJI, ''); }

/** On leaving a text field: strip emoji and trim; optionally strip all whitespace. */
export function cleanText(s: string, stripAllSpaces = false): string {
  const noEmoji = stripEmoji(s);
  return stripAllSpaces ? noEmoji.replace(/\s+/g, '') : noEmoji.trim();
}

/** Length counter text against the maximum (counts characters, not UTF-16 units). */
export function lengthCounter(s: string, max: number): string { return `${[...s].length}/${max}`; }

export interface RowField { field: string; title: string; required?: boolean; numeric?: boolean }

/**
 * Editable table rows: every required field non-empty, numeric fields not negative (payment_total is
 * exempt). Returns the first message (请填写 + title + 信息。, or a custom prefix) or null.
 */
export function validateRows(rows: readonly Record<string, unknown>[], fields: readonly RowField[], prefix: string = Msg.fillPrefix): string | null {
  for (const row of rows) {
    for (const f of fields) {
      const v = row[f.field];
      const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
      if (f.required && empty) return `${prefix}${f.title}${Msg.fillSuffix}`;
      if (f.numeric && !empty && f.field !== 'payment_total' && Number(v) < 0) return `${prefix}${f.title}${Msg.fillSuffix}`;
    }
  }
  return null;
}

/** Positive-integer column check: up to six digits, 0 to 999999. */
export function isPositiveInt(v: unknown): boolean {
  return /^\d{1,6}$/.test(String(v ?? '').trim());
}

export type ImageCheck = { accept: boolean; error?: string };
const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/gif', 'image/png'];

/** JPEG, GIF and PNG only. Under 2 MB, otherwise the size error is shown yet the file is still accepted (spec). */
export function checkImage(file: { type: string; size: number }): ImageCheck {
  if (!IMAGE_TYPES.includes(file.type)) return { accept: false, error: Msg.uploadBadFormat };
  if (file.size >= IMAGE_UPLOAD_LIMIT_BYTES) return { accept: true, error: Msg.uploadTooLarge };
  return { accept: true };
}

/** Upload lists keep only the last file. */
export function keepLast<T>(files: readonly T[]): T[] { return files.slice(-1); }

/** Are the two dates within `months` months of each other (either direction), by month difference then day? */
export function withinMonths(a: ConfigType, b: ConfigType, months = 3): boolean {
  let from = dayjs(a);
  let to = dayjs(b);
  if (from.isAfter(to)) [from, to] = [to, from];
  const diff = (to.year() - from.year()) * 12 + (to.month() - from.month());
  if (diff !== months) return diff < months;
  return to.date() <= from.date();
}

/** hh:mm:ss of a number of seconds (never negative). */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(s / 3600))}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
}
