/** Pure display rules shared by the merchant pages: area text, audit-status colours, agreement validity. */
import { AgreementValidity, AuditStatus, daysBetween, type AgreementValidityCode } from '@ta/contract';

export interface AreaNames {
  country_name?: string | null; district_name?: string | null; province_name?: string | null; city_name?: string | null; county_name?: string | null;
}

/**
 * "浙江省 / 杭州市 / 西湖区" (domestic: province, city, county; the country only when foreign). A municipality
 * stored as 上海市 / 上海市 shows once.
 */
export function areaText(r: AreaNames, sep = ' / '): string {
  const domestic = !r.country_name || r.country_name === '中国';
  const parts = [domestic ? null : r.country_name, r.province_name, r.city_name, r.county_name].filter((x): x is string => Boolean(x));
  return parts.filter((p, i) => p !== parts[i - 1]).join(sep);
}

/** Colour of an audit status tag: 未审核 orange, 已通过 green, 已驳回 red. */
export const AUDIT_STATUS_COLOR: Record<keyof typeof AuditStatus, string> = { 0: 'orange', 1: 'green', 2: 'red' };
export function auditColor(status: number | null | undefined): string {
  return AUDIT_STATUS_COLOR[status as keyof typeof AuditStatus] ?? 'default';
}

/** Colour of an agreement's validity tag: 未生效 blue, 生效中 green, 已过期 grey. */
export const VALIDITY_COLOR: Record<AgreementValidityCode, string> = { pending: 'blue', active: 'green', expired: 'default' };

/** Validity computed on the client (the server answers it too; this serves forms before saving). */
export function validityOf(start: string | null | undefined, end: string | null | undefined, today: string): AgreementValidityCode | undefined {
  if (!start || !end) return undefined;
  if (start > today) return 'pending';
  return end < today ? 'expired' : 'active';
}
export const validityLabel = (v: AgreementValidityCode | undefined) => (v ? AgreementValidity[v] : '');

/** Days left until an agreement ends (negative once over), for the "即将到期" hint. */
export function daysLeft(end: string, today: string): number {
  return daysBetween(today, end);
}
/** An active agreement ending within this many days is flagged. */
export const EXPIRY_WARNING_DAYS = 30;
