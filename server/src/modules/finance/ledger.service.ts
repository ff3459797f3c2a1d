/**
 * The money journal (财务收支, table money_ledger): every yuan that moved through a company account, one row per
 * document — written inside the transaction that approves (or pays) the document, never afterwards.
 *
 * Sign rule: `amountFen` is always a positive amount; `direction` says whether the money came in ('in':
 * approved receipts, including those of approved bank-arrival claims) or went out ('out': approved refunds of
 * an order or of an arrival's rest, paid supplier payments and loans). Sums are in − out.
 *
 * `departmentId` / `userId` are the document's owner (its created_by and dept_id): the list follows the data
 * boundary by them, as the documents' own lists do.
 */
import { badInput } from '../../platform/errors';
import type { DB } from '../../db/client';
import { moneyLedger } from './finance.tables';

export interface LedgerEntry {
  direction: 'in' | 'out';
  /** The document type, e.g. 'receipt', 'refund', 'payment', 'loan'. */
  docType: string;
  docId: number;
  docNo: string;
  /** Positive fen; the direction gives the sign. */
  amountFen: number;
  payAccountId: number | null;
  /** YYYY-MM-DD, the day the money moved (receipt's pay date, approval day of a refund, payment day). */
  occurredOn: string;
  /** Who paid us or whom we paid (customer, payer, supplier, payee). */
  counterparty: string;
  groupId?: number | null;
  orderId?: number | null;
  departmentId: number | null;
  userId: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Journals one document's money movement (once per docType + docId; a second write of the same document is refused). */
export async function writeLedger(tx: DB, e: LedgerEntry): Promise<void> {
  if (e.direction !== 'in' && e.direction !== 'out') throw new Error(`writeLedger: direction ${String(e.direction)}`);
  if (!Number.isSafeInteger(e.amountFen) || e.amountFen <= 0) throw new Error(`writeLedger: amountFen must be a positive integer (fen), got ${e.amountFen}`);
  if (!DAY.test(e.occurredOn)) throw new Error(`writeLedger: occurredOn must be YYYY-MM-DD, got ${e.occurredOn}`);
  const rows = await tx.insert(moneyLedger).values({
    direction: e.direction, doc_type: e.docType, doc_id: e.docId, doc_no: e.docNo, amount: e.amountFen, pay_account_id: e.payAccountId ?? null,
    occurred_on: e.occurredOn, counterparty: (e.counterparty ?? '').slice(0, 200), group_id: e.groupId ?? null, order_id: e.orderId ?? null,
    created_by: e.userId, dept_id: e.departmentId ?? null,
  }).onConflictDoNothing({ target: [moneyLedger.doc_type, moneyLedger.doc_id] }).returning({ id: moneyLedger.id });
  if (!rows.length) throw badInput(`单据${e.docNo}已记入财务收支，不能重复记账`);
}
