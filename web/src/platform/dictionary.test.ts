import { describe, expect, it } from 'vitest';
import { dictionaryKey, dictLabel, DICTIONARY_KEY, toSelectOptions } from './dictionary';

const items = [
  { value: 'mr', label: '先生', extra: null },
  { value: 'ms', label: '女士', extra: null },
  { value: 'red', label: '红色', extra: '#f5222d' },
];

describe('dictionary options', () => {
  it('become select options, keeping the extra value only when set', () => {
    expect(toSelectOptions(items)).toEqual([{ value: 'mr', label: '先生' }, { value: 'ms', label: '女士' }, { value: 'red', label: '红色', extra: '#f5222d' }]);
    expect(toSelectOptions(undefined)).toEqual([]);
  });
  it('label a code; an unknown code shows itself; empty shows nothing; several are joined', () => {
    expect(dictLabel(items, 'ms')).toBe('女士');
    expect(dictLabel(items, 'xx')).toBe('xx');
    expect(dictLabel(items, null)).toBe('');
    expect(dictLabel(items, '')).toBe('');
    expect(dictLabel(items, ['mr', 'ms'])).toBe('先生、女士');
  });
  it('numeric codes (sales platform 0–9) match their string values', () => {
    expect(dictLabel([{ value: '9', label: '云仓' }], 9)).toBe('云仓');
  });
  it('keys every type under one prefix, so a save refreshes them all', () => {
    expect(dictionaryKey('appellation').slice(0, 1)).toEqual([...DICTIONARY_KEY]);
  });
});
