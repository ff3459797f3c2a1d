/**
 * The cost sheet of a group as the editor holds it: one list per cost kind, each line with a supplier,
 * the kind's descriptive fields (contract COST_DETAIL_SHAPES), quantity, unit price and total. The editor
 * keeps the unit price in yuan as typed; the wire carries fen (contract money helpers). Pure, tested.
 */
import {
  Catering, Consumption, COST_DETAIL_SHAPES, COST_KINDS, CostKind, daysBetween, fenToYuan, HotelStar, InsuranceKind, RESOURCES, RoomType,
  TicketType, TrafficType, yuanToFen, type CostKindCode, type EnumMap,
} from '@ta/contract';
import type { RowField } from '@/platform/inputs/rules';
import { newRowKey, type EditableRow } from '@/platform/editable/editable-rows';

export { COST_KINDS, CostKind };
export type { CostKindCode };

/** A cost line as stored and answered by /api/v1/routeHall/<kind>/list (money in fen). */
export interface CostLine {
  id?: number | null;
  supplier_id: number;
  supplier_name?: string | null;
  quantity: number;
  unit_price: number;
  total?: number;
  remark?: string | null;
  [detail: string]: unknown;
}

/** A line in the editor: unit price in yuan as typed. */
export interface CostEditRow extends EditableRow {
  id?: number | null;
  supplier_id?: number | null;
  supplier_name?: string | null;
  quantity?: number | null;
  unit_price_yuan?: string | null;
  remark?: string | null;
  [detail: string]: unknown;
}

export type DetailInput = 'text' | 'int' | 'date' | 'enum';
export interface DetailField { field: string; title: string; input: DetailInput; enumMap?: EnumMap; required: boolean; width: number }

const ENUM_OF: Record<string, EnumMap> = {
  catering: Catering, traffic_type: TrafficType, ticket_type: TicketType, room_type: RoomType, hotel_star: HotelStar,
  insurance_kind: InsuranceKind, consumption: Consumption,
};
const DATE_FIELDS = new Set(['start_date', 'end_date', 'date', 'check_in', 'check_out']);
const INT_FIELDS = new Set(['tourists', 'diners', 'free_diners', 'nights', 'rooms', 'seats']);
const LABELS: Record<string, string> = RESOURCES.groupCost.labels;

interface MaybeOptional { safeParse(v: unknown): { success: boolean } }
/** A field is required when its schema refuses a missing value. */
const isRequired = (schema: MaybeOptional) => !schema.safeParse(undefined).success;

/** The descriptive columns of a kind, read from the contract's shapes (required-ness from the schema itself). */
export function detailFields(kind: CostKindCode): DetailField[] {
  return Object.entries(COST_DETAIL_SHAPES[kind] as Record<string, MaybeOptional>).map(([field, schema]) => {
    const input: DetailInput = ENUM_OF[field] ? 'enum' : DATE_FIELDS.has(field) ? 'date' : INT_FIELDS.has(field) ? 'int' : 'text';
    const width = input === 'date' ? 135 : input === 'int' ? 84 : input === 'enum' ? 116 : 116;
    return { field, title: LABELS[field] ?? field, input, enumMap: ENUM_OF[field], required: isRequired(schema), width };
  });
}

/** Supplier types offered for a kind (SupplierChannelType 3–11). */
export const KIND_SUPPLIER_TYPES: Readonly<Record<CostKindCode, number[] | undefined>> = {
  guide: [10, 3], meal: [6], traffic: [8, 4, 3], ticket: [7, 8], reside: [5], insurance: [9], motorcade: [4], other: undefined,
};

/** Every field the row check of SPEC section 5 looks at, in column order. */
export function rowFields(kind: CostKindCode): RowField[] {
  return [
    { field: 'supplier_id', title: '供应商', required: true },
    ...detailFields(kind).map((d) => ({ field: d.field, title: d.title, required: d.required, numeric: d.input === 'int' })),
    { field: 'quantity', title: '数量', required: true, numeric: true },
    { field: 'unit_price_yuan', title: '单价', required: true, numeric: true },
  ];
}

/** The line's total in fen (0 while quantity or price is missing or malformed). */
export function rowTotal(row: Pick<CostEditRow, 'quantity' | 'unit_price_yuan'>): number {
  const q = Number(row.quantity);
  if (!Number.isInteger(q) || q < 0 || row.unit_price_yuan === undefined || row.unit_price_yuan === null || row.unit_price_yuan === '') return 0;
  try { return q * yuanToFen(row.unit_price_yuan); } catch { return 0; }
}

/** Signed amount of a line in the group's cost: an income line of 其他 (consumption 0) lowers the cost. */
export function signedTotal(kind: CostKindCode, consumption: unknown, total: number): number {
  return kind === 'other' && Number(consumption) === 0 ? -total : total;
}

