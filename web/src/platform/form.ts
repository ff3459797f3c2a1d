/**
 * Form validation from the contract's zod schemas, so a rule is written once (contract) and checked on
 * both sides. `zodRule(schema, field)` validates the whole form with the schema and reports the issues
 * of one field (cross-field refinements included); `applyServerErrors` puts a 400 answer's field errors
 * on the form, and `reportFormError` is how a form's failed save is reported (fields, else the message).
 */
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { showError } from './feedback';
import { isApiError } from './http/api-error';
import { isPositiveInt } from './inputs/rules';

/** The part of a zod schema we use (kept structural so the web needs no zod import). */
export interface SafeParser {
  safeParse(value: unknown): { success: true; data?: unknown } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** Issues of a parse grouped by their top-level field. */
export function fieldIssues(schema: SafeParser, values: unknown): Record<string, string> {
  const r = schema.safeParse(values);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) {
    const f = i.path.length ? String(i.path[0]) : '';
    if (!(f in out)) out[f] = i.message;
  }
  return out;
}

/**
 * An antd rule that checks `field` with the schema. `extra` supplies values that are not form fields
 * (id, version) so the parse sees a complete record.
 */
export function zodRule(schema: SafeParser, field: string, extra?: () => Record<string, unknown>): Rule {
  return (form) => ({
    validator: async () => {
      const msg = fieldIssues(schema, { ...form.getFieldsValue(true), ...(extra?.() ?? {}) })[field];
      if (msg) throw new Error(msg);
    },
  });
}

/** `rules` for every field of a form: `const r = zodRules(schema); <ProFormText rules={r('name')} />`. */
export function zodRules(schema: SafeParser, extra?: () => Record<string, unknown>): (field: string) => Rule[] {
  return (field) => [zodRule(schema, field, extra)];
}

/** Parses the values with the schema; throws an Error naming the first issue when invalid. */
export function parseWith<T>(schema: SafeParser, values: unknown): T {
  const r = schema.safeParse(values);
  if (r.success) return (r.data ?? values) as T;
  throw new Error(r.error.issues[0]?.message ?? '');
}

/** Puts a 400 answer's field errors on the form; returns true when there were any. */
export function applyServerErrors(form: FormInstance, e: unknown): boolean {
  if (!isApiError(e)) return false;
  const errs = e.fieldErrors;
  if (errs.length === 0) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true)));
  const fields = errs.filter((x) => known.has(x.field)).map((x) => ({ name: x.field, errors: [x.message] }));
  form.setFields(fields);
  if (fields.length > 0) focusFirstError(form);
  return fields.length > 0;
}

/** Where a failed submit takes the user: the first field in error, scrolled to the middle and focused. */
export const FIRST_ERROR_SCROLL = { block: 'center', focus: true } as const;

/**
 * Scrolls to and focuses the first field in error (the one place a failed submit shows where; forms submitted
 * with form.submit() get the same from the app's ConfigProvider `form.scrollToFirstError`).
 */
export function focusFirstError(form: FormInstance): void {
  const first = form.getFieldsError().find((f) => f.errors.length > 0);
  if (first) form.scrollToField(first.name, FIRST_ERROR_SCROLL);
}

/** form.validateFields() that, when it fails, scrolls to and focuses the first field in error before rethrowing. */
export async function validateOrFocus<T>(form: FormInstance<T>): Promise<T> {
  try {
    return await form.validateFields();
  } catch (e) {
    focusFirstError(form as FormInstance);
    throw e;
  }
}

/**
 * The one way a form reports a failed save: the 400 answer's field errors on their fields, otherwise the
 * message once (showError: not again when the request wrapper already showed it).
 */
export function reportFormError(form: FormInstance, e: unknown, fallback?: string): void {
  if (!applyServerErrors(form, e)) showError(e, fallback);
}

/** Positive-integer column rule (0–999999). */
export const positiveIntRule: Rule = {
  validator: async (_r, v: unknown) => {
    if (v === undefined || v === null || v === '') return;
    if (!isPositiveInt(v)) throw new Error('请输入0至999999之间的整数');
  },
};
