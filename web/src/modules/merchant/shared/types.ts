/** Row shapes the merchant routes answer: the contract's answer schemas (contract/src/merchant/answers.ts). */
import type {
  channelTradeRow, customerAgreementRow, customerRow, customerTradeRow, salesChannelRow, supplierAgreementRow, supplierContactRow, supplierDetail,
  supplierPendingChange,
} from '@ta/contract';
import type { Answer } from '@/platform/answer-types';

/** A pay account as the supplier's update takes it (the wire form of the editor's account rows, not an answer). */
export interface PayAccountRow {
  id?: number | null; account_type: number; account_name: string; account_no: string; bank_name?: string | null; is_default?: boolean; remark?: string | null;
}

export type ContactRow = Answer<typeof supplierContactRow>;

/** A supplier: the list row; the detail (and add / update) adds its pay accounts, contacts and the key-data change under audit. */
export type SupplierRow = Answer<typeof supplierDetail>;
export type SupplierPendingChange = Answer<typeof supplierPendingChange>;

type SupplierAgreement = Answer<typeof supplierAgreementRow>;
type CustomerAgreement = Answer<typeof customerAgreementRow>;
/** A supplier's or a customer's agreement: the fields both have, and the side's own ones. */
export type AgreementRow = Pick<SupplierAgreement, keyof SupplierAgreement & keyof CustomerAgreement> & Partial<SupplierAgreement & CustomerAgreement>;

export type CustomerRow = Answer<typeof customerRow>;

/** A trading record of a customer. */
export type TradeRow = Answer<typeof customerTradeRow>;
/** A trading record of a sales channel (its customer may be none). */
export type ChannelTradeRow = Answer<typeof channelTradeRow>;

export type SalesChannelRow = Answer<typeof salesChannelRow>;
