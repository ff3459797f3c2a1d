/**
 * Answer schemas of travel contracts (issue 18): the contract as lists show it (without its snapshot), its detail
 * with the rendered text, an order's contracts, and the cancel applications. Money is integer fen; timestamps are
 * ISO strings (stamp); `date` columns are YYYY-MM-DD strings.
 */
import { z } from 'zod';
import { optStamp, stamp } from '../common/answers';
import { pageDataOf } from '../common/common';

const optId = z.number().nullable();
const optText = z.string().nullable();
/** The columns of an owned record (ownedMeta). */
const owned = { created_by: optId, dept_id: optId, created_at: stamp, updated_at: stamp, version: z.number() };

/** A contract as lists show it: the stored columns without the snapshot, plus names from the snapshot. */
export const travelContractRow = z.object({
  id: z.number(), code: z.string(), order_id: z.number(), template_id: z.number(), contract_version: z.number(), status: z.number(), total: z.number(),
  approved_at: optStamp, signed_at: optStamp, signed_date: optText, cancelled_at: optStamp, remark: optText, ...owned,
  order_code: z.string(), customer_name: z.string(), contact_name: z.string(), product_name: z.string(), group_code: z.string(), departure_date: z.string(),
  template_name: z.string(), total_capital: z.string(), created_by_name: optText, cancel_pending: z.boolean(),
});
/** The contracts lists: a page with the sum of the contract totals. */
export const travelContractPage = pageDataOf(travelContractRow).extend({ summary: z.object({ total: z.number() }) });

/** A contract's text as rendered for the reader (ID numbers and phones masked without 查看敏感信息). */
export const renderedContract = z.object({
  title: z.string(), sections: z.array(z.object({ heading: z.string().nullable(), lines: z.array(z.string()) })), text: z.string(),
});

/** A cancel application (作废申请) as stored. */
export const contractCancelRow = z.object({
  id: z.number(), contract_id: z.number(), reason: z.string(), status: z.number(), decided_at: optStamp, ...owned, created_by_name: optText,
});
/** A cancel application with its contract's code, order, customer, total and state. */
export const contractCancelListRow = contractCancelRow.extend({
  contract_code: optText, order_code: optText, customer_name: optText, total: z.number().nullable(), contract_status: z.number().nullable(),
});
export const contractCancelPage = pageDataOf(contractCancelListRow);

/** A contract's detail: the list row, its rendered text, whether the order changed since, and its cancel applications. */
export const travelContractDetail = travelContractRow.extend({
  ...renderedContract.shape, order_changed: z.boolean(), can_apply_new_version: z.boolean(), tourist_count: z.number(), payment_terms: z.string(),
  cancel_applies: z.array(contractCancelRow),
});
/** A cancel application with its contract's detail. */
export const contractCancelDetail = contractCancelListRow.extend({ contract: travelContractDetail });

/** An order's contracts (every version), why a new application is refused (or null) and whether the order changed. */
export const orderContracts = z.object({ contracts: z.array(travelContractRow), apply_refused: optText, order_changed: z.boolean() });
/** The enabled templates to choose from when applying. */
export const contractTemplateChoice = z.object({ id: z.number(), name: z.string(), kind: z.string() });
