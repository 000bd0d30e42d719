-- Holidays and closures of one clinic (issue #22): clinic-local dates, optionally from a time on the first
-- day and/or until a time on the last. Availability treats them as busy for every vet of the clinic, so a
-- change bumps the group's availability_version like clinic hours do (migration 0004).
CREATE TABLE "clinic_closures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinic_closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"reason" varchar(200) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_closures_date_order" CHECK ("end_date" >= "start_date")
);--> statement-breakpoint
ALTER TABLE "clinic_closures" ADD CONSTRAINT "clinic_closures_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_closures" ADD CONSTRAINT "clinic_closures_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_closures_clinic_idx" ON "clinic_closures" USING btree ("clinic_id","end_date");--> statement-breakpoint
CREATE TRIGGER clinic_closures_availability AFTER INSERT OR UPDATE OR DELETE ON clinic_closures
  FOR EACH ROW EXECUTE FUNCTION bump_availability_version_by_clinic();
