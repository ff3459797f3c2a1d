/**
 * Zod rules for fields a flat `zodRules` cannot reach: nested paths (a row of a list field) and forms whose
 * screen values differ from the wire (yuan on screen, fen on the wire). The whole form is turned into the
 * request body with `transform`, checked with the contract schema, and the issue at exactly `path` is reported.
 */
import type { Rule } from 'antd/es/form';
import type { SafeParser } from '@/platform/form';

export type FieldPath = string | readonly (string | number)[];

const same = (a: readonly PropertyKey[], b: readonly (string | number)[]) => a.length === b.length && a.every((p, i) => String(p) === String(b[i]));

/** The first message of an issue at exactly `path` (a top-level field also gets its nested issues when `deep`). */
export function issueAt(schema: SafeParser, values: unknown, path: FieldPath, deep = false): string | undefined {
  const r = schema.safeParse(values);
  if (r.success) return undefined;
  const p = typeof path === 'string' ? [path] : path;
  const hit = r.error.issues.find((i) => same(i.path, p) || (deep && i.path.length > p.length && same(i.path.slice(0, p.length), p)));
  return hit?.message;
}

export interface PathRulesOptions {
  /** Form values → request body (yuan → fen, blanks → null). */
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Values that are not form fields (id, version, a parent id). */
  extra?: () => Record<string, unknown>;
}

export interface PathRules {
  /** `rules(['accounts', 0, 'account_no'])` → antd rules checking that one path against the schema. */
  (path: FieldPath): Rule[];
  /** The message at `path` for these form values (for rules antd types narrowly, like a list's). */
  check: (formValues: Record<string, unknown>, path: FieldPath) => string | undefined;
}

export function pathRules(schema: SafeParser, opts: PathRulesOptions = {}): PathRules {
  const check = (raw: Record<string, unknown>, path: FieldPath) =>
    issueAt(schema, { ...(opts.transform ? opts.transform(raw) : raw), ...(opts.extra?.() ?? {}) }, path);
  const rules = (path: FieldPath): Rule[] => [
    (form) => ({
      validator: async () => {
        const msg = check(form.getFieldsValue(true) as Record<string, unknown>, path);
        if (msg) throw new Error(msg);
      },
    }),
  ];
  return Object.assign(rules, { check });
}

/** Empty strings of optional text fields → null (the server stores blanks as null anyway; dates must not be ''). */
export function blanksToNull<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v])) as T;
}

const isDayjsLike = (v: unknown): v is { format: (f: string) => string; isValid: () => boolean } =>
  typeof v === 'object' && v !== null && typeof (v as { format?: unknown }).format === 'function' && typeof (v as { isValid?: unknown }).isValid === 'function';

/** Date pickers hold dayjs values until submit; the wire (and the zod schemas) take 'YYYY-MM-DD'. */
export function datesToStrings<T extends Record<string, unknown>>(values: T, fields: readonly string[]): T {
  const out: Record<string, unknown> = { ...values };
  for (const f of fields) {
    const v = out[f];
    if (isDayjsLike(v)) out[f] = v.isValid() ? v.format('YYYY-MM-DD') : null;
    else if (v === undefined || v === '') out[f] = null;
  }
  return out as T;
}
