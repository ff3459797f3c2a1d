/**
 * Option lists of the organisation resources, cached per resource (invalidated with it). A list is
 * loaded only when the role holds that resource's key: otherwise the call answers 102, whose catalogue
 * row sends the user to the root. Without the key the picker stays empty.
 */
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, RESOURCES, resourcePath, type ResourceDef } from '@ta/contract';
import { normalizePage } from '@/platform/list/paging';
import { useGrants } from '@/platform/permission';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { treeOptions, type TreeOption } from './tree';

export interface NamedRow { id: number; name: string; parent_id?: number | null }

function useAll(resource: ResourceDef, extra: Record<string, unknown> = {}) {
  const grants = useGrants();
  return useQuery({
    enabled: Boolean(grants?.has(resource.permissionKey)),
    queryKey: resourceKeys(resource.name).options(extra),
    queryFn: async () => normalizePage<NamedRow>(await post<unknown>(resourcePath(resource, 'list'), { pageNo: 1, pageSize: PAGE_SIZE_MAX, ...extra })).rows,
    staleTime: 60_000,
  });
}

export function useDepartments(): NamedRow[] { return useAll(RESOURCES.department, { tree: true }).data ?? []; }
export function useDepartmentTree(disabledId?: number): TreeOption[] { return treeOptions(useDepartments(), disabledId); }

function asOptions(rows: NamedRow[]) { return rows.map((r) => ({ label: r.name, value: r.id })); }
export function useRoleOptions() { return asOptions(useAll(RESOURCES.role).data ?? []); }
export function usePositionOptions() { return asOptions(useAll(RESOURCES.position).data ?? []); }
export function useDataPermissionOptions() { return asOptions(useAll(RESOURCES.dataPermission).data ?? []); }
export function useCompanies(): NamedRow[] { return useAll(RESOURCES.company).data ?? []; }
