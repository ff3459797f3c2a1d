/**
 * Zod issues of nested fields (a day of a travel template, a row of a table): the message of the first
 * issue at or under a path, so a form item deep in a list shows the contract's own message. Pure.
 */
import type { Rule } from 'antd/es/form';
import type { SafeParser } from '@/platform/form';

export type IssuePath = readonly (string | number)[];

const startsWith = (path: readonly PropertyKey[], prefix: IssuePath) =>
  prefix.length <= path.length && prefix.every((p, i) => String(path[i]) === String(p));

/** The first issue message at `path` (exact, or under it unless `exact`). */
export function issueAt(schema: SafeParser, value: unknown, path: IssuePath, exact = false): string | undefined {
  const r = schema.safeParse(value);
  if (r.success) return undefined;
  const hit = r.error.issues.find((i) => (exact ? i.path.length === path.length && startsWith(i.path, path) : startsWith(i.path, path)));
  return hit?.message;
}

/** Every issue by its dotted path (`days.0.title`). */
export function issuesByPath(schema: SafeParser, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) {
    const k = i.path.map(String).join('.');
    if (!(k in out)) out[k] = i.message;
  }
  return out;
}

/**
 * An antd rule checking the nested `path` of the payload made from the whole form (`toPayload`), so a
 * list item's field is validated by the contract schema with the record's other values around it.
 */
export function pathRule(schema: SafeParser, path: IssuePath, toPayload: (formValues: Record<string, unknown>) => unknown, exact = false): Rule {
  return (form) => ({
    validator: async () => {
      const msg = issueAt(schema, toPayload(form.getFieldsValue(true) as Record<string, unknown>), path, exact);
      if (msg) throw new Error(msg);
    },
  });
}
