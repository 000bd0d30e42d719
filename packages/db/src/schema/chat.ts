import { boolean, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clinics } from './tenancy';

/**
 * A clinic's chat widget (spec §2); no row = no chat. `auth_key` is the provider's secret and is
 * read only by the server: the settings API answers whether one is stored, the page never gets it.
 */
export const clinicChatSettings = pgTable('clinic_chat_settings', {
  clinicId: integer('clinic_id').primaryKey().references(() => clinics.id, { onDelete: 'cascade' }),
  provider: varchar('provider', { length: 20 }).notNull(),
  region: varchar('region', { length: 8 }).notNull(),
  appId: varchar('app_id', { length: 64 }).notNull(),
  authKey: text('auth_key'),
  canScheduleMessages: boolean('can_schedule_messages').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
