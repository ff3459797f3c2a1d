/** Answer schemas of the organisation settings (issue 18): departments, positions, roles, data permissions, companies. */
import { z } from 'zod';
import { rowOf } from '../common/answers';
import { companyCreate, dataPermissionCreate, departmentCreate, positionCreate, roleCreate } from './system';

export const departmentRow = rowOf(departmentCreate);
export const positionRow = rowOf(positionCreate);
export const grantAnswer = z.object({ permissionKey: z.string(), actions: z.array(z.string()) });
export const roleRow = rowOf(roleCreate, { name: z.string(), code: z.string(), permissions: z.array(grantAnswer), builtin: z.boolean() });
export const dataPermissionRow = rowOf(dataPermissionCreate, { scope: z.string(), dept_ids: z.array(z.number()) });
export const companyRow = rowOf(companyCreate, { kind: z.string(), is_own: z.boolean() });

/** Names for pickers (user editor, filters). */
export const systemOptionsAnswer = z.object({
  departments: z.array(z.object({ id: z.number(), name: z.string(), parent_id: z.number().nullable() })),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  positions: z.array(z.object({ id: z.number(), name: z.string() })),
  dataPermissions: z.array(z.object({ id: z.number(), name: z.string(), scope: z.string() })),
});
