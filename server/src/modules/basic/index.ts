/** Basic data: areas, dictionaries, labels, number rules, templates, chat platforms. */
import type { ServerModule } from '../../platform/module';
import { basicRoutes } from './basic.routes';
import { seedBasic } from './seed/basic.seed';

export const basicModule: ServerModule = { name: 'basic', routes: basicRoutes, seed: seedBasic };

/** Records of this module other modules may use (refused deletes name the places). */
declare module '../../platform/usage' {
  interface UsageTargets { dictType: true; dictItem: true; label: true; area: true; travelTemplate: true; messageTemplate: true; contractKey: true; contractTemplate: true; chatPlatform: true }
}
