/** Every cost kind of a group at once (read-only pages: cost detail, the operation confirmation sheet). */
import { useQueries, useQuery } from '@tanstack/react-query';
import { COST_KINDS } from '@ta/contract';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { COST_KEY, normalizeCostAnswer, OP_URLS } from '../api';
import type { AgencyItemView } from './agency-model';
import type { CostKindCode, CostLine } from './cost-model';

export interface CostSheet { byKind: Partial<Record<CostKindCode, CostLine[]>>; agency: AgencyItemView[]; loading: boolean; error: unknown }

export function useCostSheet(groupId: number | undefined): CostSheet {
  const kinds = useQueries({
    queries: COST_KINDS.map((kind) => ({
      queryKey: [...resourceKeys(COST_KEY).list({ group_id: groupId, kind })],
      queryFn: async () => normalizeCostAnswer(await post<unknown>(OP_URLS.costList(kind), { group_id: groupId })),
      enabled: Boolean(groupId),
      retry: false,
    })),
  });
  const agency = useQuery({
    queryKey: [...resourceKeys(COST_KEY).list({ group_id: groupId, kind: 'travelAgency' })],
    queryFn: async () => {
      const r = await post<unknown>(OP_URLS.agencyDetail, { group_id: groupId });
      const items = Array.isArray(r) ? r : (r as { items?: unknown } | null)?.items;
      return (Array.isArray(items) ? items : []) as AgencyItemView[];
    },
    enabled: Boolean(groupId),
    retry: false,
  });
  const byKind: Partial<Record<CostKindCode, CostLine[]>> = {};
  COST_KINDS.forEach((k, i) => { const d = kinds[i].data; if (d) byKind[k] = d.items; });
  return {
    byKind, agency: agency.data ?? [],
    loading: kinds.some((k) => k.isLoading) || agency.isLoading,
    error: kinds.find((k) => k.error)?.error ?? agency.error,
  };
}
