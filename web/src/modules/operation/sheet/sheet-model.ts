/** The operation confirmation sheet's groupings (pure, tested): costs by supplier, rooms by number. */
import { COST_KINDS, CostKind, enumLabel, RoomType } from '@ta/contract';
import type { AgencyItemView } from '../cost/agency-model';
import { signedTotal, type CostKindCode, type CostLine } from '../cost/cost-model';

export interface SupplierCost { supplier_id: number; supplier_name: string; kinds: string[]; lines: number; total: number }

/** Every cost line of the sheet grouped by supplier (kinds named in sheet order), biggest first. */
export function costsBySupplier(byKind: Partial<Record<CostKindCode, readonly CostLine[]>>, agency: readonly AgencyItemView[]): SupplierCost[] {
  const out = new Map<number, SupplierCost>();
  const add = (id: number, name: string | null | undefined, kind: string, amount: number) => {
    const s = out.get(id) ?? { supplier_id: id, supplier_name: name ?? `供应商 #${id}`, kinds: [], lines: 0, total: 0 };
    if (!s.kinds.includes(kind)) s.kinds.push(kind);
    s.lines += 1;
    s.total += amount;
    out.set(id, s);
  };
  for (const k of COST_KINDS) {
    for (const l of byKind[k] ?? []) add(l.supplier_id, l.supplier_name, CostKind[k], signedTotal(k, l.consumption, l.total ?? l.quantity * l.unit_price));
  }
  for (const it of agency) for (const l of it.lines) add(it.supplier_id, it.supplier_name, CostKind.travelAgency, l.total ?? l.price * l.quantity);
  return [...out.values()].sort((a, b) => b.total - a.total);
}

export interface RoomLine { room: string; room_type: string; names: string[] }

/** Tourists with a room number, one line per room (room type of its first occupant); the rest counted apart. */
export function roomsOf(tourists: readonly { client_name?: unknown; room_type?: number | null; client_room_number?: unknown }[]): { rooms: RoomLine[]; unassigned: number } {
  const rooms = new Map<string, RoomLine>();
  let unassigned = 0;
  for (const t of tourists) {
    const no = String(t.client_room_number ?? '').trim();
    if (!no) { unassigned += 1; continue; }
    const r = rooms.get(no) ?? { room: no, room_type: t.room_type === null || t.room_type === undefined ? '-' : enumLabel(RoomType, t.room_type), names: [] };
    r.names.push(String(t.client_name ?? ''));
    rooms.set(no, r);
  }
  return { rooms: [...rooms.values()].sort((a, b) => a.room.localeCompare(b.room, 'zh-CN', { numeric: true })), unassigned };
}
