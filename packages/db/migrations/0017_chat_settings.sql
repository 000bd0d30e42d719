-- A clinic's chat widget (issue #22, spec §2): no row means no chat on its booking page.
CREATE TABLE "clinic_chat_settings" (
	"clinic_id" integer PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"region" varchar(8) NOT NULL,
	"app_id" varchar(64) NOT NULL,
	"auth_key" text,
	"can_schedule_messages" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "clinic_chat_settings" ADD CONSTRAINT "clinic_chat_settings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;
