/** Line products: plans, price packages, departure dates; the product menu's demo grants. */
import { EDIT_ACTIONS, grant, keysUnder, type ServerModule } from '../../platform/module';
import { productRoutes } from './product.routes';
import { seedProductDemo } from './product.seed';
import { seedProductAuditDemo } from './product.seed-audit';

export const productModule: ServerModule = {
  name: 'product',
  routes: productRoutes,
  // Demo products, then the unapproved one submitted to the product audit (the manager's audit centre).
  seed: async (db) => { await seedProductDemo(db); await seedProductAuditDemo(db); },
  demoGrants: {
    operations: grant(keysUnder('product'), [...EDIT_ACTIONS, 'canSet', 'canLock', 'canAccount', 'canApply']),
    manager: grant(keysUnder('product'), ['canExport', 'canPrint']),
  },
};

/** Records of this module other modules may use (refused deletes name the places). */
declare module '../../platform/usage' {
  interface UsageTargets { product: true }
}
