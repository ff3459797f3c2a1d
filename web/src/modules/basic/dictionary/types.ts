export interface DictTypeRow {
  id: number; version: number; code: string; name: string; sort: number; enabled: boolean; builtin: boolean; remark: string | null;
  item_count?: number; updated_at?: string;
}
export interface DictItemRow {
  id: number; version: number; type_id: number; code: string; label: string; extra: string | null; sort: number; enabled: boolean;
  remark: string | null; updated_at?: string;
}
