/**
 * Number rules: issuing document numbers inside the caller's business transaction.
 *
 * The counter of (document type, period) is raised by one atomic `insert … on conflict do update …
 * returning`, which holds the counter row's lock until the caller's transaction ends: concurrent issuers of
 * the same type wait for each other, so a number is never issued twice, and a transaction that rolls back
 * takes its counter step with it, so the next number fills the place (no gaps). Types that need no gap-free
 * sequence (orders, see GAP_FREE) are issued ahead of the transaction instead (`issueNumberAhead`).
 */
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NUMBER_RULES, isoToday, NumberDocType, RESET_DATE_PART_MESSAGE, resetFitsDatePart,
  type DatePartCode, type NumberDocTypeCode, type NumberRuleShape, type ResetPeriodCode,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { badInput } from '../../platform/errors';
import { rows } from '../../platform/session';
import { numberCounters, numberRules } from './basic.tables';


export interface DateParts { yyyy: string; MM: string; dd: string }
/** Dates of numbers are the agency's calendar dates (its time zone, contract dates.ts), whatever the server's zone. */
export function dateParts(now: Date): DateParts {
  const [yyyy, MM, dd] = isoToday(now).split('-') as [string, string, string];
  return { yyyy, MM, dd };
}

export function periodKey(reset: ResetPeriodCode, d: DateParts): string {
  switch (reset) {
    case 'yearly': return d.yyyy;
    case 'monthly': return `${d.yyyy}${d.MM}`;
    case 'daily': return `${d.yyyy}${d.MM}${d.dd}`;
    default: return '-';
  }
}

function datePartText(part: DatePartCode, d: DateParts): string {
  switch (part) {
    case 'yyyy': return d.yyyy;
    case 'yyyyMM': return `${d.yyyy}${d.MM}`;
    case 'yyyyMMdd': return `${d.yyyy}${d.MM}${d.dd}`;
    default: return '';
  }
}

/** prefix + date part + sequence padded to its length (a sequence past the length simply grows wider). */
export function formatNumber(rule: NumberRuleShape, d: DateParts, seq: number): string {
  return `${rule.prefix}${datePartText(rule.date_part, d)}${String(seq).padStart(rule.seq_length, '0')}`;
}

export function isDocType(t: string): t is NumberDocTypeCode {
  return t in NumberDocType;
}

/** The rule of a document type; a missing row is created from the contract's default. */
async function ruleOf(tx: DB, docType: NumberDocTypeCode): Promise<NumberRuleShape> {
  const read = () => tx.select().from(numberRules).where(eq(numberRules.doc_type, docType));
  let [r] = await read();
  if (!r) {
    await tx.insert(numberRules).values({ doc_type: docType, ...DEFAULT_NUMBER_RULES[docType] }).onConflictDoNothing();
    [r] = await read();
  }
  return { prefix: r.prefix, date_part: r.date_part as DatePartCode, seq_length: r.seq_length, reset_period: r.reset_period as ResetPeriodCode };
}

/**
 * Which numbers are gap-free (docs/decisions.md, "Sign-ups that do not queue"): money and legal documents
 * (receipts, refunds, payments, loans, invoices, contracts, settlements, policies, claims …) are counted without
 * gaps — their counter row is raised inside the business transaction and stays locked until it ends, so a
 * rollback gives the number back. Orders are not: an order number only has to be unique and readable; the
 * sign-up takes it with `issueNumberAhead` before its transaction, so sign-ups on different groups never wait
 * for each other on the counter row, and a refused sign-up leaves a gap.
 */
export const GAP_FREE: Record<NumberDocTypeCode, boolean> = {
  order: false, group: true, product: true, contract: true, invoiceApply: true, receipt: true, payment: true, loan: true,
  reimbursement: true, preLoan: true, prepayment: true, supplier: true, customer: true, refund: true, claim: true,
  billImport: true, adjustment: true, settlement: true, insurance: true,
};

/**
 * Issues the next number of a document type that is not gap-free in its own short statement on `db` (the
 * pool, not a transaction): the counter row is locked only for that statement. Call it before the business
 * transaction opens (never from inside one: on PostgreSQL it would take a second pooled connection). A
 * business transaction that then fails leaves a gap. Gap-free types are refused (use `issueNumber` in the tx).
 */
export async function issueNumberAhead(db: DB, docType: NumberDocTypeCode, now: Date = new Date()): Promise<string> {
  if (isDocType(docType) && GAP_FREE[docType]) throw new Error(`${docType} numbers are gap-free: issue them inside the business transaction`);
  return issueNumber(db, docType, now);
}

