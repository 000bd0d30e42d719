import { and, eq } from 'drizzle-orm';
import { idempotencyKeys, isUniqueViolation, type Db, type DbOrTx } from '@vetclinic/db';
import { AppError } from './app-error';
import { sha256 } from './tokens';

export interface IdempotencyContext { scope: string; key: string; fingerprint: string }

/** Builds the context from an `Idempotency-Key` header value, or null when none was sent. */
export function idempotencyContext(scope: string, header: unknown, payload: unknown): IdempotencyContext | null {
  if (typeof header !== 'string' || !header.trim()) return null;
  const key = header.trim();
  if (key.length > 100) throw new AppError('validation_failed', 'errors.validation_failed', { 'Idempotency-Key': ['validation.too_long'] });
  return { scope, key, fingerprint: sha256(JSON.stringify(payload)) };
}

/** The answer remembered for this key, if the same request was already done. */
export async function findRemembered<T>(db: DbOrTx, ctx: IdempotencyContext): Promise<{ statusCode: number; response: T } | null> {
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, ctx.scope), eq(idempotencyKeys.key, ctx.key)));
  if (!row) return null;
  if (row.fingerprint !== ctx.fingerprint) throw new AppError('conflict', 'errors.idempotency_key_reused');
  return { statusCode: row.statusCode, response: row.response as T };
}

/** Remembers the answer inside the caller's transaction: it exists exactly when the change does. */
export async function remember(tx: DbOrTx, ctx: IdempotencyContext, statusCode: number, response: unknown) {
  await tx.insert(idempotencyKeys).values({ scope: ctx.scope, key: ctx.key, fingerprint: ctx.fingerprint, statusCode, response });
}

/**
 * Runs `work` once per key: a replay answers the remembered result; two concurrent requests with one
 * key end with one change (the loser's transaction fails on the key and reads the winner's answer).
 */
export async function withIdempotency<T>(db: Db, ctx: IdempotencyContext | null, work: () => Promise<T>): Promise<T> {
  if (!ctx) return work();
  const before = await findRemembered<T>(db, ctx);
  if (before) return before.response;
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'idempotency_keys_scope_key_pk')) {
      const after = await findRemembered<T>(db, ctx);
      if (after) return after.response;
    }
    throw err;
  }
}
