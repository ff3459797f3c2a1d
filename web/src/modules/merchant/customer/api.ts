/** Customer routes beyond the registry verbs, the registry entry of each kind, and the customer picker. */
import { RESOURCES, type CustomerKindCode, type CustomerSubjectCode, type ResourceDef } from '@ta/contract';

export const CUSTOMER_URLS = {
  import: '/api/v1/customer/import',
  template: '/api/v1/customer/template',
  tradingRecords: '/api/v1/customer/tradingRecord/list',
  likeName: (kind: CustomerKindCode) => `${RESOURCES[CUSTOMER_RESOURCE[kind]].path}/likeName`,
} as const;

export const CUSTOMER_RESOURCE = { private: 'privateCustomer', unit: 'unitCustomer', peer: 'peerCustomer' } as const satisfies Record<CustomerKindCode, keyof typeof RESOURCES>;
export const customerResource = (kind: CustomerKindCode): ResourceDef => RESOURCES[CUSTOMER_RESOURCE[kind]];
export const agreementResource = (kind: 'unit' | 'peer'): ResourceDef => (kind === 'unit' ? RESOURCES.unitAgreement : RESOURCES.peerAgreement);
export const TRADING_RECORD_KEY = 'customer_trading_record';
export const CUSTOMER_IMPORT_KEY = RESOURCES.privateCustomer.permissionKey;

/** The editor route of a customer: by kind, and for peers by unit / person. */
export function editorKey(kind: CustomerKindCode, subject: CustomerSubjectCode | undefined): string {
  if (kind === 'private') return 'customerEditor';
  if (kind === 'unit') return 'unitCustomerEditor';
  return subject === 'person' ? 'peerPersonEditor' : 'peerUnitEditor';
}
export const listKey = (kind: CustomerKindCode) => ({ private: 'customerList', unit: 'unitCustomerList', peer: 'peerCustomerList' })[kind];
export const agreementListKey = (kind: 'unit' | 'peer') => (kind === 'unit' ? 'unitAgreementList' : 'peerAgreementList');
export const agreementEditorKey = (kind: 'unit' | 'peer') => (kind === 'unit' ? 'unitAgreementEditor' : 'peerAgreementEditor');

/** Trading records of one customer: private customers under their own page, units and peers in the channel records. */
export function tradingRecordRoute(kind: CustomerKindCode): string {
  return kind === 'private' ? 'customerTradingRecord' : 'channelTradingRecord';
}
