/**
 * Option lists of the organisation (departments, roles, positions, data permissions) from one
 * session-level route, so pickers work for any role that may edit users; companies from their list
 * (only the company pages use them). Cached; invalidated with the organisation resources.
 */
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, RESOURCES, resourcePath } from '@ta/contract';
import { normalizePage } from '@/platform/list/paging';
import { useGrants } from '@/platform/permission';
import { ORG_OPTIONS_KEY, resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { treeOptions, type TreeOption } from './tree';

export interface NamedRow { id: number; name: string; parent_id?: number | null }
interface OrgOptions { departments: NamedRow[]; roles: NamedRow[]; positions: NamedRow[]; dataPermissions: NamedRow[] }

export const ORG_OPTIONS_URL = '/api/v1/system/options';

function useOrgOptions(): OrgOptions | undefined {
  return useQuery({
    queryKey: ORG_OPTIONS_KEY,
    queryFn: () => post<OrgOptions>(ORG_OPTIONS_URL, {}),
    staleTime: 60_000,
  }).data;
}

export function useDepartments(): NamedRow[] { return useOrgOptions()?.departments ?? []; }
export function useDepartmentTree(disabledId?: number): TreeOption[] { return treeOptions(useDepartments(), disabledId); }

function asOptions(rows: NamedRow[] | undefined) { return (rows ?? []).map((r) => ({ label: r.name, value: r.id })); }
export function useRoleOptions() { return asOptions(useOrgOptions()?.roles); }
export function usePositionOptions() { return asOptions(useOrgOptions()?.positions); }
export function useDataPermissionOptions() { return asOptions(useOrgOptions()?.dataPermissions); }

export function useCompanies(): NamedRow[] {
  const grants = useGrants();
  return useQuery({
    enabled: Boolean(grants?.has(RESOURCES.company.permissionKey)),
    queryKey: resourceKeys(RESOURCES.company.name).options({}),
    queryFn: async () => normalizePage<NamedRow>(await post<unknown>(resourcePath(RESOURCES.company, 'list'), { pageNo: 1, pageSize: PAGE_SIZE_MAX })).rows,
    staleTime: 60_000,
  }).data ?? [];
}
