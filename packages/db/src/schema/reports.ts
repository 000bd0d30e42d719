import { bigint, boolean, customType, date, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clinics } from './tenancy';
import { staffUsers } from './staff';
import { appointments } from './appointments';

/*
 * Daily summaries for reports (issue #18; migration 0043). Kept by database triggers on the rows they count (issued
 * sales and their lines, posted/voided credit notes, payments, refunds, appointments), never written by services.
 * `day` is the clinic-local date; vet_id / item_id 0 means none. A change of the clinic's zone rebuilds its rows.
 */
export const reportDailySales = pgTable('report_daily_sales', {
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  day: date('day', { mode: 'string' }).notNull(),
  vetId: integer('vet_id').notNull(),
  invoices: integer('invoices').notNull().default(0),
  netMinor: bigint('net_minor', { mode: 'number' }).notNull().default(0),
  taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
  creditNotes: integer('credit_notes').notNull().default(0),
  creditedMinor: bigint('credited_minor', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.clinicId, t.day, t.vetId] })]);

export const reportDailyItems = pgTable('report_daily_items', {
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  day: date('day', { mode: 'string' }).notNull(),
  kind: varchar('kind', { length: 10 }).notNull().$type<'service' | 'product' | 'custom'>(),
  itemId: integer('item_id').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
  netMinor: bigint('net_minor', { mode: 'number' }).notNull().default(0),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.clinicId, t.day, t.kind, t.itemId] })]);

/** kind: payment | refund; method: PAYMENT_METHODS id. */
export const reportDailyMoney = pgTable('report_daily_money', {
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  day: date('day', { mode: 'string' }).notNull(),
  kind: varchar('kind', { length: 10 }).notNull().$type<'payment' | 'refund'>(),
  method: smallint('method').notNull(),
  count: integer('count').notNull().default(0),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.clinicId, t.day, t.kind, t.method] })]);

export const reportDailyAppointments = pgTable('report_daily_appointments', {
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  day: date('day', { mode: 'string' }).notNull(),
  vetId: integer('vet_id').notNull(),
  status: smallint('status').notNull(),
  source: varchar('source', { length: 10 }).notNull(),
  count: integer('count').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.clinicId, t.day, t.vetId, t.status, t.source] })]);


/** Taxes by VAT rate (migration 0051): net and tax (VAT + service tax) of issued lines less credited lines. */
export const reportDailyTaxes = pgTable('report_daily_taxes', {
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  day: date('day', { mode: 'string' }).notNull(),
  vatBp: integer('vat_bp').notNull(),
  lines: integer('lines').notNull().default(0),
  netMinor: bigint('net_minor', { mode: 'number' }).notNull().default(0),
  taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.clinicId, t.day, t.vatBp] })]);

/** Invoices and credit notes by the species of the sale's pet (0: no pet), migration 0051. */
export const reportDailySpecies = pgTable('report_daily_species', {
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  day: date('day', { mode: 'string' }).notNull(),
  speciesId: integer('species_id').notNull(),
  invoices: integer('invoices').notNull().default(0),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
  creditedMinor: bigint('credited_minor', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.clinicId, t.day, t.speciesId] })]);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** A period's issued invoices as a ZIP of PDFs, made by a background job (migration 0051); the row is its state. */
export const reportInvoiceZips = pgTable('report_invoice_zips', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  requestedBy: integer('requested_by').notNull().references(() => staffUsers.id),
  dateFrom: date('date_from', { mode: 'string' }).notNull(),
  dateTo: date('date_to', { mode: 'string' }).notNull(),
  language: varchar('language', { length: 10 }).notNull(),
  status: varchar('status', { length: 10 }).notNull().default('queued').$type<'queued' | 'running' | 'completed' | 'failed'>(),
  total: integer('total').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  fileBytes: bytea('file_bytes'),
  error: varchar('error', { length: 200 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [index('report_invoice_zips_clinic_idx').on(t.clinicId, t.id)]);

/** Product lines' net revenue and cost of goods by clinic-local day (migration 0061); credit notes take off in proportion. */
export const reportDailyMargin = pgTable('report_daily_margin', {
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  day: date('day', { mode: 'string' }).notNull(),
  productId: integer('product_id').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
  netMinor: bigint('net_minor', { mode: 'number' }).notNull().default(0),
  costMinor: bigint('cost_minor', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.clinicId, t.day, t.productId] })]);

/** One row per visit (status 5 or 8 with a pet): rebooked or not, and the next appointment's start (migration 0061). */
export const reportVisitRebooking = pgTable('report_visit_rebooking', {
  appointmentId: integer('appointment_id').primaryKey().references(() => appointments.id, { onDelete: 'cascade' }),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  day: date('day', { mode: 'string' }).notNull(),
  rebooked: boolean('rebooked').notNull(),
  nextAt: timestamp('next_at', { withTimezone: true }),
}, (t) => [index('report_visit_rebooking_day_idx').on(t.clinicId, t.day)]);

export const reportDailyRebooking = pgTable('report_daily_rebooking', {
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  day: date('day', { mode: 'string' }).notNull(),
  visits: integer('visits').notNull().default(0),
  rebooked: integer('rebooked').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.clinicId, t.day] })]);
