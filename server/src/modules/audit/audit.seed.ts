/** The demo agency's approval flows: one default flow per audit type (roles 财务 / 经理); existing flows are kept. */
import { inArray } from 'drizzle-orm';
import { AUDIT_TYPES } from '@ta/contract';
import type { DB } from '../../db/client';
import { approvalFlows } from '../../platform/approval/approval.tables';
import { defaultLevels } from '../../platform/approval/flows';
import { roles } from '../system/system.tables';

export async function seedApprovalFlows(db: DB): Promise<void> {
  const rs = await db.select({ id: roles.id, code: roles.code }).from(roles).where(inArray(roles.code, ['finance', 'manager']));
  const role = Object.fromEntries(rs.map((r) => [r.code, r.id])) as { finance?: number; manager?: number };
  const rows = AUDIT_TYPES.map((t) => ({ type: t.type, levels: defaultLevels(t.type, role), remark: '系统默认流程' })).filter((r) => r.levels.length);
  if (rows.length) await db.insert(approvalFlows).values(rows).onConflictDoNothing();
}
