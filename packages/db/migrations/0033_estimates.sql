-- Estimates (#16, spec §3 "Estimate status (numeric): 0 pending, 1 rejected, 2 approved", §4, §7): a quote with
-- low–high quantities per line, scoped to a clinic and a client, optionally to a patient and a record; the
-- client answers through a mailed link (hashed, single-purpose, expiring). Money in minor units; rates in
-- basis points; totals low/high are kept on the estimate for lists and period counts.
CREATE TABLE "estimates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"group_id" integer NOT NULL REFERENCES "clinic_groups"("id"),
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"client_id" integer NOT NULL REFERENCES "pet_parents"("id"),
	"pet_id" integer REFERENCES "pets"("id"),
	"record_id" integer REFERENCES "records"("id"),
	"template_id" integer,
	"status" smallint DEFAULT 0 NOT NULL CHECK ("status" IN (0, 1, 2)),
	"title" varchar(200) NOT NULL,
	"notes" text,
	"valid_until" date,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"low_total" bigint DEFAULT 0 NOT NULL,
	"high_total" bigint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answered_by" varchar(10),
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "estimates_clinic_created_idx" ON "estimates" ("clinic_id", "created_at") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "estimates_pet_idx" ON "estimates" ("pet_id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "estimates_record_idx" ON "estimates" ("record_id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "estimates_client_idx" ON "estimates" ("client_id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "estimate_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"estimate_id" integer NOT NULL REFERENCES "estimates"("id") ON DELETE CASCADE,
	"position" smallint NOT NULL,
	"service_id" integer REFERENCES "services"("id"),
	"product_id" integer REFERENCES "products"("id"),
	"name" varchar(200) NOT NULL,
	"qty_low" integer NOT NULL CHECK ("qty_low" >= 0),
	"qty_high" integer NOT NULL CHECK ("qty_high" >= "qty_low" AND "qty_high" > 0),
	"unit_price" bigint NOT NULL CHECK ("unit_price" >= 0),
	"discount_type" varchar(10),
	"discount_value_x100" bigint,
	"vat_bp" integer DEFAULT 0 NOT NULL,
	"service_tax_bp" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL CHECK ("status" IN (0, 1, 2)),
	CHECK (("service_id" IS NULL) <> ("product_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "estimate_lines_estimate_idx" ON "estimate_lines" ("estimate_id", "position");
--> statement-breakpoint
CREATE TABLE "estimate_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"name" varchar(120) NOT NULL,
	"title" varchar(200),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "estimate_templates_clinic_idx" ON "estimate_templates" ("clinic_id", lower("name")) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_template_fk" FOREIGN KEY ("template_id") REFERENCES "estimate_templates"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE TABLE "estimate_template_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"template_id" integer NOT NULL REFERENCES "estimate_templates"("id") ON DELETE CASCADE,
	"position" smallint NOT NULL,
	"service_id" integer REFERENCES "services"("id"),
	"product_id" integer REFERENCES "products"("id"),
	"name" varchar(200) NOT NULL,
	"qty_low" integer NOT NULL CHECK ("qty_low" >= 0),
	"qty_high" integer NOT NULL CHECK ("qty_high" >= "qty_low" AND "qty_high" > 0),
	"unit_price" bigint CHECK ("unit_price" >= 0),
	"discount_type" varchar(10),
	"discount_value_x100" bigint,
	"vat_bp" integer DEFAULT 0 NOT NULL,
	"service_tax_bp" integer DEFAULT 0 NOT NULL,
	CHECK (("service_id" IS NULL) <> ("product_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "estimate_template_lines_template_idx" ON "estimate_template_lines" ("template_id", "position");
--> statement-breakpoint
-- The client's link: only the SHA-256 of the token is stored; it answers this estimate and nothing else.
CREATE TABLE "estimate_links" (
	"token_hash" varchar(64) PRIMARY KEY,
	"estimate_id" integer NOT NULL REFERENCES "estimates"("id") ON DELETE CASCADE,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "estimate_links_estimate_idx" ON "estimate_links" ("estimate_id");
--> statement-breakpoint
-- New rights (packages/domain/src/permissions.ts): every built-in role sees and writes estimates.
UPDATE "roles" SET "permissions" = "permissions" || '["estimates.view","estimates.edit"]'::jsonb WHERE "built_in" IN ('admin', 'vet', 'receptionist');
