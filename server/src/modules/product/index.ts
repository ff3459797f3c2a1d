/** Line products: plans, price packages, departure dates; the product menu's demo grants. */
import { EDIT_ACTIONS, grant, keysUnder, type ServerModule } from '../../platform/module';
import { productRoutes } from './product.routes';
import { seedProductDemo } from './product.seed';

export const productModule: ServerModule = {
  name: 'product',
  routes: productRoutes,
  seed: seedProductDemo,
  demoGrants: {
    operations: grant(keysUnder('product'), [...EDIT_ACTIONS, 'canSet', 'canLock', 'canAccount', 'canApply']),
    manager: grant(keysUnder('product'), ['canExport', 'canPrint']),
  },
};

/** Records of this module other modules may use (refused deletes name the places). */
declare module '../../platform/usage' {
  interface UsageTargets { product: true }
}
