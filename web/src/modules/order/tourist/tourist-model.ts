/**
 * The tourist rows of a sign-up (the 28 tourist fields of SPEC section 3, chosen by id 0–27): which fields
 * show in the table and which in the row's expander, their input kinds, rows following the person counts,
 * fields derived from a mainland ID number, and the contract's required-field checks per cell.
 */
import {
  FIRST_TOURIST_REQUIRED_FIELD_IDS, TOURIST_FIELDS, TOURIST_REQUIRED_FIELD_IDS, TouristFieldLabel, deriveFromIdCard, touristIssues,
  type TouristInput,
} from '@ta/contract';

export type TouristField = (typeof TOURIST_FIELDS)[number];
/** A tourist row being edited: the contract's input plus a client key. */
export type TouristDraft = TouristInput & { key: string };

/** Ids of the fields shown as table columns: name, sex, card type, card number, birthday, age, phone. */
export const COMMON_FIELD_IDS = [1, 4, 11, 12, 5, 9, 7] as const;
export const COMMON_FIELDS: TouristField[] = COMMON_FIELD_IDS.map((i) => TOURIST_FIELDS[i]);
/** Every other field, in id order: shown in the row's expander (更多信息). */
export const MORE_FIELDS: TouristField[] = TOURIST_FIELDS.filter((f) => !COMMON_FIELDS.includes(f));

export type FieldKind = 'text' | 'date' | 'sex' | 'cardType' | 'int';
const DATE_FIELDS: ReadonlySet<TouristField> = new Set(['client_birthday', 'client_certificate_validity', 'client_certificate_issuing_date', 'client_visa_validity']);
export function fieldKind(f: TouristField): FieldKind {
  if (DATE_FIELDS.has(f)) return 'date';
  if (f === 'client_sex') return 'sex';
  if (f === 'client_card_type') return 'cardType';
  if (f === 'client_age' || f === 'client_type') return 'int';
  return 'text';
}
export const fieldLabel = (f: TouristField) => TouristFieldLabel[f];

/** Required field names of the tourist at `index` (the first one also needs a phone number). */
export function requiredFields(index: number): TouristField[] {
  return (index === 0 ? FIRST_TOURIST_REQUIRED_FIELD_IDS : TOURIST_REQUIRED_FIELD_IDS).map((i) => TOURIST_FIELDS[i]);
}

let seq = 0;
export const newTouristKey = () => `t${Date.now().toString(36)}${(seq++).toString(36)}`;
export const blankTourist = (personType: number): TouristDraft => ({ key: newTouristKey(), person_type: personType, client_card_type: 1 });

const isBlank = (t: TouristDraft) => !t.id && TOURIST_FIELDS.every((f) => {
  const v = (t as Record<string, unknown>)[f];
  return v === undefined || v === null || v === '' || f === 'client_card_type';
});

export interface PersonCounts { adult_count: number; child_count: number; senior_count: number; infant_count: number }
const TYPE_COUNTS: [number, keyof PersonCounts][] = [[0, 'adult_count'], [1, 'child_count'], [2, 'senior_count'], [3, 'infant_count']];

/**
 * Rows follow the counts: a blank row is added for every person not yet in the list (by person type) and
 * blank rows beyond the counts are dropped; filled rows are never dropped (the schema reports the excess).
 */
export function fitTourists(list: readonly TouristDraft[], counts: PersonCounts): TouristDraft[] {
  const out: TouristDraft[] = [];
  for (const [type, field] of TYPE_COUNTS) {
    const ofType = list.filter((t) => (t.person_type ?? 0) === type);
    const filled = ofType.filter((t) => !isBlank(t));
    const blanks = ofType.filter(isBlank);
    const want = Math.max(0, counts[field] - filled.length);
    out.push(...filled, ...blanks.slice(0, want));
    for (let i = blanks.length; i < want; i++) out.push(blankTourist(type));
  }
  return out;
}

/**
 * A changed row: a valid mainland ID number (card type 1) fills birthday, sex and age (age on the
 * departure day), so they never disagree with the number.
 */
export function withDerived(t: TouristDraft, departureDate?: string): TouristDraft {
  if (t.client_card_type !== 1 || !t.client_card_number) return t;
  const d = deriveFromIdCard(t.client_card_number, departureDate);
  if (!d) return t;
  return { ...t, client_card_number: t.client_card_number.toUpperCase(), client_birthday: d.birthday, client_sex: d.sex, client_age: d.age };
}

/** Problems per row and field (`"2.client_card_number"` → message), from the contract's checks. */
export function cellIssues(list: readonly TouristDraft[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const i of touristIssues(list)) {
    const k = i.path.join('.');
    if (!out.has(k)) out.set(k, i.message);
  }
  return out;
}

/** Rows as the API takes them (without the client key; empty strings as absent). */
export function touristsForApi(list: readonly TouristDraft[]): TouristInput[] {
  return list.filter((t) => !isBlank(t)).map(({ key: _key, ...rest }) => {
    const clean: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(rest)) if (v !== '' && v !== undefined) clean[k] = v;
    return clean as TouristInput;
  });
}
