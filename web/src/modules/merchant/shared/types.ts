/** Row shapes the merchant routes answer (fields of the contract schemas plus the names the server joins). */
import type { AgreementValidityCode, CustomerKindCode, CustomerSubjectCode, FileRef } from '@ta/contract';
import type { AreaNames } from './model';

export interface RowMeta {
  id: number; version: number; created_at?: string; updated_at?: string; created_by?: number | null; created_by_name?: string | null;
  remark?: string | null;
}
export interface AreaIds extends AreaNames {
  country_id?: number | null; district_id?: number | null; province_id?: number | null; city_id?: number | null; county_id?: number | null;
}

export interface PayAccountRow {
  id?: number | null; account_type: number; account_name: string; account_no: string; bank_name?: string | null; is_default?: boolean; remark?: string | null;
}

export interface ContactRow extends RowMeta {
  supplier_id: number; supplier_name?: string | null; name: string; phone: string; email?: string | null; address?: string | null;
  id_card?: string | null; qq?: string | null; wechat?: string | null; position?: string | null; is_default: boolean;
}

export interface SupplierRow extends RowMeta, AreaIds {
  name: string; short_name?: string | null; code?: string | null; type: number; credit_code?: string | null; legal_person?: string | null;
  phone?: string | null; email?: string | null; address?: string | null; settlement_cycle: number; payment_days: number;
  payment_remark?: string | null; business_scope?: string | null; audit_status: number; blacklisted: boolean;
  blacklist_reason?: string | null; blacklisted_at?: string | null; blacklisted_by_name?: string | null;
  accounts?: PayAccountRow[]; contacts?: ContactRow[];
  /** A change of key data under the supplier-change audit (变更审核中); the row keeps its approved data meanwhile. */
  change_pending?: boolean; pending_change?: SupplierPendingChange | null;
}

export interface SupplierPendingChange {
  id: number; created_at: string; created_by_name: string | null;
  changes: { field: string; label: string; old: string | null; new: string | null }[];
}

export interface AgreementRow extends RowMeta {
  name: string; agreement_no?: string | null; sign_date?: string | null; start_date: string; end_date: string; content?: string | null;
  files: FileRef[]; validity?: AgreementValidityCode;
  supplier_id?: number; supplier_name?: string | null;
  customer_id?: number; customer_name?: string | null; settlement_cycle?: number | null; discount_rate?: number | null;
}

export interface CustomerRow extends RowMeta, AreaIds {
  kind: CustomerKindCode; subject: CustomerSubjectCode; code?: string | null; name: string; phone: string; email?: string | null; wechat?: string | null;
  qq?: string | null; address?: string | null; channel_id?: number | null; channel_name?: string | null; sex?: number | null;
  id_card?: string | null; birthday?: string | null; contact_name?: string | null; credit_code?: string | null;
  settlement_cycle?: number | null; license_no?: string | null; credit_type_id?: number | null; audit_status: number;
}

export interface TradeRow {
  id: number; customer_id: number; customer_name?: string | null; customer_kind?: CustomerKindCode | null; order_id?: number | null;
  order_no: string; trade_date: string; product_name?: string | null; group_no?: string | null; persons: number; amount: number;
  received: number; outstanding: number; status?: number | null; remark?: string | null;
}

export interface SalesChannelRow extends RowMeta, AreaIds {
  name: string; type: number; platform?: number | null; shop_url?: string | null; contact_name?: string | null; contact_phone?: string | null;
  address?: string | null; settlement_cycle?: number | null; enabled: boolean;
}
