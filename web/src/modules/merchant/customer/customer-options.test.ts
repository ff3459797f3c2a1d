import { describe, expect, it } from 'vitest';
import { customerOptionLabel } from './customer-options';

describe('customer picker labels', () => {
  it('persons by phone, units with their contact, peers with their subject', () => {
    expect(customerOptionLabel({ id: 1, kind: 'private', subject: 'person', name: '张三', phone: '13912345678' })).toBe('张三（13912345678）');
    expect(customerOptionLabel({ id: 2, kind: 'unit', subject: 'unit', name: '杭州某公司', phone: '0571-1', contact_name: '李四' })).toBe('杭州某公司（李四 · 0571-1）');
    expect(customerOptionLabel({ id: 3, kind: 'peer', subject: 'unit', name: '华东旅行社', phone: '139', contact_name: '王经理' })).toBe('华东旅行社（同行单位 · 王经理 · 139）');
  });
});
