import { integer, jsonb, pgTable, primaryKey, timestamp, varchar, index } from 'drizzle-orm/pg-core';

/**
 * Answers remembered per Idempotency-Key, written in the same transaction as the change, so a
 * retried request gets the first answer instead of a second booking. Purged after 24 hours.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  scope: varchar('scope', { length: 60 }).notNull(),
  key: varchar('key', { length: 100 }).notNull(),
  fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
  statusCode: integer('status_code').notNull(),
  response: jsonb('response').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_created_idx').on(t.createdAt)]);
