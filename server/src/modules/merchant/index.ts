/** Suppliers, customers and sales channels. */
import { EDIT_ACTIONS, grant, type ServerModule } from '../../platform/module';
import { merchantRoutes } from './merchant.routes';
import { seedMerchantDemo } from './merchant.seed';

const CUSTOMER_KEYS = ['menu_supplier_and_sale_channel_manage', 'customer_channel', 'customer_private', 'customer_unit', 'customer_peer', 'customer_trading_record', 'sales_channel'];
const SUPPLIER_KEYS = ['menu_supplier_and_sale_channel_manage', 'supplier_manage', 'supplier_list', 'supplier_agreement', 'supplier_blacklist', 'supplier_payment_days'];

export const merchantModule: ServerModule = {
  name: 'merchant',
  routes: merchantRoutes,
  seed: seedMerchantDemo,
  demoGrants: {
    sales: grant(CUSTOMER_KEYS, ['canAdd', 'canEditor', 'canExport']),
    operations: grant(SUPPLIER_KEYS, [...EDIT_ACTIONS, 'canEnabled', 'canDisabled']),
    // A sales department's manager has no business with the operations department's supplier catalogue (issue 17).
    manager: grant(CUSTOMER_KEYS, ['canExport']),
  },
};

/** Records of this module other modules may use (refused deletes name the places). */
declare module '../../platform/usage' {
  interface UsageTargets { supplier: true; customer: true; salesChannel: true }
}
