/** smartToken: a short-lived one-time token guarding a write that must never run twice. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Code, Msg, SMART_TOKEN_LIFE_MS } from '@ta/contract';
import type { DB } from '../db/client';
import { AppError } from './errors';
import { smartTokens } from './platform.tables';
import { randomToken } from './password';

export function smartTokenService(db: DB) {
  return {
    async issue(uid: number): Promise<string> {
      const token = randomToken(16);
      await db.insert(smartTokens).values({ token, user_id: uid, expires_at: new Date(Date.now() + SMART_TOKEN_LIFE_MS) });
      return token;
    },
    /** Marks the token used; a missing, foreign, expired or reused token is refused (409). */
    async consume(uid: number, token: string | undefined): Promise<void> {
      if (!token) throw new AppError(Code.CONFLICT, Msg.smartTokenMissing);
      const used = await db.update(smartTokens).set({ used_at: sql`now()` })
        .where(and(eq(smartTokens.token, token), eq(smartTokens.user_id, uid), isNull(smartTokens.used_at), gt(smartTokens.expires_at, sql`now()`)))
        .returning({ token: smartTokens.token });
      if (used.length === 0) throw new AppError(Code.CONFLICT, Msg.smartTokenUsed);
    },
  };
}
export type SmartTokenService = ReturnType<typeof smartTokenService>;
