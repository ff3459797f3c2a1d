/** Pure rules of the sales channel form: only online channels (type 0) have a sales platform and shop. */
import { blanksToNull } from '../shared/form-rules';

export const ONLINE_CHANNEL_TYPE = 0;
export const isOnline = (type: number | null | undefined) => Number(type) === ONLINE_CHANNEL_TYPE;

/** Form values → request body: an offline channel drops platform and shop; blanks null. */
export function channelToWire(v: Record<string, unknown>): Record<string, unknown> {
  const out = blanksToNull(v);
  return isOnline(out.type as number) ? out : { ...out, platform: null, shop_url: null };
}
