-- Reminders and printable files (issue 19, second part).
-- `reminder_rules`: what a clinic reminds clients of (vaccination due, annual check, follow-up after a service,
-- appointment tomorrow), by which channels and how many days ahead. `reminders_sent` holds one row per rule,
-- target and channel: the unique key is what makes a reminder go out once however many job runs race for it,
-- and its hashed token is the mail's unsubscribe link. Opt-outs are per client and channel on `pet_parents`.
CREATE TABLE "reminder_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id") ON DELETE cascade,
	"name" varchar(120) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"send_mail" boolean DEFAULT true NOT NULL,
	"send_sms" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"lead_days" integer DEFAULT 7 NOT NULL,
	"interval_days" integer,
	"service_id" integer REFERENCES "services"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "reminder_rules_kind_check" CHECK ("kind" IN ('vaccination', 'annual_check', 'follow_up', 'appointment')),
	CONSTRAINT "reminder_rules_lead_check" CHECK ("lead_days" BETWEEN 0 AND 90),
	CONSTRAINT "reminder_rules_interval_check" CHECK ("interval_days" IS NULL OR "interval_days" BETWEEN 1 AND 3660)
);--> statement-breakpoint
CREATE INDEX "reminder_rules_clinic_idx" ON "reminder_rules" USING btree ("clinic_id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id") ON DELETE cascade,
	"rule_id" integer NOT NULL REFERENCES "reminder_rules"("id") ON DELETE cascade,
	"target_key" varchar(80) NOT NULL,
	"channel" varchar(4) NOT NULL,
	"client_id" integer NOT NULL REFERENCES "pet_parents"("id"),
	"pet_id" integer REFERENCES "pets"("id"),
	"due_on" date NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"outbox_id" integer REFERENCES "outbox"("id") ON DELETE set null,
	"unsubscribe_token_hash" varchar(64),
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_channel_check" CHECK ("channel" IN ('mail', 'sms'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_once_uq" ON "reminders_sent" USING btree ("rule_id", "target_key", "channel");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_token_uq" ON "reminders_sent" USING btree ("unsubscribe_token_hash") WHERE "unsubscribe_token_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reminders_sent_clinic_idx" ON "reminders_sent" USING btree ("clinic_id", "sent_at");--> statement-breakpoint
ALTER TABLE "pet_parents" ADD COLUMN "reminder_mail_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_parents" ADD COLUMN "reminder_sms_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "printable_files" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_types" ADD COLUMN "printable_files" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "printed_files" ADD COLUMN "document_template_id" integer REFERENCES "document_templates"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "printed_files" ADD COLUMN "appointment_id" integer REFERENCES "appointments"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "printed_files_appointment_template_uq" ON "printed_files" USING btree ("appointment_id", "pet_id", "document_template_id") WHERE "appointment_id" IS NOT NULL AND "document_template_id" IS NOT NULL;
