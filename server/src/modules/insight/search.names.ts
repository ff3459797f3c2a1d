/**
 * Names as the search matches them: lower-cased, the pinyin without tones or spaces and the initials (surname
 * readings first: 单 shan, 曾 zeng), via pinyin-pro; digits of a phone. Cached by name (names repeat a lot).
 */
import { pinyin } from 'pinyin-pro';

const HAN = /[\u3400-\u9fff]/;
const cache = new Map<string, { pinyin: string; initials: string }>();
const CACHE_MAX = 200_000;

export const compact = (s: string) => s.toLowerCase().replace(/[\s·•.\-_]+/g, '');

/** The name's full pinyin and its initials, lower-case, without spaces ("张三" → zhangsan, zs; "Tom Li" → tomli, tl). */
export function namePinyin(name: string): { pinyin: string; initials: string } {
  const key = name.trim();
  const hit = cache.get(key);
  if (hit) return hit;
  let full = '';
  let first = '';
  if (key) {
    const parts = pinyin(key, { toneType: 'none', type: 'array', surname: 'head', nonZh: 'consecutive' });
    for (const p of parts) {
      if (!p.trim()) continue;
      if (HAN.test(p)) continue; // a character pinyin-pro has no reading for
      full += compact(p);
      // A run of latin words ("Tom Li") gives one initial per word; a pinyin syllable gives its first letter.
      const words = p.trim().split(/\s+/);
      first += words.length > 1 || !/^[a-z]+$/.test(p) ? words.map((w) => w[0] ?? '').join('').toLowerCase() : p[0];
    }
  }
  const out = { pinyin: full.slice(0, 400), initials: first.slice(0, 100) };
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, out);
  return out;
}

/** The digits of a phone (full-value match only); null when it has fewer than 5. */
export function phoneDigits(v: string | null | undefined): string | null {
  const d = (v ?? '').replace(/\D/g, '');
  return d.length >= 5 ? d.slice(0, 30) : null;
}

/** An ID number as stored for comparison: trimmed, upper-case X. */
export const idCardKey = (v: string) => v.trim().toUpperCase();
