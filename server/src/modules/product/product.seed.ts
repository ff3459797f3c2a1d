/** Demo data of the product module, seeded once on an empty database. */
import type { DB } from '../../db/client';

export async function seedProductDemo(_db: DB): Promise<void> {}
