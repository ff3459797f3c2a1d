/** Sales channel options for pickers (来源渠道), from /api/v1/salesChannel/options when the role may see channels. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RESOURCES, SalesChannelType, enumLabel } from '@ta/contract';
import { useGrants } from '@/platform/permission';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';

export const CHANNEL_OPTIONS_URL = '/api/v1/salesChannel/options';
export interface ChannelOption { id: number; name: string; type: number; platform: number | null; enabled: boolean }

/** "携程旗舰店（线上OTA）", disabled channels marked. */
export function channelOptionLabel(c: ChannelOption): string {
  return `${c.name}（${enumLabel(SalesChannelType, c.type)}${c.enabled ? '' : '，已停用'}）`;
}

/** Options of the enabled channels, plus the disabled one a record already names. Null when channels are not visible to the role. */
export function useChannelOptions(includeDisabled = false): { label: string; value: number }[] | null {
  const grants = useGrants();
  const allowed = Boolean(grants?.has(RESOURCES.salesChannel.permissionKey));
  const q = useQuery({
    queryKey: resourceKeys(RESOURCES.salesChannel.name).options({ includeDisabled }),
    enabled: allowed,
    queryFn: () => post<ChannelOption[]>(CHANNEL_OPTIONS_URL, includeDisabled ? { include_disabled: true } : {}),
    staleTime: 60_000,
  });
  const options = useMemo(() => (q.data ?? []).map((c) => ({ label: channelOptionLabel(c), value: c.id })), [q.data]);
  return allowed ? options : null;
}
