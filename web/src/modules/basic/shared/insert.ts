/** Inserting a placeholder at the caret of a text (message and contract templates). Pure. */

/** `{name}` of a placeholder. */
export const token = (name: string) => `{${name}}`;

/** The text with `insert` in place of the selection [start, end), and the caret after it. */
export function insertAt(text: string | null | undefined, start: number | null | undefined, end: number | null | undefined, insert: string): { text: string; caret: number } {
  const t = text ?? '';
  const s = Math.min(Math.max(0, start ?? t.length), t.length);
  const e = Math.min(Math.max(s, end ?? s), t.length);
  return { text: t.slice(0, s) + insert + t.slice(e), caret: s + insert.length };
}

/** Placeholders of `used` that are not in `allowed`, as `{x}`, in order. */
export function unknownPlaceholders(used: readonly string[], allowed: Iterable<string>): string[] {
  const ok = new Set(allowed);
  return used.filter((p) => !ok.has(p)).map(token);
}

/** The text with each known placeholder replaced by its sample value (unknown ones left as they are). */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | null | undefined>>): string {
  return text.replace(/\{([^{}\s]{1,30})\}/g, (all, name: string) => {
    const v = values[name];
    return v === undefined || v === null || v === '' ? all : v;
  });
}
