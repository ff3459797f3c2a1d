/** Global search (全局搜索, issue 15): one box over orders, tourists, groups, products, customers and suppliers. */
import { z } from 'zod';

/** The kinds of record the search finds, in the order their groups are shown. */
export const SEARCH_KINDS = ['order', 'tourist', 'group', 'product', 'customer', 'supplier'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_TITLES: Record<SearchKind, string> = {
  order: '订单', tourist: '游客', group: '团期', product: '产品', customer: '客户', supplier: '供应商',
};
/** Hits per kind in the box (the results page pages through more). */
export const SEARCH_BOX_LIMIT = 5;
/** Counts stop here: each match branch brings at most one more candidate, and the page shows "200+" beyond (type more). */
export const SEARCH_COUNT_CAP = 200;
/** The longest keyword the search takes. */
export const SEARCH_MAX_LENGTH = 60;

export const globalSearchReq = z.object({
  keyword: z.string({ error: '请输入搜索内容' }).trim().min(1, '请输入搜索内容').max(SEARCH_MAX_LENGTH, `搜索内容不能超过${SEARCH_MAX_LENGTH}个字`),
  /** Only this kind (the results page), else every kind the caller may see. */
  kind: z.enum(SEARCH_KINDS, { error: '搜索类别不正确' }).optional(),
  pageNo: z.coerce.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').max(1000, '页码不正确').default(1),
  pageSize: z.coerce.number({ error: '每页条数不正确' }).int('每页条数不正确').min(1, '每页条数不正确').max(50, '每页条数不能超过50').default(SEARCH_BOX_LIMIT),
});
export type GlobalSearchReq = z.input<typeof globalSearchReq>;

/** One hit: what to show and which page opens it (a menu/detail key of the contract with its query). */
export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  subtitle: string;
  /** Route key (menu.ts) and query of the record's page. */
  route: { key: string; params: Record<string, string | number> } | null;
  /** How it matched: 'code' | 'name' | 'pinyin' | 'initials' | 'phone' | 'idcard' | 'text'. */
  matched: string;
}
export interface SearchGroup { kind: SearchKind; title: string; total: number; has_more: boolean; items: SearchHit[] }
export interface GlobalSearchRes {
  keyword: string;
  groups: SearchGroup[];
  /** Time the database took for the kinds' statements (ms, wall clock), for the benchmark's raw-SQL column. */
  sql_ms?: number;
}
