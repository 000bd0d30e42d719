import { type AnyPgColumn, bigint, boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clinics } from './tenancy';
import { petParents, pets } from './pets';
import { staffUsers } from './staff';
import { appointments } from './appointments';
import { records } from './records';
import { services } from './services';
import { products } from './inventory';
import { discounts } from './billing';

export interface SaleTaxRow { kind: 'vat' | 'service_tax'; rate_bp: number; base: number; amount: number }

/**
 * A sale (invoice, issue #16; migration 0032). A draft is editable; issuing gives it the clinic's next number
 * (gapless, `sale_counters`) and freezes it: a trigger refuses any change of an issued sale or its lines.
 * Money: integer hundredths of the clinic's currency; rates in basis points. Discounts are copied from the
 * catalogue (`discount_id` only names where they came from).
 */
export const sales = pgTable('sales', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  clientId: integer('client_id').notNull().references(() => petParents.id),
  petId: integer('pet_id').references(() => pets.id),
  vetId: integer('vet_id').references(() => staffUsers.id),
  appointmentId: integer('appointment_id').references(() => appointments.id),
  recordId: integer('record_id').references(() => records.id),
  status: varchar('status', { length: 10 }).notNull().default('draft').$type<'draft' | 'issued'>(),
  editState: varchar('edit_state', { length: 10 }).notNull().default('editable').$type<'editable' | 'frozen'>(),
  number: integer('number'),
  issuedAt: timestamp('issued_at', { withTimezone: true }),
  issuedBy: integer('issued_by').references(() => staffUsers.id),
  currency: varchar('currency', { length: 8 }).notNull(),
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
  taxApplyOrder: varchar('tax_apply_order', { length: 30 }),
  discountType: varchar('discount_type', { length: 10 }).$type<'percent' | 'amount'>(),
  discountValueX100: bigint('discount_value_x100', { mode: 'number' }),
  discountId: integer('discount_id').references(() => discounts.id),
  discountName: varchar('discount_name', { length: 80 }),
  discountReason: varchar('discount_reason', { length: 300 }),
  subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull().default(0),
  discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
  netMinor: bigint('net_minor', { mode: 'number' }).notNull().default(0),
  taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
  taxes: jsonb('taxes').$type<SaleTaxRow[]>().notNull().default(sql`'[]'::jsonb`),
  note: varchar('note', { length: 1000 }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('sales_clinic_number_uq').on(t.clinicId, t.number).where(sql`${t.number} IS NOT NULL`),
  index('sales_clinic_issued_idx').on(t.clinicId, t.issuedAt),
  /** Frozen drafts waiting for their number (issuing's second step, 0062). */
  index('sales_awaiting_number_idx').on(t.clinicId).where(sql`${t.status} = 'draft' AND ${t.editState} = 'frozen'`),
  index('sales_clinic_created_idx').on(t.clinicId, t.createdAt),
  index('sales_client_idx').on(t.clientId),
  // The invoice list's days and order (migration 0040).
  index('sales_clinic_at_idx').on(t.clinicId, sql`(COALESCE(${t.issuedAt}, ${t.createdAt}))`, t.id),
]);

/** A line: a service, a product (in units or sub-units) or a custom item, with its computed totals. */
export const saleLines = pgTable('sale_lines', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  saleId: integer('sale_id').notNull().references(() => sales.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  kind: varchar('kind', { length: 10 }).notNull().$type<'service' | 'product' | 'custom'>(),
  serviceId: integer('service_id').references(() => services.id),
  productId: integer('product_id').references(() => products.id),
  name: varchar('name', { length: 200 }).notNull(),
  quantity: integer('quantity').notNull(),
  unit: varchar('unit', { length: 10 }).notNull().default('unit').$type<'unit' | 'sub_unit'>(),
  unitLabel: varchar('unit_label', { length: 30 }),
  subUnitsPerUnit: integer('sub_units_per_unit').notNull().default(1),
  unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
  discountType: varchar('discount_type', { length: 10 }).$type<'percent' | 'amount'>(),
  discountValueX100: bigint('discount_value_x100', { mode: 'number' }),
  discountId: integer('discount_id').references(() => discounts.id),
  discountName: varchar('discount_name', { length: 80 }),
  discountReason: varchar('discount_reason', { length: 300 }),
  vatBp: integer('vat_bp').notNull().default(0),
  serviceTaxBp: integer('service_tax_bp').notNull().default(0),
  baseMinor: bigint('base_minor', { mode: 'number' }).notNull().default(0),
  discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
  netMinor: bigint('net_minor', { mode: 'number' }).notNull().default(0),
  vatMinor: bigint('vat_minor', { mode: 'number' }).notNull().default(0),
  serviceTaxMinor: bigint('service_tax_minor', { mode: 'number' }).notNull().default(0),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
  /** Cost of the goods a product line took from stock when its sale was issued, frozen then (migration 0061). */
  costTotal: bigint('cost_total', { mode: 'number' }).notNull().default(0),
}, (t) => [index('sale_lines_sale_idx').on(t.saleId, t.position), index('sale_lines_product_idx').on(t.productId)]);

