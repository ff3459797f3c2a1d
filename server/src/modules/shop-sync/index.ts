/** Online-shop synchronisation (direct-connect orders). */
import type { ServerModule } from '../../platform/module';
import { shopSyncRoutes } from './shop-sync.routes';

export const shopSyncModule: ServerModule = { name: 'shop-sync', routes: shopSyncRoutes };
