/**
 * The registry of audited object types. A module registers one handler for its type (a code of
 * AUDIT_TYPES); the engine calls it inside the transaction of each submit and decision, so the business
 * effect commits or rolls back with the decision. The registry is code, not a table.
 */
import { AUDIT_TYPES, type AuditTypeDef, type RoutePermission } from '@ta/contract';
import type { DB } from '../../db/client';
import type { Services } from '../services';
import type { SessionUser } from '../session';

/** What the audit pages show of the object, captured at submit. */
export interface AuditObjectInfo {
  title: string;
  /** In fen; decides which levels with an amount threshold apply. */
  amount?: number | null;
  /** The object's own page (the audit detail links to it). */
  link?: string;
  fields?: { label: string; value: string }[];
}

export interface AuditHookCtx {
  type: string;
  objectId: number;
  instanceId: number;
  /** The level the action was taken on (the last level for onApproved). */
  levelNo: number;
  /** Who acted: the approver, or the submitter for submit/withdraw. */
  user: { uid: number; user_name: string };
  submitterId: number;
  amount: number | null;
  services: Services;
}

/** The audited object as the caller sees it (AuditHandler.loadForCaller). */
export interface AuditObjectState {
  /** Why the object's current state refuses a new submission (Chinese, e.g. already approved), or null. */
  submitRefused: string | null;
}

export interface AuditHandler {
  describe(tx: DB, objectId: number): Promise<AuditObjectInfo>;
  /** After the run is created (e.g. set the document to "pending review"). */
  onSubmitted?(tx: DB, objectId: number, ctx: AuditHookCtx): Promise<void>;
  /** The final level passed: the business effect. */
  onApproved(tx: DB, objectId: number, ctx: AuditHookCtx): Promise<void>;
  onRejected(tx: DB, objectId: number, ctx: AuditHookCtx, comment: string): Promise<void>;
  onWithdrawn?(tx: DB, objectId: number, ctx: AuditHookCtx): Promise<void>;
  /**
   * Who may submit through the generic route /api/v1/audit/submit. Without it the type can be submitted
   * only by its module's own routes (which call submitForAudit with their own access declaration).
   */
  submitAccess?: RoutePermission;
  /**
   * The port the module fills in: load the object inside the caller's data boundary (through its owning
   * resource) and say whether its state allows a submission. Throws 404 when the object is absent or outside
   * the boundary. Required with submitAccess: the generic routes submit and withdraw only through it.
   */
  loadForCaller?(tx: DB, objectId: number, caller: SessionUser): Promise<AuditObjectState>;
}

const handlers = new Map<string, AuditHandler>();
const byType = new Map(AUDIT_TYPES.map((t) => [t.type, t]));

export function auditTypeDef(type: string): AuditTypeDef | undefined {
  return byType.get(type);
}

/** Registers (or replaces) the handler of an audit type; an unknown type is a programming error. */
export function registerAuditHandler(type: string, handler: AuditHandler): void {
  if (!byType.has(type)) throw new Error(`registerAuditHandler: unknown audit type ${type} (see AUDIT_TYPES)`);
  if (handler.submitAccess && !handler.loadForCaller) throw new Error(`registerAuditHandler(${type}): submitAccess needs loadForCaller (the object inside the caller's boundary)`);
  handlers.set(type, handler);
}

export function unregisterAuditHandler(type: string): void {
  handlers.delete(type);
}

export function auditHandler(type: string): AuditHandler | undefined {
  return handlers.get(type);
}

export function hasAuditHandler(type: string): boolean {
  return handlers.has(type);
}
