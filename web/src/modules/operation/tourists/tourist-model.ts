/**
 * The tourist list's columns: the 28 tourist fields of SPEC section 3 (TOURIST_FIELDS, labels from the
 * contract) plus the order and room, of which the user chooses which to show (kept in local storage).
 * Pure, tested.
 */
import { TOURIST_FIELDS, TouristFieldLabel } from '@ta/contract';

export type TouristField = (typeof TOURIST_FIELDS)[number];

/** A tourist of the group as /client/list answers it (personal fields masked unless the role may see them). */
export type TouristRow = { [K in TouristField]?: string | number | null } & {
  id: number; order_id: number; order_code: string; person_type: number | null; person_type_label?: string | null;
  room_type: number | null; room_type_label?: string | null; masked?: boolean; version?: number;
};

/** Fields shown until the user chooses others. */
export const DEFAULT_TOURIST_FIELDS: TouristField[] = [
  'client_name', 'client_sex', 'client_age', 'client_card_type', 'client_card_number', 'client_phone_number', 'client_birthday',
  'client_room_number', 'client_marshal_point', 'client_remarks',
];

export const touristFieldOptions = TOURIST_FIELDS.map((f, id) => ({ value: f, label: `${id}. ${TouristFieldLabel[f]}` }));

const STORE_KEY = 'ta.touristList.fields';

/** The chosen fields in the contract's order; unknown names dropped; the name always shown. */
export function normalizeChoice(chosen: readonly string[]): TouristField[] {
  const set = new Set(chosen);
  set.add('client_name');
  return TOURIST_FIELDS.filter((f) => set.has(f));
}

export function loadChoice(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): TouristField[] {
  try {
    const raw = storage?.getItem(STORE_KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : null;
    return Array.isArray(list) ? normalizeChoice(list.filter((x): x is string => typeof x === 'string')) : DEFAULT_TOURIST_FIELDS;
  } catch { return DEFAULT_TOURIST_FIELDS; }
}

export function saveChoice(fields: readonly string[], storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): TouristField[] {
  const norm = normalizeChoice(fields);
  try { storage?.setItem(STORE_KEY, JSON.stringify(norm)); } catch { /* private mode: the choice lasts this page only */ }
  return norm;
}

/** Room allocation rows → /client/room/update items (only rows whose room changed). */
export function changedRooms(before: readonly TouristRow[], after: readonly { id: number; room_type?: number | null; client_room_number?: string | number | null }[]) {
  const old = new Map(before.map((t) => [t.id, t]));
  return after
    .filter((t) => {
      const o = old.get(t.id);
      return !o || (o.room_type ?? null) !== (t.room_type ?? null) || String(o.client_room_number ?? '') !== String(t.client_room_number ?? '').trim();
    })
    .map((t) => ({ tourist_id: t.id, room_type: t.room_type ?? null, client_room_number: String(t.client_room_number ?? '').trim() || null }));
}
