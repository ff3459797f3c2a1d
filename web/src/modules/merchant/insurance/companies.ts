/** Insurance company options for the product pages (from the company list, when the role may see it). */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PAGE_SIZE_MAX, RESOURCES, resourcePath } from '@ta/contract';
import { normalizePage } from '@/platform/list/paging';
import { useGrants } from '@/platform/permission';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';

const res = RESOURCES.insuranceCompany;

/** Options { label, value } of every insurance company, or null when the role may not list companies. */
export function useInsuranceCompanyOptions(): { label: string; value: number }[] | null {
  const grants = useGrants();
  const allowed = Boolean(grants?.has(res.permissionKey));
  const q = useQuery({
    queryKey: resourceKeys(res.name).options(),
    enabled: allowed,
    queryFn: async () => normalizePage<{ id: number; name: string }>(await post<unknown>(resourcePath(res, 'list'), { pageNo: 1, pageSize: PAGE_SIZE_MAX, sortField: 'name', sortOrder: 'ascend' })).rows,
    staleTime: 60_000,
  });
  const options = useMemo(() => (q.data ?? []).map((c) => ({ label: c.name, value: c.id })), [q.data]);
  return allowed ? options : null;
}
