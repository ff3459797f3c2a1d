/** Demo data of the registration module, seeded once on an empty database. */
import type { DB } from '../../db/client';

export async function seedRegistrationDemo(_db: DB): Promise<void> {}
