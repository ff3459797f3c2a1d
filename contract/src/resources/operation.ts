/** Registry entries of the operation module, spread into RESOURCES. */
import type { ResourceDef } from '../resources';

export const OPERATION_RESOURCES = {} as const satisfies Record<string, ResourceDef>;
