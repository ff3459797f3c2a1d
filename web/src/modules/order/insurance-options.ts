/**
 * Insurance products for the sign-up's per-tourist insurance and the insurance centre's 投保 dialog, from
 * /api/v1/insurance/policy/products (the insurance centre's key, so sales need no insurance-product page):
 * products on sale with the premium per person for the group's trip (types 3 and 4 need no policy).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { InsuranceKind, enumLabel, fenToYuan, type InsuranceOption } from '@ta/contract';
import { useGrants } from '@/platform/permission';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { INSURANCE_OPTIONS_URL, Q } from './api';

export const INSURANCE_KEY = 'insurance_center_list';

export interface InsuranceChoice { label: string; value: number; disabled?: boolean; title?: string; unit_price: number | null }

/** "国内旅游意外险（意外险）¥12.50/人" — or why it cannot insure this trip. */
export function insuranceLabel(o: InsuranceOption): string {
  const head = `${o.name}（${enumLabel(InsuranceKind, o.insurance_type)}）`;
  return o.quote ? `${head} ¥${fenToYuan(o.quote.unit_price)}/人` : `${head} ${o.quote_error ?? '无适用费率'}`;
}

export function insuranceChoices(list: readonly InsuranceOption[]): InsuranceChoice[] {
  return list.map((o) => ({ value: o.id, label: insuranceLabel(o), disabled: !o.quote, title: o.coverage, unit_price: o.quote?.unit_price ?? null }));
}

/** Options for a group's trip (premium quoted for its days), or null when the role may not use the insurance centre. */
export function useInsuranceOptions(groupId: number | null | undefined): InsuranceChoice[] | null {
  const allowed = Boolean(useGrants()?.has(INSURANCE_KEY));
  const q = useQuery({
    queryKey: resourceKeys(Q.policy).options({ groupId: groupId ?? null }),
    enabled: allowed && Boolean(groupId),
    queryFn: () => post<InsuranceOption[]>(INSURANCE_OPTIONS_URL, { group_id: groupId }, { silent: true }),
    staleTime: 60_000,
  });
  const options = useMemo(() => insuranceChoices(q.data ?? []), [q.data]);
  return allowed ? options : null;
}
