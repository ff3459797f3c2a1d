import { describe, expect, it } from 'vitest';
import { Msg } from '@ta/contract';
import { liveChannelUrl, parseServiceConfig } from './service-config';

describe('parseServiceConfig', () => {
  it('reads the known fields', () => {
    expect(parseServiceConfig({ productName: '某旅行社', filingNumber: '京ICP备00000000号', devPreview: true, wsUrl: '' }))
      .toEqual({ productName: '某旅行社', filingNumber: '京ICP备00000000号', devPreview: true, wsUrl: '', timeZone: 'Asia/Shanghai' });
    expect(parseServiceConfig({ timeZone: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    expect(parseServiceConfig({ timeZone: 'Nowhere/City' }).timeZone).toBe('Asia/Shanghai');
  });
  it('falls back to the defaults', () => {
    expect(parseServiceConfig(null).productName).toBe(Msg.productName);
    expect(parseServiceConfig({ devPreview: 'yes' }).devPreview).toBe(false);
  });
});

describe('liveChannelUrl', () => {
  it('uses /ws on this host when no address is configured', () => {
    const cfg = parseServiceConfig({});
    expect(liveChannelUrl(cfg, { protocol: 'http:', host: 'a:5173' })).toBe('ws://a:5173/ws');
    expect(liveChannelUrl(cfg, { protocol: 'https:', host: 'b' })).toBe('wss://b/ws');
    expect(liveChannelUrl({ ...cfg, wsUrl: 'ws://x/ws' }, { protocol: 'http:', host: 'a' })).toBe('ws://x/ws');
  });
});
