/**
 * Pages of the audit module for the page registry (menu key or detail-route key → lazy page): one queue
 * page and one task-audit page for every type of AUDIT_TYPES (the same component each, the type read
 * from the route), the flow settings, and the blank top-level BPMN editor (bpmn-js only in its chunk).
 */
import { AUDIT_TYPES } from '@ta/contract';
import type { PageLoader, WebModule } from '@/platform/module';

const queue: PageLoader = () => import('./queue/AuditQueue').then((m) => ({ default: m.AuditQueuePage }));
const taskAudit: PageLoader = () => import('./detail/TaskAuditPage').then((m) => ({ default: m.TaskAuditPage }));

export const AUDIT_PAGES: Record<string, PageLoader> = {
  ...Object.fromEntries(AUDIT_TYPES.map((t) => [`audit_${t.type}`, queue])),
  ...Object.fromEntries(AUDIT_TYPES.map((t) => [`taskAudit_${t.type}`, taskAudit])),
  approvalFlowList: () => import('./flow/ApprovalFlowList').then((m) => ({ default: m.ApprovalFlowList })),
  approvalSetting: () => import('./flow/ApprovalSetting').then((m) => ({ default: m.ApprovalSetting })),
  editBpmnFlow: () => import('./bpmn/EditBpmnFlow').then((m) => ({ default: m.EditBpmnFlow })),
};

/** The module's web manifest (one entry in web/src/modules/pages.ts). */
export const AUDIT_MODULE: WebModule = {
  name: 'audit',
  pages: AUDIT_PAGES,
  blankPages: [{ key: 'editBpmnFlow', path: '/editBpmnFlow', title: '流程图编辑' }],
};
