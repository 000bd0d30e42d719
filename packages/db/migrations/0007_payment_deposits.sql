CREATE TABLE "payment_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deposit_id" uuid NOT NULL,
	"kind" varchar(8) NOT NULL,
	"status" varchar(10) NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"provider_ref" varchar(255),
	"idempotency_key" varchar(120) NOT NULL,
	"failure_code" varchar(40),
	"card_last4" varchar(4),
	"card_brand" varchar(20),
	"reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"client_id" integer,
	"purpose" varchar(16) NOT NULL,
	"status" varchar(12) DEFAULT 'due' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"provider" varchar(12) NOT NULL,
	"provider_ref" varchar(255),
	"client_secret" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"manage_token" varchar(100),
	"hold_appointment_id" integer,
	"reschedule" jsonb,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"language" varchar(8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_psp_intents" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(120) NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(24) NOT NULL,
	"client_secret" varchar(120) NOT NULL,
	"latest_charge" varchar(64),
	"last_error_code" varchar(40),
	"card_last4" varchar(4),
	"card_brand" varchar(20),
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requests" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_psp_intents_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" varchar(12) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"type" varchar(80) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_deposit_id_payment_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."payment_deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD CONSTRAINT "payment_deposits_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD CONSTRAINT "payment_deposits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD CONSTRAINT "payment_deposits_client_id_pet_parents_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."pet_parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD CONSTRAINT "payment_deposits_hold_appointment_id_appointments_id_fk" FOREIGN KEY ("hold_appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_charges_deposit_idx" ON "payment_charges" USING btree ("deposit_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_idempotency_idx" ON "payment_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_provider_ref_idx" ON "payment_charges" USING btree ("kind","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_deposits_appointment_idx" ON "payment_deposits" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "payment_deposits_status_idx" ON "payment_deposits" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_deposits_provider_ref_idx" ON "payment_deposits" USING btree ("provider","provider_ref");--> statement-breakpoint
-- Hand-written: the statuses the code knows, amounts that stay within the deposit, and charge/refund rows that are never deleted.
ALTER TABLE "payment_deposits" ADD CONSTRAINT "payment_deposits_status_check" CHECK ("status" IN ('due', 'processing', 'paid', 'failed', 'expired', 'refunded', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD CONSTRAINT "payment_deposits_amounts_check" CHECK ("amount_minor" > 0 AND "refunded_minor" >= 0 AND "refunded_minor" <= "amount_minor");--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_kind_check" CHECK ("kind" IN ('charge', 'refund'));--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_amount_check" CHECK ("amount_minor" > 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_rows_are_kept() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'rows of % are never deleted', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER payment_charges_never_deleted BEFORE DELETE ON "payment_charges" FOR EACH ROW EXECUTE FUNCTION payment_rows_are_kept();--> statement-breakpoint
CREATE TRIGGER payment_deposits_never_deleted BEFORE DELETE ON "payment_deposits" FOR EACH ROW EXECUTE FUNCTION payment_rows_are_kept();
