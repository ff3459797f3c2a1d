/**
 * The ONE ordered list of server modules. The app mounts their routes and starts them in this order; the seed
 * runs their seed steps in this order (system first: it creates the demo agency the others build on).
 * A new module: its folder with an `index.ts` manifest, and one line here.
 */
import { EDIT_ACTIONS, type ServerModule } from '../platform/module';
import { MONEY_AUDIT_TYPES } from '../platform/approval/flows';
import { AUDIT_TYPES } from '@ta/contract';
import { accountModule } from './account';
import { systemModule } from './system';
import { messageModule } from './message';
import { basicModule } from './basic';
import { auditModule } from './audit';
import { merchantModule } from './merchant';
import { insuranceModule } from './insurance';
import { productModule } from './product';
import { operationModule } from './operation';
import { registrationModule } from './registration';
import { shopSyncModule } from './shop-sync';
import { financeModule } from './finance';
import { payableModule } from './payable';
import { travelContractModule } from './travel-contract';
import { insightModule } from './insight';
import { invoiceModule } from './invoice';
import { reportModule } from './report';

export const MODULES: readonly ServerModule[] = [
  accountModule,
  systemModule,
  messageModule,
  basicModule,
  auditModule,
  merchantModule,
  insuranceModule,
  productModule,
  operationModule,
  registrationModule,
  shopSyncModule,
  financeModule,
  payableModule,
  travelContractModule,
  insightModule,
  invoiceModule,
  reportModule,
];
