CREATE TABLE "diagnoses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diagnoses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" integer NOT NULL,
	"repo_key" varchar(80),
	"name" varchar(200) NOT NULL,
	"description" text,
	"recommendation" text,
	"code" varchar(40),
	"category" varchar(60),
	"species" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_diagnoses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_diagnoses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"record_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"diagnosis_id" integer,
	"name" varchar(200) NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_diagnoses_kind_check" CHECK ("record_diagnoses"."kind" IN ('differential', 'final'))
);
--> statement-breakpoint
CREATE TABLE "pet_problems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pet_problems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"diagnosis_id" integer,
	"name" varchar(200) NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"onset_date" date,
	"notes" text,
	"source_record_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_problems_status_check" CHECK ("pet_problems"."status" IN ('active', 'resolved', 'chronic'))
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"record_id" integer,
	"vet_id" integer,
	"drug" varchar(200) NOT NULL,
	"strength" varchar(80),
	"dose" varchar(40) NOT NULL,
	"unit" varchar(40) NOT NULL,
	"route" varchar(20) NOT NULL,
	"frequency" varchar(120) NOT NULL,
	"duration_days" smallint,
	"quantity" varchar(60),
	"refills" smallint DEFAULT 0 NOT NULL,
	"expires_on" date,
	"instructions" text,
	"status" varchar(12) DEFAULT 'ACTIVE' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"prescribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_status_check" CHECK ("prescriptions"."status" IN ('ACTIVE', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "prescriptions_refills_check" CHECK ("prescriptions"."refills" BETWEEN 0 AND 99)
);
--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_diagnoses" ADD CONSTRAINT "record_diagnoses_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_diagnoses" ADD CONSTRAINT "record_diagnoses_diagnosis_id_diagnoses_id_fk" FOREIGN KEY ("diagnosis_id") REFERENCES "public"."diagnoses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_diagnoses" ADD CONSTRAINT "record_diagnoses_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_problems" ADD CONSTRAINT "pet_problems_group_id_clinic_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."clinic_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_problems" ADD CONSTRAINT "pet_problems_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_problems" ADD CONSTRAINT "pet_problems_diagnosis_id_diagnoses_id_fk" FOREIGN KEY ("diagnosis_id") REFERENCES "public"."diagnoses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_problems" ADD CONSTRAINT "pet_problems_source_record_id_records_id_fk" FOREIGN KEY ("source_record_id") REFERENCES "public"."records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_problems" ADD CONSTRAINT "pet_problems_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_group_id_clinic_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."clinic_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_vet_id_staff_users_id_fk" FOREIGN KEY ("vet_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnoses_clinic_idx" ON "diagnoses" USING btree ("clinic_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "diagnoses_clinic_repo_uq" ON "diagnoses" USING btree ("clinic_id","repo_key") WHERE "repo_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "diagnoses_search_trgm" ON "diagnoses" USING gin (("name" || ' ' || coalesce("code", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "record_diagnoses_record_idx" ON "record_diagnoses" USING btree ("record_id","id");--> statement-breakpoint
CREATE INDEX "pet_problems_pet_idx" ON "pet_problems" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "prescriptions_pet_idx" ON "prescriptions" USING btree ("pet_id","status","prescribed_at");--> statement-breakpoint
CREATE INDEX "prescriptions_record_idx" ON "prescriptions" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "prescriptions_clinic_idx" ON "prescriptions" USING btree ("clinic_id","prescribed_at");--> statement-breakpoint
-- A closed record's diagnoses and prescriptions never change (the services answer 409 first; see 0020).
CREATE TRIGGER record_diagnoses_closed BEFORE INSERT OR UPDATE OR DELETE ON record_diagnoses
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_record();--> statement-breakpoint
CREATE TRIGGER prescriptions_closed BEFORE INSERT OR UPDATE OR DELETE ON prescriptions
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_record();
