/** Supplier routes beyond the registry verbs, and the query names of the supplier lists. */
import type { QueryClient } from '@tanstack/react-query';
import { RESOURCES } from '@ta/contract';
import { invalidateResource } from '@/platform/query-keys';

export const SUPPLIER_URLS = {
  blacklistList: '/api/v1/company/blacklist/list',
  blacklistAdd: '/api/v1/company/blacklist/add',
  blacklistRemove: '/api/v1/company/blacklist/remove',
  paymentDaysList: '/api/v1/company/paymentDays/list',
  paymentDaysUpdate: '/api/v1/company/paymentDays/update',
  import: '/api/v1/company/import',
  template: '/api/v1/company/template',
} as const;

/** Query names of the lists built on supplier rows (each its own cache, all refreshed together). */
export const SUPPLIER_LISTS = { blacklist: 'supplierBlacklist', paymentDays: 'supplierPaymentDays' } as const;
export const BLACKLIST_KEY = 'supplier_blacklist';
export const PAYMENT_DAYS_KEY = 'supplier_payment_days';

export async function invalidateSuppliers(client: QueryClient): Promise<void> {
  await Promise.all([
    invalidateResource(client, RESOURCES.supplier.name),
    invalidateResource(client, SUPPLIER_LISTS.blacklist),
    invalidateResource(client, SUPPLIER_LISTS.paymentDays),
  ]);
}
