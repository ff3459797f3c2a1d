/** User options for pickers, loaded only when the role may list users (otherwise the call would answer 102). */
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, RESOURCES, resourcePath } from '@ta/contract';
import { normalizePage } from '@/platform/list/paging';
import { useGrants } from '@/platform/permission';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';

export function useUserOptions(): { label: string; value: number }[] | null {
  const grants = useGrants();
  const allowed = Boolean(grants?.has(RESOURCES.user.permissionKey));
  const q = useQuery({
    queryKey: resourceKeys(RESOURCES.user.name).options(),
    enabled: allowed,
    queryFn: async () => normalizePage<{ id: number; user_name: string; login_name: string }>(
      await post<unknown>(resourcePath(RESOURCES.user, 'list'), { pageNo: 1, pageSize: PAGE_SIZE_MAX, status: 1 })).rows,
    staleTime: 60_000,
  });
  if (!allowed) return null;
  return (q.data ?? []).map((u) => ({ label: `${u.user_name}（${u.login_name}）`, value: u.id }));
}

