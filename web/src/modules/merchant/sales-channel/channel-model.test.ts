import { describe, expect, it } from 'vitest';
import { salesChannelCreate } from '@ta/contract';
import { channelToWire, isOnline } from './channel-model';

describe('sales channel form', () => {
  it('only type 0 is online', () => {
    expect([0, 1, 2, undefined].map(isOnline)).toEqual([true, false, false, false]);
  });
  it('offline channels drop platform and shop', () => {
    expect(channelToWire({ name: '门店', type: 1, platform: 3, shop_url: 'x', contact_name: '' })).toEqual({ name: '门店', type: 1, platform: null, shop_url: null, contact_name: null });
  });
  it('an online channel needs its platform (contract rule)', () => {
    const r = salesChannelCreate.safeParse(channelToWire({ name: '携程旗舰店', type: 0 }));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('线上OTA渠道请选择销售平台');
    expect(salesChannelCreate.safeParse(channelToWire({ name: '携程旗舰店', type: 0, platform: 0 })).success).toBe(true);
  });
});
