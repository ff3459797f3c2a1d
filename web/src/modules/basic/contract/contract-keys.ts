/** Contract keys for the template editor: loaded only with the contract-key permission (else the server's check alone). */
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, RESOURCES, resourcePath, type contractKeyRow, type contractTemplateRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { normalizePage } from '@/platform/list/paging';
import { useGrants } from '@/platform/permission';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';

export type ContractKeyRow = Answer<typeof contractKeyRow>;
export type ContractTemplateRow = Answer<typeof contractTemplateRow>;

/** The keys, or null when this role may not list them. */
export function useContractKeys(): { keys: ContractKeyRow[] | null; loading: boolean } {
  const grants = useGrants();
  const allowed = Boolean(grants?.has(RESOURCES.contractKey.permissionKey));
  const q = useQuery({
    queryKey: resourceKeys(RESOURCES.contractKey.name).options(),
    enabled: allowed,
    queryFn: async () => normalizePage<ContractKeyRow>(await post<unknown>(resourcePath(RESOURCES.contractKey, 'list'), { pageNo: 1, pageSize: PAGE_SIZE_MAX })).rows,
    staleTime: 60_000,
  });
  return { keys: allowed ? q.data ?? [] : null, loading: allowed && q.isLoading };
}

/** The sample text of each key for the preview: its example, else 【说明】. */
export function sampleValues(keys: readonly Pick<ContractKeyRow, 'key' | 'label' | 'example'>[]): Record<string, string> {
  return Object.fromEntries(keys.map((k) => [k.key, k.example?.trim() ? k.example : `【${k.label}】`]));
}
