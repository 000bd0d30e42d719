-- Wellness plan renewals (#17). Saved cards: a client's payment method kept at the provider; we keep only the
-- provider's ids, brand, last 4 digits and expiry, never the number. Renewal attempts live on the period row (one
-- row per subscription and index, so a period is never invoiced twice); `charging_since` is the claim of an attempt
-- in flight, and its idempotency key (period id + attempt) makes a re-run after a crash read back the same charge.
CREATE TABLE "saved_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"client_id" integer NOT NULL REFERENCES "pet_parents"("id"),
	"provider" varchar(12) NOT NULL,
	"customer_ref" varchar(120) NOT NULL,
	"card_ref" varchar(120) NOT NULL,
	"brand" varchar(20) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_ref_uq" ON "saved_cards" USING btree ("provider", "card_ref");--> statement-breakpoint
CREATE INDEX "saved_cards_client_idx" ON "saved_cards" USING btree ("client_id", "clinic_id");--> statement-breakpoint
-- The simulated provider's vault (its side of the wire, like sim_psp_intents): the card's test outcome, never its number.
CREATE TABLE "sim_psp_cards" (
	"id" varchar(64) PRIMARY KEY,
	"idempotency_key" varchar(120) NOT NULL UNIQUE,
	"customer_id" varchar(64) NOT NULL,
	"brand" varchar(20) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"outcome" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD COLUMN "next_attempt_date" date;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD COLUMN "charging_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD COLUMN "failure_code" varchar(40);--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD COLUMN "intent_ref" varchar(255);--> statement-breakpoint
CREATE INDEX "subscription_periods_retry_idx" ON "subscription_periods" USING btree ("next_attempt_date") WHERE "status" = 'due' AND "next_attempt_date" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "client_subscriptions_due_idx" ON "client_subscriptions" USING btree ("next_renewal_date") WHERE "status" IN ('active', 'past_due');--> statement-breakpoint
-- The client's "update your card" link of a suspended (or failing) subscription.
CREATE TABLE "subscription_card_links" (
	"token_hash" varchar(64) PRIMARY KEY,
	"subscription_id" integer NOT NULL REFERENCES "client_subscriptions"("id") ON DELETE CASCADE,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "subscription_card_links_sub_idx" ON "subscription_card_links" USING btree ("subscription_id");--> statement-breakpoint
-- What a sale used of a period's included items: one row per covered sale line.
CREATE TABLE "subscription_usage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"period_id" integer NOT NULL REFERENCES "subscription_periods"("id") ON DELETE CASCADE,
	"sale_id" integer NOT NULL REFERENCES "sales"("id") ON DELETE CASCADE,
	"service_id" integer REFERENCES "services"("id"),
	"product_id" integer REFERENCES "products"("id"),
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_usage_kind_check" CHECK (("service_id" IS NULL) <> ("product_id" IS NULL)),
	CONSTRAINT "subscription_usage_quantity_check" CHECK ("quantity" > 0)
);--> statement-breakpoint
CREATE INDEX "subscription_usage_period_idx" ON "subscription_usage" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "subscription_usage_sale_idx" ON "subscription_usage" USING btree ("sale_id");
