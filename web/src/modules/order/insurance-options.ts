/** Insurance products for the insurance centre and the sign-up's per-tourist insurance (types 3 and 4 need no policy). */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { InsuranceKind, PAGE_SIZE_MAX, RESOURCES, enumLabel, resourcePath } from '@ta/contract';
import { normalizePage } from '@/platform/list/paging';
import { useGrants } from '@/platform/permission';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';

interface ProductRow { id: number; name: string; insurance_type: number; enabled?: boolean }

/** Options of insurable products, or null when the role may not read insurance products. */
export function useInsuranceOptions(): { label: string; value: number }[] | null {
  const allowed = Boolean(useGrants()?.has(RESOURCES.insuranceProduct.permissionKey));
  const q = useQuery({
    queryKey: resourceKeys(RESOURCES.insuranceProduct.name).options({}),
    enabled: allowed,
    queryFn: async () => normalizePage<ProductRow>(await post<unknown>(resourcePath(RESOURCES.insuranceProduct, 'list'), { pageNo: 1, pageSize: PAGE_SIZE_MAX }, { silent: true })).rows,
    staleTime: 60_000,
  });
  const options = useMemo(() => (q.data ?? []).filter((p) => p.insurance_type !== 3 && p.insurance_type !== 4 && p.enabled !== false)
    .map((p) => ({ value: p.id, label: `${p.name}（${enumLabel(InsuranceKind, p.insurance_type)}）` })), [q.data]);
  return allowed ? options : null;
}
