import { describe, expect, it } from 'vitest';
import { routePath } from '@/platform/routes';
import { agreementEditorKey, agreementListKey, editorKey, listKey, tradingRecordRoute } from './api';
import { customerToWire, nameLabel } from './customer-model';

describe('customer routes', () => {
  it('every key is a route of the menu tree', () => {
    for (const k of ['private', 'unit', 'peer'] as const) {
      expect(() => routePath(listKey(k))).not.toThrow();
      expect(() => routePath(tradingRecordRoute(k))).not.toThrow();
      expect(() => routePath(editorKey(k, 'unit'))).not.toThrow();
      expect(() => routePath(editorKey(k, 'person'))).not.toThrow();
    }
    for (const k of ['unit', 'peer'] as const) {
      expect(() => routePath(agreementListKey(k))).not.toThrow();
      expect(() => routePath(agreementEditorKey(k))).not.toThrow();
    }
  });
  it('peers open the unit or the person editor', () => {
    expect(editorKey('peer', 'person')).toBe('peerPersonEditor');
    expect(editorKey('peer', 'unit')).toBe('peerUnitEditor');
    expect(editorKey('private', undefined)).toBe('customerEditor');
  });
});

describe('customer form', () => {
  it('names the customer by subject', () => {
    expect(nameLabel('private', 'person')).toBe('姓名');
    expect(nameLabel('unit', 'unit')).toBe('单位名称');
    expect(nameLabel('peer', 'unit')).toBe('同行单位名称');
    expect(nameLabel('peer', 'person')).toBe('姓名');
  });
  it('wire: birthday as a date string, blanks null, subject kept for peers', async () => {
    const dayjs = (await import('dayjs')).default;
    expect(customerToWire({ name: '张三', phone: '13912345678', birthday: dayjs('1990-05-01'), email: '' }, 'peer', 'person'))
      .toEqual({ name: '张三', phone: '13912345678', birthday: '1990-05-01', email: null, subject: 'person' });
    expect(customerToWire({ name: 'A' }, 'private', 'person')).toEqual({ name: 'A', birthday: null });
  });
});
