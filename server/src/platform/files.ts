/**
 * Who may open an uploaded file (docs/decisions.md "Uploaded files"): its uploader, or a user whom one of the
 * checks registered here lets see a record that lists the file. Each module that stores file URLs registers
 * its own check (the merchant agreements, the product cover images, …); a file no record lists stays the
 * uploader's.
 */
import type { DB } from '../db/client';
import type { SessionUser } from './session';

/** `urlLike` is a LIKE pattern matching the file's stored URL (`/uploads/<id>/%`). */
export type FileAccessCheck = (db: DB, user: SessionUser, urlLike: string) => Promise<boolean>;

const checks = new Map<string, FileAccessCheck>();

export function registerFileAccess(name: string, check: FileAccessCheck): void {
  checks.set(name, check);
}

export async function mayOpenFile(db: DB, user: SessionUser, urlLike: string): Promise<boolean> {
  for (const check of checks.values()) if (await check(db, user, urlLike)) return true;
  return false;
}
