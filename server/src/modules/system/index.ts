/** System settings: organisation, roles, users, companies; seeds the demo agency (the roles get every module's demo grants). */
import { ACTION_FLAGS, allPermissionKeys } from '@ta/contract';
import { grant, type ServerModule } from '../../platform/module';
import { seedSystemDemo, seedSystemScale } from './system.seed';
import { systemRoutes } from './system.routes';
import { userRoutes } from './user.routes';

export const systemModule: ServerModule = {
  name: 'system',
  routes(app) { systemRoutes(app); userRoutes(app); },
  seed: seedSystemDemo,
  seedScale: seedSystemScale,
  // The built-in administrator holds every key with every action.
  demoGrants: { admin: grant(allPermissionKeys(), ACTION_FLAGS) },
};
