/**
 * Number rules: issuing document numbers inside the caller's business transaction.
 *
 * The counter of (document type, period) is raised by one atomic `insert … on conflict do update …
 * returning`, which holds the counter row's lock until the caller's transaction ends: concurrent issuers of
 * the same type wait for each other, so a number is never issued twice, and a transaction that rolls back
 * takes its counter step with it, so the next number fills the place (no gaps). Types that need no gap-free
 * sequence (orders, see GAP_FREE) are issued ahead of the transaction instead (`issueNumberAhead`), from a block
 * of numbers this process reserved in one statement.
 */
import { eq, sql } from 'drizzle-orm';
import {
  agencyTimeZone, DEFAULT_NUMBER_RULES, isoToday, NumberDocType, RESET_DATE_PART_MESSAGE, resetFitsDatePart,
  type DatePartCode, type NumberDocTypeCode, type NumberRuleShape, type ResetPeriodCode,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { badInput } from '../../platform/errors';
import { rows } from '../../platform/session';
import { numberCounters, numberRules } from './basic.tables';


export interface DateParts { yyyy: string; MM: string; dd: string }
/** Dates of numbers are the agency's calendar dates (its time zone, contract dates.ts), whatever the server's zone. */
export function dateParts(now: Date): DateParts {
  const [yyyy, MM, dd] = agencyDay(now).split('-') as [string, string, string];
  return { yyyy, MM, dd };
}

let dayMemo = { minute: NaN, zone: '', day: '' };
/**
 * isoToday(now), remembered for the current minute (Intl's formatToParts costs ~0.1 ms, a sign-up asks several
 * times): every zone's offset is a whole number of minutes, so a day never changes inside a minute.
 */
export function agencyDay(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const zone = agencyTimeZone();
  if (minute !== dayMemo.minute || zone !== dayMemo.zone) dayMemo = { minute, zone, day: isoToday(now) };
  return dayMemo.day;
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
 * sign-up takes it with `issueNumberAhead` before its transaction, from a block this process reserved, so
 * sign-ups never wait for each other on the counter row and most take a number without a statement; a refused
 * sign-up, a restart or a rule change leaves a gap.
 */
export const GAP_FREE: Record<NumberDocTypeCode, boolean> = {
  order: false, group: true, product: true, contract: true, invoiceApply: true, receipt: true, payment: true, loan: true,
  reimbursement: true, preLoan: true, prepayment: true, supplier: true, customer: true, refund: true, claim: true,
  billImport: true, adjustment: true, settlement: true, insurance: true,
};

/**
 * Issues the next number of a document type that is not gap-free, from a block of numbers this process reserved
 * on `db` (the pool, not a transaction) in one short statement that raises the counter by the block's size: the
 * counter row is locked only for that statement, and only when the block is used up. A block is one number when
 * the type is issued slowly and doubles (up to BLOCK_MAX) while each lasts less than BLOCK_GROW_MS, so a quiet
 * agency's numbers stay consecutive and a rush of sign-ups takes one statement per up to 64 numbers. Numbers stay
 * unique across processes (each block is a range of the one counter; `issueNumber` in a transaction goes past
 * every block); they are consecutive in time only within one process. What a block leaves unused — a restart, a new
 * period, a rule change (this process drops its block at once, another within BLOCK_MAX_AGE_MS) — is a gap, as a
 * business transaction that fails after taking its number is. Call it before the business transaction opens
 * (never from inside one: on PostgreSQL a refill would take a second pooled connection). Gap-free types are
 * refused (use `issueNumber` in the tx).
 */
export async function issueNumberAhead(db: DB, docType: NumberDocTypeCode, now: Date = new Date()): Promise<string> {
  if (isDocType(docType) && GAP_FREE[docType]) throw new Error(`${docType} numbers are gap-free: issue them inside the business transaction`);
  if (!isDocType(docType)) throw badInput(`未知的单据类型：${String(docType)}`);
  const d = dateParts(now);
  for (;;) {
    const held = blocksOf(db);
    const b = held.get(docType);
    if (b && b.next <= b.last && b.period === periodKey(b.rule.reset_period, d) && Date.now() - b.at < BLOCK_MAX_AGE_MS) {
      return formatNumber(b.rule, d, b.next++);
    }
    // One refill at a time per type: sign-ups arriving meanwhile wait for it and take from the new block.
    let refill = refilling.get(held)?.get(docType);
    if (!refill) {
      const size = b && Date.now() - b.at < BLOCK_GROW_MS ? Math.min(b.size * 2, BLOCK_MAX) : 1;
      refill = reserveBlock(db, docType, size, now).then((nb) => { held.set(docType, nb); }).finally(() => { refilling.get(held)?.delete(docType); });
      if (!refilling.has(held)) refilling.set(held, new Map());
      refilling.get(held)!.set(docType, refill);
    }
    await refill;
  }
}

/**
 * A block of numbers reserved by this process for a type that is not gap-free: `next` … `last` of period `period`
 * under `rule` (as it was when reserved). Per database handle (tests run several databases in one process).
 */
interface NumberBlock { rule: NumberRuleShape; period: string; next: number; last: number; size: number; at: number }
const blocks = new WeakMap<DB, Map<string, NumberBlock>>();
const refilling = new WeakMap<Map<string, NumberBlock>, Map<string, Promise<void>>>();
/** The largest block; a block is doubled when the one before lasted less than BLOCK_GROW_MS, else it is one number. */
const BLOCK_MAX = 64;
const BLOCK_GROW_MS = 2_000;
/** A block older than this is dropped (its unused numbers become gaps), so another server's rule change is seen soon. */
const BLOCK_MAX_AGE_MS = 10_000;

function blocksOf(db: DB): Map<string, NumberBlock> {
  let m = blocks.get(db);
  if (!m) { m = new Map(); blocks.set(db, m); }
  return m;
}

/** Forgets this process's reserved numbers (a rule was changed here: the next number follows the new rule at once). */
export function forgetNumberBlocks(db: DB, docType?: string): void {
  if (docType) blocks.get(db)?.delete(docType); else blocks.delete(db);
}

/** The next number this process would hand out from its block of `docType`, or null (no usable block). */
function blockNext(db: DB, docType: string, rule: NumberRuleShape, d: DateParts): number | null {
  const b = blocks.get(db)?.get(docType);
  if (!b || b.next > b.last || b.period !== periodKey(rule.reset_period, d) || Date.now() - b.at >= BLOCK_MAX_AGE_MS) return null;
  if (b.rule.prefix !== rule.prefix || b.rule.date_part !== rule.date_part || b.rule.seq_length !== rule.seq_length || b.rule.reset_period !== rule.reset_period) return null;
  return b.next;
}

/** Raises the counter of `docType`'s current period by `size` in one statement (as issueNumber does by one). */
async function reserveBlock(db: DB, docType: NumberDocTypeCode, size: number, now: Date): Promise<NumberBlock> {
  const { row, d } = await raiseCounter(db, docType, size, now);
  const last = Number(row.last_value);
  const rule: NumberRuleShape = { prefix: row.prefix, date_part: row.date_part, seq_length: row.seq_length, reset_period: row.reset_period };
  return { rule, period: periodKey(rule.reset_period, d), next: last - size + 1, last, size, at: Date.now() };
}

/**
 * Issues the next number of a document type inside the caller's transaction `tx`. One statement: it reads
 * the rule with a share lock (held against a concurrent rule change until `tx` ends), derives the period
 * key from the rule's reset period and raises that period's counter.
 */
export async function issueNumber(tx: DB, docType: NumberDocTypeCode, now: Date = new Date()): Promise<string> {
  if (!isDocType(docType)) throw badInput(`未知的单据类型：${String(docType)}`);
  const { row, d } = await raiseCounter(tx, docType, 1, now);
  return formatNumber(row, d, Number(row.last_value));
}

type CounterRow = { last_value: number | string; prefix: string; date_part: DatePartCode; seq_length: number; reset_period: ResetPeriodCode };
/** Raises the current period's counter of `docType` by `step` (the rule read with a share lock); answers the new last value and the rule. */
async function raiseCounter(tx: DB, docType: NumberDocTypeCode, step: number, now: Date): Promise<{ row: CounterRow; d: DateParts }> {
  const d = dateParts(now);
  const upsert = async () => rows<CounterRow>(await tx.execute(sql`
    with r as (select prefix, date_part, seq_length, reset_period from number_rules where doc_type = ${docType} for share)
    insert into number_counters (doc_type, period_key, last_value, updated_at)
    select ${docType}, case r.reset_period when 'yearly' then ${periodKey('yearly', d)} when 'monthly' then ${periodKey('monthly', d)}
      when 'daily' then ${periodKey('daily', d)} else '-' end, ${step}::bigint, now() from r
    on conflict (doc_type, period_key) do update set last_value = number_counters.last_value + ${step}::bigint, updated_at = now()
    returning last_value, (select prefix from r), (select date_part from r), (select seq_length from r), (select reset_period from r)`))[0];
  let row = await upsert();
  if (!row) { await ruleOf(tx, docType); row = await upsert(); }
  return { row, d };
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
  // A type issued from a block (not gap-free): this process's next number is the block's, below the counter.
  const fromBlock = blockNext(db, docType, rule, d);
  if (fromBlock !== null) return { number: formatNumber(rule, d, fromBlock), rule };
  let last = await counterValue(db, docType, periodKey(rule.reset_period, d));
  if (rule.reset_period !== stored.reset_period) last = Math.max(last, await counterValue(db, docType, periodKey(stored.reset_period, d)));
  return { number: formatNumber(rule, d, last + 1), rule };
}

/** The next number of every document type, for the rule list (one query for all counters). */
export async function nextNumbers(db: DB, rules: (NumberRuleShape & { doc_type: string })[], now: Date = new Date()): Promise<Map<string, string>> {
  const d = dateParts(now);
  const all = await db.select().from(numberCounters);
  const at = new Map(all.map((c) => [`${c.doc_type}|${c.period_key}`, Number(c.last_value)]));
  return new Map(rules.map((r) => [r.doc_type, formatNumber(r, d, blockNext(db, r.doc_type, r, d) ?? (at.get(`${r.doc_type}|${periodKey(r.reset_period, d)}`) ?? 0) + 1)]));
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
