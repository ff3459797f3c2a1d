import { describe, expect, it } from 'vitest';
import { groupRoomUpdate } from '@ta/contract';
import { changedRooms, DEFAULT_TOURIST_FIELDS, loadChoice, normalizeChoice, saveChoice, touristFieldOptions, type TouristRow } from './tourist-model';

const memory = () => { const m = new Map<string, string>(); return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) }; };

describe('tourist columns', () => {
  it('offers all 28 fields by their spec id', () => {
    expect(touristFieldOptions).toHaveLength(28);
    expect(touristFieldOptions[0]).toEqual({ value: 'client_code', label: '0. 游客编号' });
    expect(touristFieldOptions[27].label).toBe('27. 游客类型');
  });
  it('keeps the choice in contract order, always with the name', () => {
    expect(normalizeChoice(['client_room_number', 'bogus', 'client_sex'])).toEqual(['client_name', 'client_sex', 'client_room_number']);
    const s = memory();
    expect(loadChoice(s)).toEqual(DEFAULT_TOURIST_FIELDS);
    saveChoice(['client_visa_type'], s);
    expect(loadChoice(s)).toEqual(['client_name', 'client_visa_type']);
  });
});

describe('room allocation', () => {
  it('sends only the tourists whose room changed', () => {
    const before = [
      { id: 1, room_type: 0, client_room_number: '801' }, { id: 2, room_type: null, client_room_number: null }, { id: 3, room_type: 1, client_room_number: '802' },
    ] as TouristRow[];
    const items = changedRooms(before, [{ id: 1, room_type: 0, client_room_number: '801' }, { id: 2, room_type: 0, client_room_number: ' 801 ' }, { id: 3, room_type: 1, client_room_number: '' }]);
    expect(items).toEqual([{ tourist_id: 2, room_type: 0, client_room_number: '801' }, { tourist_id: 3, room_type: 1, client_room_number: null }]);
    expect(groupRoomUpdate.safeParse({ group_id: 9, items }).success).toBe(true);
  });
});
