import { z } from 'zod';
import { PAGE_SIZE_MAX, PAGE_SIZE_TABLE } from '../constants';

/** A required text field with a Chinese message naming it. */
export const reqText = (label: string, max = 100) =>
  z.string({ error: `请输入${label}` }).trim().min(1, `请输入${label}`).max(max, `${label}不能超过${max}个字符`);
export const optText = (label: string, max = 500) =>
  z.string({ error: `${label}格式不正确` }).trim().max(max, `${label}不能超过${max}个字符`).optional().nullable();
/** The largest record id (ids are PostgreSQL `integer`): a bigger number is refused, not sent to the database. */
export const ID_MAX = 2147483647;
export const idOf = (label: string) =>
  z.coerce.number({ error: `请选择${label}` }).int(`${label}不正确`).positive(`请选择${label}`).max(ID_MAX, `${label}不正确`);
export const optIdOf = (label: string) =>
  z.coerce.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`).max(ID_MAX, `${label}不正确`).optional().nullable();
/** Money in integer fen (never floating point). */
export const fen = (label: string) =>
  z.number({ error: `请输入${label}` }).int(`${label}必须是以分为单位的整数`);
export const codeOf = <T extends Record<number, string>>(label: string, map: T) =>
  z.coerce.number({ error: `请选择${label}` }).refine((v) => String(v) in map, `${label}取值不正确`);

export const idReq = z.object({ id: idOf('记录') });
export const idsReq = z.object({ ids: z.array(idOf('记录'), { error: '请选择记录' }).min(1, '请至少选择一条记录') });
export const versionField = z.coerce.number({ error: '缺少数据版本号，请刷新后重试' }).int().min(1, '数据版本号不正确');

/** Paged list request of the API contract (DESIGN.md). Filters are passed beside these fields. */
export const pageReq = z.object({
  pageNo: z.coerce.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').max(1_000_000, '页码不正确').default(1),
  pageSize: z.coerce.number({ error: '每页条数不正确' }).int('每页条数不正确').min(1, '每页条数不正确').max(PAGE_SIZE_MAX, `每页条数不能超过${PAGE_SIZE_MAX}`).default(PAGE_SIZE_TABLE),
  sortField: z.string().max(64).optional(),
  sortOrder: z.enum(['ascend', 'descend', 'asc', 'desc'], { error: '排序方式不正确' }).optional(),
  /** Count the total exactly (by default a list's total is capped: "10,000+", docs/decisions.md "Lists that return rows first"). */
  exact_total: z.boolean({ error: '精确计数参数不正确' }).optional(),
  /** Answer only the exact total and the summary bar's sums, no rows (the list screen asks for them after the rows). */
  totals_only: z.boolean({ error: '合计参数不正确' }).optional(),
});
export type PageReq = z.infer<typeof pageReq>;

/**
 * A request that names every field it accepts: a field the schema does not declare is refused with a
 * Chinese 400 naming it (instead of being dropped or reaching a query), e.g. a list filter on `password_hash`.
 */
export function refuseUnknown<T extends z.ZodObject>(schema: T, what = '查询条件') {
  const known = new Set(Object.keys(schema.shape));
  return schema.loose().superRefine((v, ctx) => {
    for (const k of Object.keys(v)) if (!known.has(k)) ctx.addIssue({ code: 'custom', path: [k], message: `不支持的${what}“${k}”` });
  });
}
/** A paged list request: paging, a keyword and the list's declared filters — nothing else. */
export const listReq = <S extends z.ZodRawShape>(filters: S) =>
  refuseUnknown(pageReq.extend({ keyword: z.string({ error: '关键字格式不正确' }).trim().max(100, '关键字不能超过100个字符').optional().nullable(), ...filters }));

export interface PageData<T> {
  /** Exact, or TOTAL_CAP (10,000) with total_capped when there are more and the exact count was not asked for. */
  total_size: number;
  total_capped?: boolean;
  /**
   * Not counted with these rows (total_size and total_page are 0 then): the total comes with the `totals_only`
   * request (docs/decisions.md "Lists that return rows first": lists whose count would hold up their rows).
   */
  total_deferred?: boolean;
  total_page: number;
  data: T[];
}
/** The counting fields of a page answer (PageData). */
export const pageCounts = {
  total_size: z.number(), total_page: z.number(), total_capped: z.boolean().optional(),
  total_deferred: z.boolean().optional().meta({ description: '总数未随本页计数（total_size、total_page 为 0），由 totals_only 请求给出' }),
};
export const pageDataOf = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ page_data: z.object({ ...pageCounts, data: z.array(row) }), summary_deferred: z.boolean().optional(), summary: z.record(z.string(), z.number()).optional() });

/** The response envelope { code, msg, data }. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
export const envelopeOf = <T extends z.ZodTypeAny>(data: T) => z.object({ code: z.number(), msg: z.string(), data });

/** A field error of a 400 answer. */
export interface FieldError { field: string; message: string }

/**
 * The update schema of a create schema: same fields, but a field the create schema defaults (sort,
 * lists) stays as it is when the update leaves it out, instead of being reset to the default.
 */
export function updateOf<S extends z.ZodRawShape, E extends z.ZodRawShape>(create: z.ZodObject<S>, extra: E) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const [k, v] of Object.entries(create.shape)) {
    shape[k] = v instanceof z.ZodDefault ? (v.unwrap() as z.ZodTypeAny).optional() : (v as z.ZodTypeAny);
  }
  return z.object(shape).extend(extra) as unknown as z.ZodObject<{ [K in keyof S]: S[K] extends z.ZodDefault<infer I> ? z.ZodOptional<I> : S[K] } & E>;
}