/**
 * Issues the next number of a document type inside the caller's transaction `tx`. One statement: it reads
 * the rule with a share lock (held against a concurrent rule change until `tx` ends), derives the period
 * key from the rule's reset period and raises that period's counter.
 */
export async function issueNumber(tx: DB, docType: NumberDocTypeCode, now: Date = new Date()): Promise<string> {
  if (!isDocType(docType)) throw badInput(`未知的单据类型：${String(docType)}`);
  const d = dateParts(now);
  const upsert = async () => rows<{ last_value: number | string; prefix: string; date_part: DatePartCode; seq_length: number; reset_period: ResetPeriodCode }>(await tx.execute(sql`
    with r as (select prefix, date_part, seq_length, reset_period from number_rules where doc_type = ${docType} for share)
    insert into number_counters (doc_type, period_key, last_value, updated_at)
    select ${docType}, case r.reset_period when 'yearly' then ${periodKey('yearly', d)} when 'monthly' then ${periodKey('monthly', d)}
      when 'daily' then ${periodKey('daily', d)} else '-' end, 1, now() from r
    on conflict (doc_type, period_key) do update set last_value = number_counters.last_value + 1, updated_at = now()
    returning last_value, (select prefix from r), (select date_part from r), (select seq_length from r), (select reset_period from r)`))[0];
  let row = await upsert();
  if (!row) { await ruleOf(tx, docType); row = await upsert(); }
  return formatNumber(row, d, Number(row.last_value));
}

async function counterValue(db: DB, docType: string, key: string): Promise<number> {
  const [c] = await db.select({ v: numberCounters.last_value }).from(numberCounters)
    .where(sql`${numberCounters.doc_type} = ${docType} and ${numberCounters.period_key} = ${key}`);
  return c ? Number(c.v) : 0;
}

/**
 * The number the next issue would give, without issuing; `draft` previews an edit of the rule before it is
 * saved (a changed reset period continues the current period's sequence, as saving it would).
 */
export async function previewNumber(db: DB, docType: NumberDocTypeCode, draft: Partial<NumberRuleShape> = {}, now: Date = new Date()):
  Promise<{ number: string; rule: NumberRuleShape }> {
  const stored = await ruleOf(db, docType);
  const rule: NumberRuleShape = { ...stored, ...Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined && v !== null)) };
  if (!resetFitsDatePart(rule.reset_period, rule.date_part)) throw badInput(RESET_DATE_PART_MESSAGE, [{ field: 'reset_period', message: RESET_DATE_PART_MESSAGE }]);
  const d = dateParts(now);
  let last = await counterValue(db, docType, periodKey(rule.reset_period, d));
  if (rule.reset_period !== stored.reset_period) last = Math.max(last, await counterValue(db, docType, periodKey(stored.reset_period, d)));
  return { number: formatNumber(rule, d, last + 1), rule };
}

/** The next number of every document type, for the rule list (one query for all counters). */
export async function nextNumbers(db: DB, rules: (NumberRuleShape & { doc_type: string })[], now: Date = new Date()): Promise<Map<string, string>> {
  const d = dateParts(now);
  const all = await db.select().from(numberCounters);
  const at = new Map(all.map((c) => [`${c.doc_type}|${c.period_key}`, Number(c.last_value)]));
  return new Map(rules.map((r) => [r.doc_type, formatNumber(r, d, (at.get(`${r.doc_type}|${periodKey(r.reset_period, d)}`) ?? 0) + 1)]));
}

/**
 * Saving a changed reset period continues the current period's sequence under the new period key, so a
 * number issued earlier in this period under the old setting is never issued again. Runs in the rule
 * update's transaction, with the rule row locked (issuers hold a share lock on it).
 */
export async function carryCounterOnReset(tx: DB, docType: string, from: ResetPeriodCode, to: ResetPeriodCode, now: Date = new Date()): Promise<void> {
  if (from === to) return;
  const d = dateParts(now);
  await tx.execute(sql`
    insert into number_counters (doc_type, period_key, last_value, updated_at)
    select doc_type, ${periodKey(to, d)}, last_value, now() from number_counters where doc_type = ${docType} and period_key = ${periodKey(from, d)}
    on conflict (doc_type, period_key) do update set last_value = greatest(number_counters.last_value, excluded.last_value), updated_at = now()`);
}
