/** Pure rules of the customer forms: field labels by kind and subject, and the request body. */
import type { CustomerKindCode, CustomerSubjectCode } from '@ta/contract';
import { blanksToNull, datesToStrings } from '../shared/form-rules';

/** The name field: 姓名 for persons, 单位名称 / 同行单位名称 for units. */
export function nameLabel(kind: CustomerKindCode, subject: CustomerSubjectCode): string {
  if (subject === 'person') return '姓名';
  return kind === 'peer' ? '同行单位名称' : '单位名称';
}

/** Form values → request body: dates as strings, blanks null; a peer carries its subject (unit or person). */
export function customerToWire(v: Record<string, unknown>, kind: CustomerKindCode, subject: CustomerSubjectCode): Record<string, unknown> {
  const out = blanksToNull(datesToStrings(v, ['birthday']));
  return kind === 'peer' ? { ...out, subject } : out;
}
