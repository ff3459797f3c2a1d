/** The input schema of each catalogued route, as published (from its zod schema) in the OpenAPI document. */
import { expect } from 'vitest';
import type { CatalogEntry } from '../src/platform/route';
import type { TestServer } from './harness';

export interface JsonSchema {
  type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; enum?: unknown[]; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[];
  nullable?: boolean; items?: JsonSchema | JsonSchema[]; prefixItems?: JsonSchema[]; minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number;
  minLength?: number; maxLength?: number; minItems?: number; maxItems?: number; format?: string; pattern?: string; const?: unknown; default?: unknown; additionalProperties?: boolean | JsonSchema;
}
interface Operation { requestBody?: { content: Record<string, { schema: JsonSchema }> }; parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[] }
export type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };

export const openApiOf = (s: TestServer) => (s.app as unknown as { swagger(): OpenApiDoc }).swagger();

/** The route's input schema as published in the OpenAPI document (the body, or the query of a GET). */
export function schemaOf(doc: OpenApiDoc, e: CatalogEntry): JsonSchema {
  const op = doc.paths[e.path]?.[e.method.toLowerCase()];
  expect(op, `${e.method} ${e.path} missing from the OpenAPI document`).toBeTruthy();
  if (op!.requestBody) return op!.requestBody.content['application/json']?.schema ?? Object.values(op!.requestBody.content)[0].schema;
  const params = (op!.parameters ?? []).filter((p) => p.in === 'query');
  return { type: 'object', properties: Object.fromEntries(params.map((p) => [p.name, p.schema])), required: params.filter((p) => p.required).map((p) => p.name) };
}

/** An id no demo record has, so that a body the schema accepts still finds nothing to change. */
export const NO_SUCH_ID = 2_000_000_000;

/** The first concrete branch of a schema (skipping null in unions). */
export function branch(p: JsonSchema): JsonSchema {
  const alts = p.anyOf ?? p.oneOf;
  if (alts?.length) return branch(alts.find((a) => a.type !== 'null' && !(a.const === '' || a.enum?.[0] === '')) ?? alts[0]);
  if (p.allOf?.length) return branch(p.allOf[0]);
  return p;
}
export const typeOf = (p: JsonSchema): string | undefined => {
  const b = branch(p);
  if (b.enum || b.const !== undefined) return 'enum';
  const t = [b.type].flat().filter((x) => x !== 'null')[0];
  return t ?? (b.properties ? 'object' : b.items ? 'array' : undefined);
};
export const itemsOf = (p: JsonSchema): JsonSchema => { const b = branch(p); return (Array.isArray(b.items) ? b.items[0] : b.items) ?? b.prefixItems?.[0] ?? {}; };
export const idLike = (name: string) => name === 'id' || name === 'ids' || /_ids?$/.test(name);

/** A plausible value: within the schema where that is easy, ids pointing at no record. */
export function validValue(p: JsonSchema, name: string, depth = 0): unknown {
  const b = branch(p);
  if (b.default !== undefined) return b.default;
  switch (typeOf(p)) {
    case 'enum': return b.enum ? b.enum[0] : b.const;
    case 'integer': case 'number': {
      if (idLike(name)) return NO_SUCH_ID;
      const min = b.minimum ?? (b.exclusiveMinimum !== undefined ? b.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(min, 1), b.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean': return false;
    case 'string': {
      if (b.format === 'date') return '2026-06-01';
      if (b.format === 'date-time') return '2026-06-01T00:00:00.000Z';
      if (b.format === 'email') return 'fuzz@example.cn';
      return 'a'.repeat(Math.min(Math.max(b.minLength ?? 1, 1), b.maxLength ?? 1));
    }
    case 'array': return depth > 3 ? [] : Array.from({ length: Math.max(b.minItems ?? 0, idLike(name) ? 1 : 0) }, () => validValue(itemsOf(p), name.replace(/s$/, ''), depth + 1));
    case 'object': return depth > 3 ? {} : objectOf(b, depth + 1);
    default: return 'a';
  }
}
export function objectOf(schema: JsonSchema, depth = 0): Record<string, unknown> {
  const req = new Set(schema.required ?? []);
  return Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([k]) => req.has(k)).map(([k, p]) => [k, validValue(p, k, depth)]));
}

