-- Laboratory integrations (issue 20, laboratories part). A clinic connects in-house analysers and reference labs;
-- orders go out as HL7 v2 ORM^O01 through the integration's adapter, results come back as ORU^R01.
-- `inbound_token_hash` is the SHA-256 of the bearer token the lab (or its bridge) sends with results over HTTP.
CREATE TABLE "lab_integrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id") ON DELETE cascade,
	"name" varchar(120) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"adapter" varchar(16) NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sending_facility" varchar(60) NOT NULL,
	"receiving_facility" varchar(60) NOT NULL,
	"inbound_token_hash" varchar(64) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer REFERENCES "staff_users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "lab_integrations_kind_check" CHECK ("kind" IN ('in_house', 'reference')),
	CONSTRAINT "lab_integrations_adapter_check" CHECK ("adapter" IN ('drop_folder', 'mllp', 'http'))
);--> statement-breakpoint
CREATE INDEX "lab_integrations_clinic_idx" ON "lab_integrations" USING btree ("clinic_id", "name");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_integrations_token_uq" ON "lab_integrations" USING btree ("inbound_token_hash");--> statement-breakpoint
-- One order of one panel for one pet, placed from a record by a vet. `placer_order_number` is ours (ORC-2/OBR-2),
-- `filler_order_number` the lab's (OBR-3), learnt from the first result. `outbound_message` is the ORM^O01 sent.
CREATE TABLE "lab_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"integration_id" integer NOT NULL REFERENCES "lab_integrations"("id"),
	"pet_id" integer NOT NULL REFERENCES "pets"("id"),
	"record_id" integer REFERENCES "records"("id") ON DELETE set null,
	"vet_id" integer REFERENCES "staff_users"("id"),
	"panel_code" varchar(40) NOT NULL,
	"panel_name" varchar(120) NOT NULL,
	"placer_order_number" varchar(40) NOT NULL,
	"filler_order_number" varchar(60),
	"status" varchar(16) DEFAULT 'sending' NOT NULL,
	"send_error" text,
	"outbound_message" text,
	"notes" text,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_orders_status_check" CHECK ("status" IN ('sending', 'sent', 'send_failed', 'partial', 'final', 'cancelled'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "lab_orders_placer_uq" ON "lab_orders" USING btree ("clinic_id", "placer_order_number");--> statement-breakpoint
CREATE INDEX "lab_orders_pet_idx" ON "lab_orders" USING btree ("pet_id", "created_at");--> statement-breakpoint
CREATE INDEX "lab_orders_record_idx" ON "lab_orders" USING btree ("record_id");--> statement-breakpoint
-- Every HL7 message received, stored as received BEFORE it is parsed. It ends 'filed' (results written),
-- 'queued' (the review queue, with a reason), 'dismissed' (by staff from the queue) or 'duplicate' (the same
-- control id was already filed). 'received' rows are ones whose processing has not finished (a crash): the
-- recovery sweep picks them up.
CREATE TABLE "lab_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"integration_id" integer NOT NULL REFERENCES "lab_integrations"("id"),
	"source" varchar(16) NOT NULL,
	"raw" text NOT NULL,
	"status" varchar(16) DEFAULT 'received' NOT NULL,
	"reason_code" varchar(40),
	"reason_detail" text,
	"control_id" varchar(80),
	"order_id" integer REFERENCES "lab_orders"("id"),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"resolved_by" integer REFERENCES "staff_users"("id"),
	"resolved_at" timestamp with time zone,
	CONSTRAINT "lab_messages_status_check" CHECK ("status" IN ('received', 'filed', 'queued', 'dismissed', 'duplicate')),
	CONSTRAINT "lab_messages_source_check" CHECK ("source" IN ('http', 'drop_folder'))
);--> statement-breakpoint
CREATE INDEX "lab_messages_clinic_status_idx" ON "lab_messages" USING btree ("clinic_id", "status", "received_at");--> statement-breakpoint
CREATE INDEX "lab_messages_control_idx" ON "lab_messages" USING btree ("integration_id", "control_id");--> statement-breakpoint
CREATE INDEX "lab_messages_pending_idx" ON "lab_messages" USING btree ("received_at") WHERE "status" = 'received';--> statement-breakpoint
-- One analyte result filed into a pet's record. Numbers keep their text as sent (`value`) and, when numeric,
-- `numeric_value` for the chart; `ref_low`/`ref_high` come from the reference range when it is numeric.
CREATE TABLE "lab_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"pet_id" integer NOT NULL REFERENCES "pets"("id"),
	"order_id" integer NOT NULL REFERENCES "lab_orders"("id"),
	"message_id" integer NOT NULL REFERENCES "lab_messages"("id"),
	"record_id" integer REFERENCES "records"("id") ON DELETE set null,
	"analyte_code" varchar(40) NOT NULL,
	"analyte_name" varchar(120) NOT NULL,
	"value" text NOT NULL,
	"numeric_value" double precision,
	"units" varchar(40),
	"reference_range" varchar(60),
	"ref_low" double precision,
	"ref_high" double precision,
	"abnormal_flag" varchar(2),
	"result_status" varchar(2),
	"notes" text,
	"observed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_results_flag_check" CHECK ("abnormal_flag" IS NULL OR "abnormal_flag" IN ('H', 'L', 'HH', 'LL', 'A'))
);--> statement-breakpoint
CREATE INDEX "lab_results_pet_idx" ON "lab_results" USING btree ("pet_id", "analyte_code", "observed_at");--> statement-breakpoint
CREATE INDEX "lab_results_order_idx" ON "lab_results" USING btree ("order_id");
