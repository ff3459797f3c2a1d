/** Line operation: groups, costs, settlement, statistics. */
import type { ServerModule } from '../../platform/module';
import { operationRoutes } from './operation.routes';
import { seedOperationDemo } from './operation.seed';

export const operationModule: ServerModule = { name: 'operation', routes: operationRoutes, seed: seedOperationDemo };

/** Records of this module other modules may use (refused deletes name the places). */
declare module '../../platform/usage' {
  interface UsageTargets { tourGroup: true }
}
