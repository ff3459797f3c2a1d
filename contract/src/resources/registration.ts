/** Registry entries of the registration module, spread into RESOURCES. */
import type { ResourceDef } from '../resources';

export const REGISTRATION_RESOURCES = {} as const satisfies Record<string, ResourceDef>;
