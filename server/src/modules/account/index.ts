/** Account: sign-in, sessions, own profile and password. */
import type { ServerModule } from '../../platform/module';
import { accountRoutes } from './account.routes';

export const accountModule: ServerModule = { name: 'account', routes: accountRoutes };