/** The last invoice number given per clinic; locked by the issuing transaction. */
export const saleCounters = pgTable('sale_counters', {
  clinicId: integer('clinic_id').primaryKey().references(() => clinics.id),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * Money received for a sale; never changed or deleted (trigger). `applied_minor` is what went to the sale;
 * the rest of `amount_minor` became client credit. Method ids: PAYMENT_METHODS in @vetclinic/domain.
 */
export const salePayments = pgTable('sale_payments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  saleId: integer('sale_id').notNull().references(() => sales.id),
  clientId: integer('client_id').notNull().references(() => petParents.id),
  method: smallint('method').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  appliedMinor: bigint('applied_minor', { mode: 'number' }).notNull(),
  reference: varchar('reference', { length: 120 }),
  /** An online card payment: the provider's intent id (unique, so a charge is recorded once; migration 0037). */
  providerRef: varchar('provider_ref', { length: 255 }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('sale_payments_provider_ref_idx').on(t.providerRef).where(sql`${t.providerRef} IS NOT NULL`),
  index('sale_payments_sale_idx').on(t.saleId),
  index('sale_payments_clinic_idx').on(t.clinicId, t.createdAt),
  index('sale_payments_method_idx').on(t.clinicId, t.method, t.saleId),
]);

/** A client's credit in a clinic, as movements carrying the balance after each (CHECK ≥ 0); never changed. */
export const clientCreditMovements = pgTable('client_credit_movements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  clientId: integer('client_id').notNull().references(() => petParents.id),
  deltaMinor: bigint('delta_minor', { mode: 'number' }).notNull(),
  balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
  kind: varchar('kind', { length: 20 }).notNull().$type<'overpayment' | 'payment' | 'adjustment' | 'credit_note' | 'refund'>(),
  saleId: integer('sale_id').references(() => sales.id),
  paymentId: integer('payment_id').references(() => salePayments.id),
  /** A credit note's excess moved to credit, or a refund into credit (0036). */
  creditNoteId: integer('credit_note_id').references((): AnyPgColumn => creditNotes.id),
  refundId: integer('refund_id').references((): AnyPgColumn => refunds.id),
  note: varchar('note', { length: 300 }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('client_credit_client_idx').on(t.clinicId, t.clientId, t.id)]);

/** The last credit-note number given per clinic (its own gapless series); locked by the posting transaction. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  clinicId: integer('clinic_id').primaryKey().references(() => clinics.id),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * A credit note of an issued sale (0036): a draft until posted (numbered, then frozen by a trigger except the one
 * void transition). At posting `applied_minor` reduced the sale's balance due and `excess_minor` (what had been
 * paid beyond the new total) became refundable.
 */
export const creditNotes = pgTable('credit_notes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  saleId: integer('sale_id').notNull().references(() => sales.id),
  clientId: integer('client_id').notNull().references(() => petParents.id),
  number: integer('number'),
  status: varchar('status', { length: 10 }).notNull().default('draft').$type<'draft' | 'posted' | 'voided'>(),
  reason: varchar('reason', { length: 500 }).notNull(),
  currency: varchar('currency', { length: 8 }).notNull(),
  netMinor: bigint('net_minor', { mode: 'number' }).notNull().default(0),
  taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
  appliedMinor: bigint('applied_minor', { mode: 'number' }).notNull().default(0),
  excessMinor: bigint('excess_minor', { mode: 'number' }).notNull().default(0),
  postedAt: timestamp('posted_at', { withTimezone: true }),
  postedBy: integer('posted_by').references(() => staffUsers.id),
  voidReason: varchar('void_reason', { length: 500 }),
  voidDate: date('void_date', { mode: 'string' }),
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  voidedBy: integer('voided_by').references(() => staffUsers.id),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('credit_notes_clinic_number_uq').on(t.clinicId, t.number).where(sql`${t.number} IS NOT NULL`),
  index('credit_notes_sale_idx').on(t.saleId),
  index('credit_notes_clinic_created_idx').on(t.clinicId, t.createdAt),
  index('credit_notes_client_idx').on(t.clientId),
]);

/** What a credit note credits of one sale line: a quantity (in the line's unit), its share of the line's money. */
export const creditNoteLines = pgTable('credit_note_lines', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  creditNoteId: integer('credit_note_id').notNull().references(() => creditNotes.id, { onDelete: 'cascade' }),
  saleLineId: integer('sale_line_id').notNull().references(() => saleLines.id),
  quantity: integer('quantity').notNull(),
  returnToStock: boolean('return_to_stock').notNull().default(false),
  netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
  taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
}, (t) => [
  uniqueIndex('credit_note_lines_uq').on(t.creditNoteId, t.saleLineId),
  index('credit_note_lines_sale_line_idx').on(t.saleLineId),
]);

