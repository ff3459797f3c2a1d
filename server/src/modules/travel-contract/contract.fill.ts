/**
 * Making a contract's snapshot from an order (every key of the template filled through its source field, the
 * schedules: tourists, itinerary days, price lines, payment terms) and rendering the contract's text from a
 * snapshot — with ID numbers and phones masked for a reader without 查看敏感信息. The snapshot is frozen with the
 * contract; only the rendering depends on the reader.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  addDays, BALANCE_DAYS_DEFAULT, capitalAmount, CardType, Catering, enumLabel, FeeType, fenToYuan, isoToday, maskIdCard, maskPhone, PersonType, placeholdersOf, SelfPaid, Shopping,
  type ContractSnapshot, type ContractSourceField,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { badInput } from '../../platform/errors';
import { rows } from '../../platform/session';
import { users } from '../account/account.tables';
import { contractKeys, contractTemplates } from '../basic/basic.tables';
import { customers } from '../merchant/merchant.tables';
import { planDays, productPlans } from '../product/product.tables';
import { groupOf, type OrderRow } from '../registration/registration.service';
import { orderLines } from '../registration/registration.tables';
import { activeTourists } from '../registration/tourist.service';
import { companies } from '../system/system.tables';

/** Source fields holding personal data: masked for a reader without 查看敏感信息. */
const SENSITIVE_FIELDS: ReadonlySet<string> = new Set(['order.contact_phone', 'customer.id_number']);
/** The key filled when the contract is signed (the date of signing); before that it reads as a blank to fill. */
export const SIGNED_AT_FIELD = 'order.signed_at';
export const UNSIGNED_DATE = '____年__月__日';

/** "2026年5月1日" of YYYY-MM-DD. */
export const cnDate = (d: string | null | undefined) => {
  if (!d) return '';
  const [y, m, day] = d.slice(0, 10).split('-').map(Number);
  return `${y}年${m}月${day}日`;
};

export type TemplateRow = typeof contractTemplates.$inferSelect;

export async function templateFor(tx: DB, id: number): Promise<TemplateRow> {
  const [t] = await tx.select().from(contractTemplates).where(eq(contractTemplates.id, id));
  if (!t) throw badInput('合同模板不存在', [{ field: 'template_id', message: '合同模板不存在' }]);
  if (!t.enabled) throw badInput(`合同模板“${t.name}”已停用`, [{ field: 'template_id', message: '合同模板已停用' }]);
  return t;
}

