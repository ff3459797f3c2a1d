import { useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { FLOW_RESOURCE, FLOW_URL, type FlowDetail } from './flow-model';

/** The flow of one audit type (levels with names, copy-to, BPMN XML, version). */
export function useFlowDetail(type: string | undefined) {
  return useQuery({
    queryKey: resourceKeys(FLOW_RESOURCE).detail(type),
    enabled: Boolean(type),
    queryFn: () => post<FlowDetail>(FLOW_URL.detail, { type }),
  });
}
