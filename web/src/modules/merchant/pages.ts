/** Pages of this module for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader, WebModule } from '@/platform/module';

export const MERCHANT_PAGES: Record<string, PageLoader> = {
  // suppliers
  supplierList: () => import('./supplier/SupplierList').then((m) => ({ default: m.SupplierList })),
  supplierEditor: () => import('./supplier/SupplierEditor').then((m) => ({ default: m.SupplierEditor })),
  supplierAgreementList: () => import('./supplier/SupplierAgreementList').then((m) => ({ default: m.SupplierAgreementList })),
  supplierAgreementDetail: () => import('./supplier/SupplierAgreementDetail').then((m) => ({ default: m.SupplierAgreementDetail })),
  supplierBlacklist: () => import('./supplier/SupplierBlacklist').then((m) => ({ default: m.SupplierBlacklist })),
  paymentPeriodList: () => import('./supplier/PaymentPeriodList').then((m) => ({ default: m.PaymentPeriodList })),
  paymentPeriodEditor: () => import('./supplier/PaymentPeriodEditor').then((m) => ({ default: m.PaymentPeriodEditor })),
  // customer channels
  customerList: () => import('./customer/CustomerLists').then((m) => ({ default: m.CustomerList })),
  customerEditor: () => import('./customer/CustomerEditors').then((m) => ({ default: m.CustomerEditor })),
  customerTradingRecord: () => import('./customer/TradingRecords').then((m) => ({ default: m.TradingRecordList })),
  unitCustomerList: () => import('./customer/CustomerLists').then((m) => ({ default: m.UnitCustomerList })),
  unitCustomerEditor: () => import('./customer/CustomerEditors').then((m) => ({ default: m.UnitCustomerEditor })),
  unitAgreementList: () => import('./customer/CustomerAgreements').then((m) => ({ default: m.UnitAgreementList })),
  unitAgreementEditor: () => import('./customer/CustomerAgreements').then((m) => ({ default: m.UnitAgreementEditor })),
  peerCustomerList: () => import('./customer/CustomerLists').then((m) => ({ default: m.PeerCustomerList })),
  peerUnitEditor: () => import('./customer/CustomerEditors').then((m) => ({ default: m.PeerUnitEditor })),
  peerPersonEditor: () => import('./customer/CustomerEditors').then((m) => ({ default: m.PeerPersonEditor })),
  peerAgreementList: () => import('./customer/CustomerAgreements').then((m) => ({ default: m.PeerAgreementList })),
  peerAgreementEditor: () => import('./customer/CustomerAgreements').then((m) => ({ default: m.PeerAgreementEditor })),
  channelTradingRecord: () => import('./customer/TradingRecords').then((m) => ({ default: m.ChannelTradingRecordPage })),
  // sales channels
  salesChannelList: () => import('./sales-channel/SalesChannels').then((m) => ({ default: m.SalesChannelList })),
  // insurance resources
  insuranceCompanyList: () => import('./insurance/InsuranceCompanies').then((m) => ({ default: m.InsuranceCompanyList })),
  insuranceProductList: () => import('./insurance/InsuranceProducts').then((m) => ({ default: m.InsuranceProductList })),
  insuranceProductEditor: () => import('./insurance/InsuranceProducts').then((m) => ({ default: m.InsuranceProductEditor })),
  insuranceRateList: () => import('./insurance/InsuranceRates').then((m) => ({ default: m.InsuranceRateList })),
};

/** The module's web manifest (one entry in web/src/modules/pages.ts). */
export const MERCHANT_MODULE: WebModule = {
  name: 'merchant',
  pages: MERCHANT_PAGES,
};
