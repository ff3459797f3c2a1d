import { describe, expect, it } from 'vitest';
import { groupTone, rowTone, toneClass } from './row-tone';

describe('group highlight rule (SPEC section 9)', () => {
  it('status 7 or iron_hair 2 is red-tinted', () => {
    expect(groupTone({ status: 7 })).toBe('danger');
    expect(groupTone({ iron_hair: 2 })).toBe('danger');
    expect(groupTone({ status: '7', count_confirm: 12, soon_group_size: 10, minimum_group_size: 15 })).toBe('danger');
  });
  it('confirmed count ≥ soon-group size and < minimum group size is green-tinted', () => {
    expect(groupTone({ count_confirm: 10, soon_group_size: 10, minimum_group_size: 15 })).toBe('success');
    expect(groupTone({ count_confirm: 14, soon_group_size: 10, minimum_group_size: 15 })).toBe('success');
  });
  it('below soon-group size or at the minimum is not tinted', () => {
    expect(groupTone({ count_confirm: 9, soon_group_size: 10, minimum_group_size: 15 })).toBeUndefined();
    expect(groupTone({ count_confirm: 15, soon_group_size: 10, minimum_group_size: 15 })).toBeUndefined();
    expect(groupTone({ status: 1, iron_hair: 1 })).toBeUndefined();
  });
});

describe('row colouring by field', () => {
  it('group rule first, then field rules', () => {
    expect(rowTone({ order_status: 2 })).toBe('danger');
    expect(rowTone({ order_status: 0 })).toBe('warning');
    expect(rowTone({ order_status: 3 })).toBe('muted');
    expect(rowTone({ order_status: 1 })).toBeUndefined();
    expect(rowTone({ order_status: 0, iron_hair: 2 })).toBe('danger');
    expect(rowTone({ invoice_status: 2 })).toBe('muted');
    expect(toneClass('success')).toBe('ta-row-success');
    expect(toneClass(undefined)).toBe('');
  });
});
