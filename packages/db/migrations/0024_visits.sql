-- The patient whiteboard (issue #14, spec §4 "Visit: stage change and undo stage"). Checking an appointment in
-- creates its visit (one per appointment); the visit moves through stages, each move a row of
-- visit_stage_changes (who, when, from, to). Undo reverts the last move only and is itself recorded
-- (kind 'undo'); an undo is never undone (see docs/decisions.md, whiteboard).
CREATE TABLE "visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"stage" varchar(24) DEFAULT 'checked_in' NOT NULL,
	"entered_stage_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_by" integer,
	"discharged_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_stage_check" CHECK ("visits"."stage" IN ('checked_in', 'waiting', 'in_consultation', 'in_treatment', 'ready_for_discharge', 'discharged'))
);
--> statement-breakpoint
CREATE TABLE "visit_stage_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_stage_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"visit_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"from_stage" varchar(24),
	"to_stage" varchar(24) NOT NULL,
	"previous_entered_at" timestamp with time zone,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "visit_stage_changes_kind_check" CHECK ("visit_stage_changes"."kind" IN ('check_in', 'move', 'undo'))
);
--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_checked_in_by_staff_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_stage_changes" ADD CONSTRAINT "visit_stage_changes_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_stage_changes" ADD CONSTRAINT "visit_stage_changes_changed_by_staff_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visits_appointment_uq" ON "visits" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "visits_clinic_checked_in_idx" ON "visits" USING btree ("clinic_id","checked_in_at");--> statement-breakpoint
CREATE INDEX "visits_clinic_open_idx" ON "visits" USING btree ("clinic_id") WHERE "stage" <> 'discharged';--> statement-breakpoint
CREATE INDEX "visit_stage_changes_visit_idx" ON "visit_stage_changes" USING btree ("visit_id","id");