/** The snapshot of a contract for an order from a template, as the order stands now. */
export async function buildSnapshot(tx: DB, o: OrderRow, t: Pick<TemplateRow, 'name' | 'content'>): Promise<ContractSnapshot> {
  const { group, product } = await groupOf(tx, o.group_id);
  const tourists = (await activeTourists(tx, o.id)).filter((x) => x.withdrawn === 0);
  const lines = await tx.select().from(orderLines).where(eq(orderLines.order_id, o.id)).orderBy(asc(orderLines.sort), asc(orderLines.id));
  const [plan] = await tx.select().from(productPlans).where(eq(productPlans.id, group.plan_id));
  const days = await tx.select().from(planDays).where(eq(planDays.plan_id, group.plan_id)).orderBy(asc(planDays.day_no));
  const [cust] = o.customer_id ? await tx.select().from(customers).where(eq(customers.id, o.customer_id)) : [];
  const [own] = await tx.select().from(companies).orderBy(sql`${companies.is_own} desc`, asc(companies.id)).limit(1);
  const [sales] = o.created_by ? await tx.select({ user_name: users.user_name, phone: users.phone }).from(users).where(eq(users.id, o.created_by)) : [];
  const [terms] = rows<{ balance_days: number }>(await tx.execute(sql`select balance_days from payment_terms where product_id = ${o.product_id} limit 1`));
  const balanceDays = Number(terms?.balance_days ?? BALANCE_DAYS_DEFAULT);

  const customerName = cust?.name ?? o.contact_name;
  const itineraryText = days.map((d) => `第${d.day_no}天 ${d.title}`).join('；') || `共${product.days}天${product.nights}晚`;
  const source: Record<ContractSourceField, string> = {
    'order.order_no': o.code, 'order.contact_name': o.contact_name, 'order.contact_phone': o.contact_phone,
    'order.adult_count': String(o.adult_count + o.senior_count), 'order.child_count': String(o.child_count + o.infant_count),
    'order.total_amount': fenToYuan(o.total), 'order.total_amount_capital': capitalAmount(o.total), 'order.remark': o.remark ?? '',
    'order.tourist_names': tourists.map((x) => x.client_name).join('、'), 'order.signed_at': UNSIGNED_DATE,
    'group.group_no': group.code, 'group.departure_date': cnDate(group.departure_date), 'group.return_date': cnDate(group.disband_date),
    'group.gathering_place': plan?.gathering_place ?? '', 'group.minimum_group_size': String(group.minimum_group_size),
    'product.name': product.name, 'product.days': String(product.days), 'product.nights': String(product.nights),
    'product.destination': product.destination_text, 'product.cost_included': product.cost_include ?? '', 'product.cost_excluded': product.cost_exclude ?? '',
    'product.itinerary': itineraryText, 'product.shopping': enumLabel(Shopping, product.shopping), 'product.self_paid': enumLabel(SelfPaid, product.self_paid),
    'customer.name': customerName, 'customer.id_number': cust?.id_card ?? '', 'customer.address': cust?.address ?? '',
    'company.name': own?.name ?? '', 'company.license_no': own?.license_no ?? '', 'company.address': own?.address ?? '',
    'company.phone': own?.phone ?? '', 'company.legal_person': own?.legal_person ?? '',
    'sales.user_name': sales?.user_name ?? '', 'sales.phone': sales?.phone ?? '',
  };
  const used = placeholdersOf(t.content);
  const keys = used.length ? await tx.select().from(contractKeys).where(inArray(contractKeys.key, used)) : [];
  const values: Record<string, string> = {};
  const sensitive: string[] = [];
  const signedKeys: string[] = [];
  for (const k of keys) {
    values[k.key] = source[k.source_field as ContractSourceField] ?? '';
    if (SENSITIVE_FIELDS.has(k.source_field)) sensitive.push(k.key);
    if (k.source_field === SIGNED_AT_FIELD) signedKeys.push(k.key);
  }
  // The deposit is due on the hold deadline's calendar day in China time (not its UTC day).
  const depositDue = o.hold_deadline ? isoToday(o.hold_deadline) : null;
  const deposit = Math.min(o.deposit, o.total);
  const balanceDue = addDays(group.departure_date, -balanceDays);
  const payment_terms = deposit > 0
    ? `旅游者应于${depositDue ? `${cnDate(depositDue)}前` : '签订本合同时'}支付定金人民币${fenToYuan(deposit)}元（${capitalAmount(deposit)}），`
      + `余款人民币${fenToYuan(o.total - deposit)}元（${capitalAmount(o.total - deposit)}）于出发前${balanceDays}天（${cnDate(balanceDue)}）前付清。`
    : `旅游者应于出发前${balanceDays}天（${cnDate(balanceDue)}）前付清全部旅游费用人民币${fenToYuan(o.total)}元（${capitalAmount(o.total)}）。`;
  return {
    template_name: t.name, template_content: t.content, values, sensitive_keys: sensitive,
    tourists: tourists.map((x) => ({
      name: x.client_name, person_type: enumLabel(PersonType, x.person_type), card_type: x.client_card_type == null ? '' : enumLabel(CardType, x.client_card_type),
      card_number: x.client_card_number, phone: x.client_phone_number,
    })),
    days: days.map((d) => ({ day_no: d.day_no, title: d.title, description: d.description, lodging: d.lodging, meals: d.meals.map((m) => enumLabel(Catering, m)).join('、') })),
    lines: lines.map((l) => ({ fee_type: enumLabel(FeeType, l.fee_type), description: l.description, price: l.price, quantity: l.quantity, total: l.total })),
    total: o.total, total_capital: capitalAmount(o.total), payment_terms,
    company: { name: own?.name ?? '', license_no: own?.license_no ?? null, address: own?.address ?? null, phone: own?.phone ?? null, legal_person: own?.legal_person ?? null },
    order: {
      id: o.id, code: o.code, departure_date: group.departure_date, return_date: group.disband_date, group_code: group.code, product_name: product.name,
      customer_name: customerName, contact_name: o.contact_name,
    },
    ...(signedKeys.length ? { signed_keys: signedKeys } : {}),
  };
}

