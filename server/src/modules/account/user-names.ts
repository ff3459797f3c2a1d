/** Names of users by id (created_by_name, submitter names, approvers): the one user look-up of every module. */
import type { DB } from '../../db/client';
import { namesById } from '../../platform/names';
import { users } from './account.tables';

export const userNames = (db: DB, ids: readonly unknown[]): Promise<Map<number, string>> => namesById(db, users.id, users.user_name, ids);
