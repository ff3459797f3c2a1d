/** The approval engine's public surface for modules: register a handler, submit, and the flow helpers. */
export { registerAuditHandler, unregisterAuditHandler, auditHandler, hasAuditHandler, type AuditHandler, type AuditHookCtx, type AuditObjectInfo, type AuditObjectState } from './registry';
export { submitForAudit, decide, decideInTx, decideBatch, withdrawInTx, type Actor, type InstanceRow, type TaskRow } from './engine';
export { findFlow, saveFlow, levelsFromBpmn } from './flows';
export { bpmnToLevels, parseAmountCondition } from './bpmn/to-levels';
export { levelsToBpmn } from './bpmn/from-levels';
