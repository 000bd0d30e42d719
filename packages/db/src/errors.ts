// drizzle-orm 0.45 wraps driver errors in DrizzleQueryError: the SQLSTATE sits on err.cause.
interface PgErrorLike { code?: string; constraint?: string; hint?: string }

function pgCause(err: unknown): PgErrorLike | undefined {
  let e: any = err;
  for (let i = 0; i < 4 && e; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause;
  }
  return undefined;
}

export const isExclusionViolation = (err: unknown, constraint?: string) => {
  const c = pgCause(err);
  return c?.code === '23P01' && (!constraint || c.constraint === constraint);
};
export const isUniqueViolation = (err: unknown, constraint?: string) => {
  const c = pgCause(err);
  return c?.code === '23505' && (!constraint || c.constraint === constraint);
};
export const isForeignKeyViolation = (err: unknown) => pgCause(err)?.code === '23503';
export const isSerializationFailure = (err: unknown) => ['40001', '40P01'].includes(pgCause(err)?.code ?? '');
/**
 * 40P01. Two transactions inserting overlapping rows under an exclusion constraint each wait for the
 * other's outcome; PostgreSQL breaks that cycle by aborting one of them with a deadlock, not 23P01.
 */
export const isDeadlock = (err: unknown) => pgCause(err)?.code === '40P01';
/** The database refused a write to a closed record (trigger refuse_write_on_closed_record, migration 0020). */
export const isClosedRecordWrite = (err: unknown) => {
  const c = pgCause(err);
  return c?.code === 'P0001' && c.hint === 'record_closed';
};
