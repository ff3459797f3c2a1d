/** The audit centre and the approval-flow settings (the engine itself is platform/approval). */
import { grant, keysUnder, type ServerModule } from '../../platform/module';
import { seedApprovalFlows } from './audit.seed';
import { auditRoutes } from './audit.routes';

export const auditModule: ServerModule = {
  name: 'audit',
  routes: auditRoutes,
  seed: seedApprovalFlows,
  demoGrants: { manager: grant(keysUnder('audit'), ['canAudit', 'canBatchAudit', 'canExport', 'canPrint']) },
};
