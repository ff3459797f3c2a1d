/** Insurance companies and products (its demo data is seeded with the merchant module's suppliers). */
import type { ServerModule } from '../../platform/module';
import { insuranceRoutes } from './insurance.routes';

export const insuranceModule: ServerModule = { name: 'insurance', routes: insuranceRoutes };

/** Records of this module other modules may use (refused deletes name the places). */
declare module '../../platform/usage' {
  interface UsageTargets { insuranceCompany: true; insuranceProduct: true }
}
