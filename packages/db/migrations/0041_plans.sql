-- Wellness plans (#17): a clinic's catalogue of care plans sold per pet for a period (spec §3 "Plan: clinic_id,
-- periodicity (1)"): a price per period, the services and products included each period, a discount on the rest.
-- Subscriptions copy a plan's terms when they are signed, so editing a plan applies to new periods and new
-- subscriptions only; a plan in use is archived, never deleted.
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"name" varchar(120) NOT NULL,
	"description" text,
	"species_id" integer REFERENCES "species"("id"),
	"min_age_months" integer,
	"max_age_months" integer,
	"periodicity" smallint DEFAULT 1 NOT NULL,
	"price_minor" bigint NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"min_term_periods" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_periodicity_check" CHECK ("periodicity" IN (1, 2)),
	CONSTRAINT "plans_price_check" CHECK ("price_minor" >= 0),
	CONSTRAINT "plans_discount_check" CHECK ("discount_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "plans_term_check" CHECK ("min_term_periods" BETWEEN 1 AND 120),
	CONSTRAINT "plans_age_check" CHECK ("min_age_months" IS NULL OR "max_age_months" IS NULL OR "min_age_months" <= "max_age_months")
);--> statement-breakpoint
CREATE INDEX "plans_clinic_idx" ON "plans" USING btree ("clinic_id", lower("name"));--> statement-breakpoint
CREATE TABLE "plan_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"plan_id" integer NOT NULL REFERENCES "plans"("id") ON DELETE CASCADE,
	"service_id" integer REFERENCES "services"("id"),
	"product_id" integer REFERENCES "products"("id"),
	"quantity" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_items_kind_check" CHECK (("service_id" IS NULL) <> ("product_id" IS NULL)),
	CONSTRAINT "plan_items_quantity_check" CHECK ("quantity" BETWEEN 1 AND 1000)
);--> statement-breakpoint
CREATE INDEX "plan_items_plan_idx" ON "plan_items" USING btree ("plan_id", "position");
