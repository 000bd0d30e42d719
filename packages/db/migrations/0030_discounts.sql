-- Billing (#16): the clinic's discount catalogue, switched on and off by a status toggle (spec §3).
-- value_x100: a percentage in basis points (12.5 % = 1250) or an amount in hundredths of the currency.
CREATE TABLE "discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"name" varchar(80) NOT NULL,
	"type" varchar(10) NOT NULL,
	"value_x100" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "discounts_type_check" CHECK ("type" IN ('percent', 'amount')),
	CONSTRAINT "discounts_value_check" CHECK ("value_x100" > 0 AND ("type" = 'amount' OR "value_x100" <= 10000))
);--> statement-breakpoint
CREATE INDEX "discounts_clinic_idx" ON "discounts" USING btree ("clinic_id", lower("name")) WHERE "deleted_at" IS NULL;
