/** Endpoints and answer shapes of travel contracts (server/src/modules/travel-contract). */
const C = '/api/v1/contract';
export const TC_URLS = {
  applyList: `${C}/apply/list`, list: `${C}/list`, detail: `${C}/detail`, ofOrder: `${C}/ofOrder`, templates: `${C}/templates`, preview: `${C}/preview`,
  apply: `${C}/apply`, withdraw: `${C}/withdraw`, sign: `${C}/sign`, pdf: `${C}/pdf`,
  cancelApply: `${C}/cancel/apply`, cancelList: `${C}/cancel/list`, cancelDetail: `${C}/cancel/detail`,
} as const;
export const TCQ = { contract: 'travelContract', cancel: 'contractCancelApply', ofOrder: 'travelContractOfOrder' } as const;

export interface ContractRow {
  id: number; version: number; code: string; order_id: number; order_code: string; template_id: number; template_name: string; contract_version: number;
  status: number; total: number; total_capital: string; customer_name: string; contact_name: string; product_name: string; group_code: string;
  departure_date: string; approved_at: string | null; signed_at: string | null; signed_date: string | null; cancelled_at: string | null;
  remark: string | null; created_by_name: string | null; created_at: string; cancel_pending: boolean;
}
export interface ContractSection { heading: string | null; lines: string[] }
export interface RenderedContract { title: string; sections: ContractSection[]; text: string }
export interface CancelRow {
  id: number; version: number; contract_id: number; contract_code: string | null; order_code: string | null; customer_name: string | null; total: number | null;
  contract_status: number | null; reason: string; status: number; decided_at: string | null; created_by_name: string | null; created_at: string;
}
export interface ContractDetail extends ContractRow, RenderedContract {
  order_changed: boolean; can_apply_new_version: boolean; tourist_count: number; payment_terms: string; cancel_applies: CancelRow[];
}
export interface CancelDetail extends CancelRow { contract: ContractDetail }
export interface OrderContracts { contracts: ContractRow[]; apply_refused: string | null; order_changed: boolean }
export interface TemplateOption { id: number; name: string; kind: string }
