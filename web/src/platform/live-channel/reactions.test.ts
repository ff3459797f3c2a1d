import { describe, expect, it } from 'vitest';
import { reactionsTo } from './reactions';
import { resolveWsUrl } from './url';

describe('push reactions (SPEC section 7)', () => {
  it('after authentication the side menu requests 1000, 1100, 1200', () => {
    expect(reactionsTo({ cmd: 11 })).toEqual([{ type: 'send', cmd: 1000 }, { type: 'send', cmd: 1100 }, { type: 'send', cmd: 1200 }]);
  });
  it('1001 / 1101 / 1201 set the counts', () => {
    expect(reactionsTo({ cmd: 1001, data: { agencyData: { number: 4 } } })).toEqual([{ type: 'counts', patch: { agency: 4 } }]);
    expect(reactionsTo({ cmd: 1101, data: { orderNotificationNum: { number: 2 } } })).toEqual([{ type: 'counts', patch: { orderNotification: 2 } }]);
    expect(reactionsTo({ cmd: 1201, data: { orderNotificationTotalNum: { number: 9 } } })).toEqual([{ type: 'counts', patch: { orderNotificationTotal: 9 } }]);
    // The server's 1201 also carries the unread notices (a hold expired, an audit outcome): the bell counts them live.
    expect(reactionsTo({ cmd: 1201, data: { orderNotificationTotalNum: { number: 9 }, resultNum: { number: 2 }, failedReminder: '' } }))
      .toEqual([{ type: 'counts', patch: { orderNotificationTotal: 9, result: 2 } }]);
    expect(reactionsTo({ cmd: 1001, data: {} })).toEqual([]);
  });
  it('1002 → 1000 and 1200; 1102 → 1100; 1202 → 1200', () => {
    expect(reactionsTo({ cmd: 1002 })).toEqual([{ type: 'send', cmd: 1000 }, { type: 'send', cmd: 1200 }]);
    expect(reactionsTo({ cmd: 1102 })).toEqual([{ type: 'send', cmd: 1100 }]);
    expect(reactionsTo({ cmd: 1202 })).toEqual([{ type: 'send', cmd: 1200 }]);
  });
  it('1003 shows the results reminder, then refreshes the counts after 1 s', () => {
    expect(reactionsTo({ cmd: 1003, msg: '审核结果已出' })).toEqual([
      { type: 'resultsReminder', text: '审核结果已出' },
      { type: 'later', ms: 1000, then: [{ type: 'send', cmd: 1000 }, { type: 'send', cmd: 1100 }, { type: 'send', cmd: 1200 }] },
    ]);
  });
  it('1004 is a failure message; 416 the offline notice', () => {
    expect(reactionsTo({ cmd: 1004, msg: '推送失败' })).toEqual([{ type: 'failure', text: '推送失败' }]);
    expect(reactionsTo({ cmd: 416, data: { msg: '您的账号已在别处登录' } })).toEqual([{ type: 'offline', text: '您的账号已在别处登录' }]);
    expect(reactionsTo({ cmd: 3 })).toEqual([]);
  });
});

describe('live-channel address', () => {
  const http = { protocol: 'http:', host: 'bo.example.cn:8080' };
  it('same host /ws by protocol', () => {
    expect(resolveWsUrl('', http)).toBe('ws://bo.example.cn:8080/ws');
    expect(resolveWsUrl(undefined, { protocol: 'https:', host: 'bo.example.cn' })).toBe('wss://bo.example.cn/ws');
  });
  it('configured wsUrl: absolute ws(s), http(s) converted, a path on this host', () => {
    expect(resolveWsUrl('wss://live.example.cn/ws', http)).toBe('wss://live.example.cn/ws');
    expect(resolveWsUrl('https://live.example.cn/ws', http)).toBe('wss://live.example.cn/ws');
    expect(resolveWsUrl('/live', http)).toBe('ws://bo.example.cn:8080/live');
  });
  it('no address can be formed (file:// page, no host)', () => {
    expect(resolveWsUrl('', { protocol: 'file:', host: '' })).toBeNull();
  });
});
