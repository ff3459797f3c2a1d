import { describe, expect, it } from 'vitest';
import { linkTarget } from './message-model';

describe('message links', () => {
  it('in-app paths go through the router, external addresses open a tab, others nowhere', () => {
    expect(linkTarget('/otherService/taskAudit/lineOrder?id=3')).toEqual({ kind: 'route', to: '/otherService/taskAudit/lineOrder?id=3' });
    expect(linkTarget('https://example.cn/x')).toEqual({ kind: 'external', to: 'https://example.cn/x' });
    expect(linkTarget('//evil.example')).toBeNull();
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget(null)).toBeNull();
  });
});
