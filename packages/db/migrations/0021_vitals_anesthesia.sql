-- Vitals and anesthesia (issue #14). Vitals belong to a pet and, usually, a record (a weight taken at the
-- desk has none); an anesthesia session belongs to one record, its measurements to the session. Rows with a
-- record are guarded by refuse_write_on_closed_record() (migration 0020). vitals_settings holds how a clinic
-- shows temperature and body condition; without a row the clinic's country decides (°F in the US).
CREATE TABLE "vitals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vitals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"record_id" integer,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL,
	"weight_grams" integer,
	"temperature_dc" smallint,
	"heart_rate" smallint,
	"respiratory_rate" smallint,
	"crt_ds" smallint,
	"mucous_membranes" varchar(16),
	"pain_score" smallint,
	"bcs" smallint,
	"bcs_scale" smallint,
	"bp_systolic" smallint,
	"bp_diastolic" smallint,
	"bp_mean" smallint,
	"bp_method" varchar(16),
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "vitals_bcs_scale_check" CHECK ("vitals"."bcs_scale" IS NULL OR "vitals"."bcs_scale" IN (5, 9))
);
--> statement-breakpoint
CREATE TABLE "vitals_settings" (
	"clinic_id" integer PRIMARY KEY NOT NULL,
	"temperature_unit" varchar(1) NOT NULL,
	"bcs_scale" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vitals_settings_unit_check" CHECK ("vitals_settings"."temperature_unit" IN ('c', 'f')),
	CONSTRAINT "vitals_settings_bcs_check" CHECK ("vitals_settings"."bcs_scale" IN (5, 9))
);
--> statement-breakpoint
CREATE TABLE "anesthesia_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anesthesia_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"asa_class" varchar(3) NOT NULL,
	"asa_emergency" boolean DEFAULT false NOT NULL,
	"drugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anesthesia_sessions_asa_check" CHECK ("anesthesia_sessions"."asa_class" IN ('I', 'II', 'III', 'IV', 'V'))
);
--> statement-breakpoint
CREATE TABLE "anesthesia_measurements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anesthesia_measurements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"heart_rate" smallint,
	"respiratory_rate" smallint,
	"spo2" smallint,
	"etco2" smallint,
	"temperature_dc" smallint,
	"bp_systolic" smallint,
	"bp_diastolic" smallint,
	"bp_mean" smallint,
	"anesthetic_pct_x10" smallint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vitals" ADD CONSTRAINT "vitals_group_id_clinic_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."clinic_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitals" ADD CONSTRAINT "vitals_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitals" ADD CONSTRAINT "vitals_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitals" ADD CONSTRAINT "vitals_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitals" ADD CONSTRAINT "vitals_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitals_settings" ADD CONSTRAINT "vitals_settings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anesthesia_sessions" ADD CONSTRAINT "anesthesia_sessions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anesthesia_sessions" ADD CONSTRAINT "anesthesia_sessions_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anesthesia_sessions" ADD CONSTRAINT "anesthesia_sessions_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anesthesia_sessions" ADD CONSTRAINT "anesthesia_sessions_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anesthesia_measurements" ADD CONSTRAINT "anesthesia_measurements_session_id_anesthesia_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."anesthesia_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anesthesia_measurements" ADD CONSTRAINT "anesthesia_measurements_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anesthesia_measurements" ADD CONSTRAINT "anesthesia_measurements_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vitals_pet_idx" ON "vitals" USING btree ("pet_id","measured_at");--> statement-breakpoint
CREATE INDEX "vitals_record_idx" ON "vitals" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "anesthesia_sessions_record_uq" ON "anesthesia_sessions" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "anesthesia_measurements_session_idx" ON "anesthesia_measurements" USING btree ("session_id","measured_at");--> statement-breakpoint
CREATE TRIGGER vitals_closed BEFORE INSERT OR UPDATE OR DELETE ON vitals
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_record();--> statement-breakpoint
CREATE TRIGGER anesthesia_sessions_closed BEFORE INSERT OR UPDATE OR DELETE ON anesthesia_sessions
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_record();--> statement-breakpoint
CREATE TRIGGER anesthesia_measurements_closed BEFORE INSERT OR UPDATE OR DELETE ON anesthesia_measurements
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_record();
