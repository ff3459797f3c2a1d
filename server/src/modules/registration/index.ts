/** Registration and orders: the hall, sign-up, the order life; the hold sweeper runs while the server runs. */
import { seedSpineScale } from './registration.seed-scale';
import { EDIT_ACTIONS, grant, keysUnder, type ServerModule } from '../../platform/module';
import { registrationRoutes, startHoldSweeper } from './registration.routes';
import { seedRegistrationDemo } from './registration.seed';
import { seedOrderAuditDemo } from './registration.seed-audit';

export const registrationModule: ServerModule = {
  name: 'registration',
  routes: registrationRoutes,
  start: startHoldSweeper,
  // Demo orders, then one of the salesperson's waiting in the order audit (the manager's audit centre).
  seed: async (db) => { await seedRegistrationDemo(db); await seedOrderAuditDemo(db); },
  seedScale: async (db, scale) => { await seedSpineScale(db, scale); },
  demoGrants: {
    sales: grant(keysUnder('order'), [...EDIT_ACTIONS, 'signUp', 'canApply', 'canRepeal']),
    operations: grant(['menu_sales_center', 'line_registration_hall', 'route_order_list'], ['canExport', 'canPrint']),
    manager: grant(keysUnder('order'), ['canExport', 'canPrint', 'canSeeInfo']),
  },
};
