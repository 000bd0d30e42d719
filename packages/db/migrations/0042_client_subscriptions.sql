-- Client subscriptions to wellness plans (#17, spec §3 "Client subscription: card_id, pet_id, auto_renew, clinic_id,
-- vet_id"). A subscription is anchored on the clinic-local date it starts; its periods follow from the anchor
-- (packages/domain plans/periods). Each period row copies the plan's terms when the period starts (a plan change
-- applies from the next period) and, once charged, names its sale. One period per subscription and index, ever.
CREATE TABLE "client_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"client_id" integer NOT NULL REFERENCES "pet_parents"("id"),
	"pet_id" integer NOT NULL REFERENCES "pets"("id"),
	"plan_id" integer NOT NULL REFERENCES "plans"("id"),
	"vet_id" integer REFERENCES "staff_users"("id"),
	"card_id" varchar(120),
	"auto_renew" boolean DEFAULT true NOT NULL,
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"anchor_date" date NOT NULL,
	"periodicity" smallint NOT NULL,
	"min_term_periods" integer DEFAULT 1 NOT NULL,
	"next_renewal_date" date,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"status_reason" varchar(300),
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_subscriptions_status_check" CHECK ("status" IN ('active', 'past_due', 'suspended', 'paused', 'cancelled')),
	CONSTRAINT "client_subscriptions_periodicity_check" CHECK ("periodicity" IN (1, 2))
);--> statement-breakpoint
CREATE INDEX "client_subscriptions_clinic_idx" ON "client_subscriptions" USING btree ("clinic_id", "status", "next_renewal_date");--> statement-breakpoint
CREATE INDEX "client_subscriptions_pet_idx" ON "client_subscriptions" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "client_subscriptions_client_idx" ON "client_subscriptions" USING btree ("client_id");--> statement-breakpoint
-- A pet holds one live plan per clinic at a time.
CREATE UNIQUE INDEX "client_subscriptions_live_pet_uq" ON "client_subscriptions" USING btree ("clinic_id", "pet_id") WHERE "status" <> 'cancelled';--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"subscription_id" integer NOT NULL REFERENCES "client_subscriptions"("id") ON DELETE CASCADE,
	"index" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"plan_name" varchar(120) NOT NULL,
	"price_minor" bigint NOT NULL,
	"discount_bp" integer NOT NULL,
	"items" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'due' NOT NULL,
	"sale_id" integer REFERENCES "sales"("id"),
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_periods_status_check" CHECK ("status" IN ('due', 'paid', 'failed', 'waived')),
	CONSTRAINT "subscription_periods_dates_check" CHECK ("start_date" < "end_date")
);--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_uq" ON "subscription_periods" USING btree ("subscription_id", "index");
