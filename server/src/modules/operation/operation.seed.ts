/** Demo data of the operation module, seeded once on an empty database. */
import type { DB } from '../../db/client';

export async function seedOperationDemo(_db: DB): Promise<void> {}
