/** Registry entries of the product module, spread into RESOURCES. */
import type { ResourceDef } from '../resources';

export const PRODUCT_RESOURCES = {} as const satisfies Record<string, ResourceDef>;
