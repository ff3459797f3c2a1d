/** Options of the customer picker (pure, tested). */
import { CustomerSubject, enumLabel, type CustomerKindCode, type CustomerSubjectCode } from '@ta/contract';

export interface CustomerPick { id: number; kind: CustomerKindCode; subject: CustomerSubjectCode; name: string; phone: string; contact_name?: string | null }

/** "华东旅行社（同行单位 · 王经理 13900000000）": peers name their subject; units their contact. */
export function customerOptionLabel(c: CustomerPick): string {
  const who = [c.kind === 'peer' ? `同行${enumLabel(CustomerSubject, c.subject)}` : null, c.subject === 'unit' ? c.contact_name : null, c.phone].filter(Boolean).join(' · ');
  return `${c.name}（${who}）`;
}