/** Money paid back (never changed): for a credit note, to a payment method or into client credit (method 6). */
export const refunds = pgTable('refunds', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  saleId: integer('sale_id').notNull().references(() => sales.id),
  clientId: integer('client_id').notNull().references(() => petParents.id),
  creditNoteId: integer('credit_note_id').references(() => creditNotes.id),
  salePaymentId: integer('sale_payment_id').references(() => salePayments.id),
  method: smallint('method').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  providerRef: varchar('provider_ref', { length: 120 }),
  reference: varchar('reference', { length: 120 }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('refunds_sale_idx').on(t.saleId),
  index('refunds_credit_note_idx').on(t.creditNoteId),
  index('refunds_clinic_idx').on(t.clinicId, t.createdAt),
]);

/**
 * A refund through the payment provider in flight (0055): one per sale, claimed under the sale's lock before the
 * provider is called and deleted when the refund is recorded; a claim older than two minutes may be taken over.
 */
export const refundsInProgress = pgTable('refunds_in_progress', {
  saleId: integer('sale_id').primaryKey().references(() => sales.id),
  creditNoteId: integer('credit_note_id').notNull().references(() => creditNotes.id),
  requestKey: varchar('request_key', { length: 120 }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Units of a sold product put back in stock without money (never changed). */
export const productReturns = pgTable('product_returns', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  saleId: integer('sale_id').notNull().references(() => sales.id),
  saleLineId: integer('sale_line_id').notNull().references(() => saleLines.id),
  productId: integer('product_id').notNull().references(() => products.id),
  quantity: integer('quantity').notNull(),
  /** false: taken back from the client but not put on the shelf (no stock movement; migration 0045). */
  backToStock: boolean('back_to_stock').notNull().default(true),
  note: varchar('note', { length: 300 }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('product_returns_sale_idx').on(t.saleId), index('product_returns_sale_line_idx').on(t.saleLineId)]);
/** A payment link of an issued sale (migration 0037): the token is kept only as its hash; it opens /book/{slug}/pay/{token}. */
export const salePayLinks = pgTable('sale_pay_links', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  saleId: integer('sale_id').notNull().references(() => sales.id, { onDelete: 'cascade' }),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sale_pay_links_sale_idx').on(t.saleId)]);

/**
 * One provider intent for an online card payment of a sale (migration 0037). status: open (can be confirmed; a
 * declined attempt returns here with its failure_code) | processing (claimed by one confirm) | succeeded (its
 * sale payment is `sale_payment_id`) | cancelled. At most one open or processing row per sale (partial unique
 * index); never deleted (trigger).
 */
export const saleCardPayments = pgTable('sale_card_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  saleId: integer('sale_id').notNull().references(() => sales.id),
  clientId: integer('client_id').notNull().references(() => petParents.id),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  provider: varchar('provider', { length: 12 }).notNull(),
  providerRef: varchar('provider_ref', { length: 255 }),
  clientSecret: text('client_secret'),
  status: varchar('status', { length: 12 }).notNull().default('open').$type<'open' | 'processing' | 'succeeded' | 'cancelled'>(),
  attempts: smallint('attempts').notNull().default(0),
  failureCode: varchar('failure_code', { length: 40 }),
  cardLast4: varchar('card_last4', { length: 4 }),
  cardBrand: varchar('card_brand', { length: 20 }),
  salePaymentId: integer('sale_payment_id').references(() => salePayments.id),
  /** The sale payment's method: 5 online payment (the client's link), 2 card (charged at the desk by `created_by`). */
  method: smallint('method').notNull().default(5),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('sale_card_payments_provider_ref_idx').on(t.provider, t.providerRef),
  uniqueIndex('sale_card_payments_live_idx').on(t.saleId).where(sql`${t.status} IN ('open', 'processing')`),
  index('sale_card_payments_status_idx').on(t.status, t.updatedAt),
]);