/** The kind's total (fen) of editor rows. */
export function kindTotal(kind: CostKindCode, rows: readonly CostEditRow[]): number {
  return rows.reduce((s, r) => s + signedTotal(kind, r.consumption, rowTotal(r)), 0);
}

/** The kind's total (fen) of stored lines. */
export function storedKindTotal(kind: CostKindCode, lines: readonly CostLine[]): number {
  return lines.reduce((s, l) => s + signedTotal(kind, l.consumption, l.total ?? l.quantity * l.unit_price), 0);
}

const dayDiff = (a: unknown, b: unknown): number | null => {
  if (typeof a !== 'string' || typeof b !== 'string' || !a || !b) return null;
  const d = daysBetween(a, b);
  return Number.isFinite(d) && d >= 0 ? d : null;
};

/**
 * Fields computed from what was typed (the user may still override the quantity afterwards):
 * guide days from its dates (inclusive), meal paying diners, lodging nights from its dates and room-nights.
 */
export function deriveRow(kind: CostKindCode, row: CostEditRow, changed?: string): Partial<CostEditRow> {
  const out: Partial<CostEditRow> = {};
  if (kind === 'guide' && (changed === 'start_date' || changed === 'end_date')) {
    const d = dayDiff(row.start_date, row.end_date);
    if (d !== null) out.quantity = d + 1;
  }
  if (kind === 'meal' && (changed === 'diners' || changed === 'free_diners') && row.diners !== null && row.diners !== undefined) {
    out.quantity = Math.max(0, Number(row.diners) - Number(row.free_diners ?? 0));
  }
  if (kind === 'reside') {
    if (changed === 'check_in' || changed === 'check_out') {
      const d = dayDiff(row.check_in, row.check_out);
      if (d !== null) out.nights = d;
    }
    const nights = out.nights ?? row.nights;
    if (['check_in', 'check_out', 'nights', 'rooms'].includes(changed ?? '') && nights != null && row.rooms != null) {
      out.quantity = Number(nights) * Number(row.rooms);
    }
  }
  return out;
}

/** Stored lines → editor rows (fen → yuan text). */
export function toEditRows(lines: readonly CostLine[]): CostEditRow[] {
  return lines.map((l) => {
    const { total: _t, unit_price, ...rest } = l;
    return { ...rest, key: l.id ? `id-${l.id}` : newRowKey(), unit_price_yuan: fenToYuan(unit_price, false) };
  });
}

export function newEditRow(kind: CostKindCode): Omit<CostEditRow, 'key' | 'isNew'> {
  const row: Omit<CostEditRow, 'key' | 'isNew'> = { supplier_id: null, quantity: 1, unit_price_yuan: '' };
  if (kind === 'other') row.consumption = 1;
  if (kind === 'meal') row.catering = 1;
  if (kind === 'reside') row.room_type = 0;
  if (kind === 'traffic') row.traffic_type = 3;
  return row;
}

const blankToNull = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v ?? null);

/** Editor rows → the items of /<kind>/add (fen, blanks null, only the contract's fields). */
export function toItems(kind: CostKindCode, rows: readonly CostEditRow[]): Record<string, unknown>[] {
  return rows.map((r) => {
    const item: Record<string, unknown> = {
      supplier_id: r.supplier_id, quantity: Number(r.quantity), unit_price: yuanToFen(String(r.unit_price_yuan)), remark: blankToNull(r.remark),
    };
    if (r.id) item.id = r.id;
    for (const d of detailFields(kind)) item[d.field] = blankToNull(r[d.field]);
    return item;
  });
}

/** The sheet's total over every kind (fen). */
export function sheetTotal(byKind: Partial<Record<CostKindCode, readonly CostLine[]>>): number {
  return COST_KINDS.reduce((s, k) => s + storedKindTotal(k, byKind[k] ?? []), 0);
}

/** The kind's descriptive fields of a stored line as one text ("餐别：午餐；用餐人数：20"). */
export function detailText(kind: CostKindCode, line: Record<string, unknown>): string {
  return detailFields(kind)
    .map((f) => {
      const v = line[f.field];
      if (v === null || v === undefined || v === '') return null;
      const shown = f.enumMap ? (f.enumMap[Number(v)] ?? String(v)) : String(v);
      return `${f.title}：${shown}`;
    })
    .filter(Boolean)
    .join('；');
}

/** Stored lines of the local operator's items, in fen. */
export function agencyTotal(items: readonly { lines: readonly { price: number; quantity: number; total?: number }[] }[]): number {
  return items.reduce((s, it) => s + it.lines.reduce((t, l) => t + (l.total ?? l.price * l.quantity), 0), 0);
}
