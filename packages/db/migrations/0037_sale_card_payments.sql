-- Issue #16: an invoice paid online by card. A payment link (token kept only as its hash) opens the sale's public
-- page; each provider intent for a sale is a row here (at most one live per sale, so two tabs share it and one
-- claim charges once); the sale payment it produces carries the intent id, unique, so it is recorded exactly once.
CREATE TABLE "sale_pay_links" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL REFERENCES "sales"("id") ON DELETE CASCADE,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "sale_pay_links_sale_idx" ON "sale_pay_links" ("sale_id");--> statement-breakpoint
CREATE TABLE "sale_card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"sale_id" integer NOT NULL REFERENCES "sales"("id"),
	"client_id" integer NOT NULL REFERENCES "pet_parents"("id"),
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"provider" varchar(12) NOT NULL,
	"provider_ref" varchar(255),
	"client_secret" text,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"failure_code" varchar(40),
	"card_last4" varchar(4),
	"card_brand" varchar(20),
	"sale_payment_id" integer REFERENCES "sale_payments"("id"),
	"method" smallint DEFAULT 5 NOT NULL,
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_card_payments_status_check" CHECK ("status" IN ('open', 'processing', 'succeeded', 'cancelled')),
	CONSTRAINT "sale_card_payments_amount_check" CHECK ("amount_minor" > 0),
	CONSTRAINT "sale_card_payments_method_check" CHECK ("method" IN (2, 5))
);--> statement-breakpoint
CREATE UNIQUE INDEX "sale_card_payments_provider_ref_idx" ON "sale_card_payments" ("provider", "provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_card_payments_live_idx" ON "sale_card_payments" ("sale_id") WHERE "status" IN ('open', 'processing');--> statement-breakpoint
CREATE INDEX "sale_card_payments_status_idx" ON "sale_card_payments" ("status", "updated_at");--> statement-breakpoint
CREATE TRIGGER sale_card_payments_never_deleted BEFORE DELETE ON "sale_card_payments" FOR EACH ROW EXECUTE FUNCTION payment_rows_are_kept();--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "provider_ref" varchar(255);--> statement-breakpoint
CREATE UNIQUE INDEX "sale_payments_provider_ref_idx" ON "sale_payments" ("provider_ref") WHERE "provider_ref" IS NOT NULL;
