import { and, isNotNull, lt, or } from 'drizzle-orm';
import { activationCodes, idempotencyKeys, passwordResetTokens, refreshTokens, type Db } from '@vetclinic/db';

/** How long a remembered Idempotency-Key answers a retry (the usual 24 h of payment APIs). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Spent credentials are kept a day after they stop working: the resend and reset-mail limits count
 * rows of the last hour, and support can still see why a code was refused.
 */
const SPENT_GRACE_MS = 24 * 60 * 60 * 1000;

export interface PurgeResult { idempotencyKeys: number; refreshTokens: number; activationCodes: number; passwordResetTokens: number }

/** Deletes rows that can no longer change any answer: old idempotency keys and long-dead credentials. */
export async function purgeExpired(db: Db, now = Date.now()): Promise<PurgeResult> {
  const keysBefore = new Date(now - IDEMPOTENCY_TTL_MS);
  const deadBefore = new Date(now - SPENT_GRACE_MS);
  const keys = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, keysBefore)).returning({ k: idempotencyKeys.key });
  const tokens = await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, deadBefore)).returning({ id: refreshTokens.id });
  const codes = await db.delete(activationCodes).where(or(lt(activationCodes.expiresAt, deadBefore), and(isNotNull(activationCodes.consumedAt), lt(activationCodes.consumedAt, deadBefore)))).returning({ id: activationCodes.id });
  const resets = await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, deadBefore)).returning({ id: passwordResetTokens.id });
  return { idempotencyKeys: keys.length, refreshTokens: tokens.length, activationCodes: codes.length, passwordResetTokens: resets.length };
}
