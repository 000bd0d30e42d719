-- Medical records (issue #14): clinic templates, records written with a copy of their template's sections,
-- the appointments a record covers, field values with a per-field version (two tabs never lose a field),
-- and every change as a version row. Vitals, anesthesia, diagnoses, prescriptions, tags and visits have
-- their own migrations and hang off "records" and "pets".
CREATE TABLE "record_appointments" (
	"record_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_appointments_record_id_appointment_id_pk" PRIMARY KEY("record_id","appointment_id")
);
--> statement-breakpoint
CREATE TABLE "record_field_values" (
	"record_id" integer NOT NULL,
	"field_key" varchar(80) NOT NULL,
	"value" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_field_values_record_id_field_key_pk" PRIMARY KEY("record_id","field_key")
);
--> statement-breakpoint
CREATE TABLE "record_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"repo_key" varchar(40),
	"is_default" boolean DEFAULT false NOT NULL,
	"sections" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "record_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"record_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" varchar(40) NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"client_id" integer,
	"vet_id" integer,
	"template_id" integer,
	"template_snapshot" jsonb NOT NULL,
	"title" varchar(200) NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"client_summary" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "records_status_check" CHECK ("records"."status" IN ('draft', 'in_progress', 'completed', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "record_appointments" ADD CONSTRAINT "record_appointments_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_appointments" ADD CONSTRAINT "record_appointments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_field_values" ADD CONSTRAINT "record_field_values_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_field_values" ADD CONSTRAINT "record_field_values_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_templates" ADD CONSTRAINT "record_templates_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_templates" ADD CONSTRAINT "record_templates_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_versions" ADD CONSTRAINT "record_versions_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_versions" ADD CONSTRAINT "record_versions_changed_by_staff_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_group_id_clinic_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."clinic_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_client_id_pet_parents_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."pet_parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_vet_id_staff_users_id_fk" FOREIGN KEY ("vet_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_template_id_record_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."record_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_closed_by_staff_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "record_appointments_appointment_uq" ON "record_appointments" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "record_templates_clinic_idx" ON "record_templates" USING btree ("clinic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "record_templates_default_uq" ON "record_templates" USING btree ("clinic_id") WHERE "is_default" AND "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "record_versions_record_idx" ON "record_versions" USING btree ("record_id","id");--> statement-breakpoint
CREATE INDEX "records_pet_idx" ON "records" USING btree ("pet_id","recorded_at");--> statement-breakpoint
CREATE INDEX "records_clinic_idx" ON "records" USING btree ("clinic_id","recorded_at");--> statement-breakpoint
CREATE INDEX "records_client_idx" ON "records" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "records_vet_idx" ON "records" USING btree ("vet_id","recorded_at");--> statement-breakpoint
-- tasks.record_id pointed nowhere until now: link it to real records (a deleted record leaves the task).
UPDATE "tasks" SET "record_id" = NULL WHERE "record_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "records" r WHERE r."id" = "tasks"."record_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A closed record is immutable (the service answers 409 first; this is the database's own guard for any table
-- whose rows belong to a record: attach it with
--   CREATE TRIGGER x BEFORE INSERT OR UPDATE OR DELETE ON t FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_record();
-- to a table with a "record_id" column). Reopening sets the status first, in the same transaction.
CREATE FUNCTION refuse_write_on_closed_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE rid integer;
BEGIN
  IF TG_OP = 'DELETE' THEN rid := OLD.record_id; ELSE rid := NEW.record_id; END IF;
  IF rid IS NOT NULL AND EXISTS (SELECT 1 FROM records WHERE id = rid AND status = 'closed') THEN
    RAISE EXCEPTION 'record % is closed', rid USING ERRCODE = 'P0001', HINT = 'record_closed';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER record_field_values_closed BEFORE INSERT OR UPDATE OR DELETE ON record_field_values
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_record();--> statement-breakpoint
CREATE TRIGGER record_appointments_closed BEFORE INSERT OR UPDATE OR DELETE ON record_appointments
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_record();--> statement-breakpoint
-- New rights (packages/domain/src/permissions.ts): admins get all; vets and receptionists move visits on the
-- whiteboard and tag; reopening a closed record, editing templates and the diagnosis catalogue stay with admins
-- (and any custom role given them).
UPDATE "roles" SET "permissions" = "permissions" || '["records.reopen","records.templates.manage","diagnoses.manage","visits.manage","tags.manage"]'::jsonb WHERE "built_in" = 'admin';--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["visits.manage","tags.manage"]'::jsonb WHERE "built_in" IN ('vet', 'receptionist');