/** The snapshot with the signing date filled (done once, when the contract is signed). */
export function withSignedDate(s: ContractSnapshot, signedDate: string): ContractSnapshot {
  const keys = s.signed_keys ?? [];
  return { ...s, values: { ...s.values, ...Object.fromEntries(keys.map((k) => [k, cnDate(signedDate)])) } };
}

/** What of a snapshot an order change can alter (the signing date aside): equal → the order has not changed. */
export function substanceOf(s: ContractSnapshot): string {
  const keys = new Set(s.signed_keys ?? []);
  const values = Object.fromEntries(Object.entries(s.values).filter(([k]) => !keys.has(k)));
  return stableJson([values, s.tourists, s.days, s.lines, s.total, s.payment_terms, s.company]);
}

/** JSON with object keys sorted (jsonb does not keep the key order of what was stored). */
function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(v ?? null);
}

export interface ContractSection { heading: string | null; lines: string[] }
export interface RenderedContract { title: string; sections: ContractSection[]; text: string }

/** The contract's text from its snapshot; personal data masked unless `seesInfo`. */
export function renderContract(s: ContractSnapshot, seesInfo: boolean): RenderedContract {
  const hidden = new Set(seesInfo ? [] : s.sensitive_keys);
  const body = s.template_content.replace(/\{([^{}\s]{1,30})\}/g, (m, k: string) => {
    if (!(k in s.values)) return m;
    const v = s.values[k];
    return hidden.has(k) ? String(maskPhone(v) ?? '') : v;
  });
  const [first, ...rest] = body.split(/\r?\n/);
  const title = first.trim() || s.template_name;
  const card = (v: string | null) => (v ? (seesInfo ? v : maskIdCard(v)) : '');
  const sections: ContractSection[] = [
    { heading: null, lines: rest },
    {
      heading: '附件一 游客名单',
      lines: s.tourists.length
        ? s.tourists.map((t, i) => `${i + 1}. ${t.name}（${t.person_type}）${t.card_type ? ` ${t.card_type}` : ''}${t.card_number ? ` ${card(t.card_number)}` : ''}${t.phone ? ` 电话 ${card(t.phone)}` : ''}`)
        : ['（游客名单待补充）'],
    },
    {
      heading: '附件二 行程安排',
      lines: s.days.length
        ? s.days.map((d) => `第${d.day_no}天 ${d.title}${d.description ? `：${d.description}` : ''}${d.meals ? `（用餐：${d.meals}）` : ''}${d.lodging ? `（住宿：${d.lodging}）` : ''}`)
        : ['详见行程单'],
    },
    {
      heading: '附件三 旅游费用明细',
      lines: [
        ...s.lines.map((l, i) => `${i + 1}. ${l.fee_type}${l.description ? `（${l.description}）` : ''}：${fenToYuan(l.price)}元 × ${l.quantity} = ${fenToYuan(l.total)}元`),
        `合计：人民币${fenToYuan(s.total)}元（大写：${s.total_capital}）`,
      ],
    },
    { heading: '附件四 付款约定', lines: [s.payment_terms] },
    {
      heading: null,
      lines: [`旅行社（盖章）：${s.company.name}${s.company.license_no ? `（许可证号：${s.company.license_no}）` : ''}`, '旅游者（签字）：__________'],
    },
  ];
  const text = [title, ...sections.flatMap((x) => [...(x.heading ? ['', x.heading] : []), ...x.lines])].join('\n');
  return { title, sections, text };
}

/** Does this reader see personal data (查看敏感信息 on the order list or on the contract page)? */
export function seesPersonal(grants: ReadonlyMap<string, readonly string[]>): boolean {
  return (grants.get('route_order_list') ?? []).includes('canSeeInfo') || (grants.get('contract_list') ?? []).includes('canSeeInfo');
}

