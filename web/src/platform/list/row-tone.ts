/**
 * Row colouring by the fields of SPEC section 3. The group highlight rule of section 9 comes first:
 * status 7 or iron_hair 2 → red tint; confirmed count at or above the soon-group size but below the
 * minimum group size → green tint. Then the per-field rules below (our design where the spec is silent,
 * see docs/decisions.md), first match wins.
 */
export type RowTone = 'danger' | 'success' | 'warning' | 'muted' | 'info';

type Row = Record<string, unknown>;
const n = (v: unknown): number | undefined => {
  const x = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof x === 'number' && Number.isFinite(x) ? x : undefined;
};

/** Field → code → tone. */
export const TONE_RULES: ReadonlyArray<readonly [field: string, tones: Readonly<Record<number, RowTone>>]> = [
  ['order_status', { 0: 'warning', 2: 'danger', 3: 'muted' }],           // unconfirmed, refused, refunded
  ['order_type', { 1: 'info' }],                                          // derived (adjustment) order
  ['order_adjustment_type', { 1: 'warning', 2: 'danger' }],               // price change, group withdrawal
  ['cost_adjustment_type', { 1: 'warning', 2: 'danger' }],
  ['group_cost_version_type', { 1: 'info' }],                             // revised cost version
  ['invoice_status', { 2: 'muted', 3: 'danger' }],                        // voided, red-lettered
  ['invoice_receipt_status', { 0: 'warning' }],                           // not received
  ['number_source_type', { 1: 'info' }],                                  // number entered by hand
];

/** The group highlight rule of section 9 alone. */
export function groupTone(row: Row): RowTone | undefined {
  if (n(row.status) === 7 || n(row.iron_hair) === 2) return 'danger';
  const confirmed = n(row.count_confirm);
  const soon = n(row.soon_group_size);
  const minimum = n(row.minimum_group_size);
  if (confirmed !== undefined && soon !== undefined && minimum !== undefined && confirmed >= soon && confirmed < minimum) return 'success';
  return undefined;
}

export function rowTone(row: Row): RowTone | undefined {
  const g = groupTone(row);
  if (g) return g;
  for (const [field, tones] of TONE_RULES) {
    const code = n(row[field]);
    if (code !== undefined && tones[code]) return tones[code];
  }
  return undefined;
}

/** CSS class of a tone (styles in list-screen.css). */
export function toneClass(tone: RowTone | undefined): string {
  return tone ? `ta-row-${tone}` : '';
}
