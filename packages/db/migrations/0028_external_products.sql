-- External products (a distributor's catalogue imported from CSV/XLSX) and AAHA-style revenue category codes.
CREATE TABLE "aaha_codes" (
	"code" varchar(12) PRIMARY KEY,
	"name" varchar(120) NOT NULL,
	"position" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "aaha_codes" ("code", "name", "position") VALUES
	('EXAM', 'Examinations and consultations', 1), ('EXAM-EM', 'Emergency examinations', 2), ('VACC', 'Vaccinations', 3),
	('PREV', 'Preventive care and wellness plans', 4), ('PARA', 'Parasite control', 5), ('PHARM', 'Pharmacy (dispensed medications)', 6),
	('INJ', 'Injections and infusions', 7), ('DIET', 'Therapeutic diets', 8), ('FOOD', 'Pet food and treats (retail)', 9),
	('LAB-IN', 'Laboratory, in-house', 10), ('LAB-REF', 'Laboratory, reference lab', 11), ('IMG-RAD', 'Imaging, radiography', 12),
	('IMG-US', 'Imaging, ultrasound', 13), ('IMG-ADV', 'Imaging, CT/MRI and advanced', 14), ('ANES', 'Anesthesia', 15),
	('SURG', 'Surgery, soft tissue', 16), ('SURG-ORTH', 'Surgery, orthopedic', 17), ('SPAY', 'Spay and neuter', 18),
	('DENT', 'Dentistry', 19), ('HOSP', 'Hospitalization', 20), ('ICU', 'Intensive care', 21), ('FLUID', 'Fluid therapy', 22),
	('BOARD', 'Boarding', 23), ('GROOM', 'Grooming and bathing', 24), ('RETAIL', 'Retail products and supplies', 25),
	('SUPPLY', 'Medical supplies and consumables', 26), ('MICRO', 'Microchipping and identification', 27),
	('EUTH', 'Euthanasia and cremation', 28), ('BEHAV', 'Behavior and training', 29), ('REHAB', 'Rehabilitation and physiotherapy', 30),
	('REPRO', 'Reproduction', 31), ('CERT', 'Certificates and travel documents', 32), ('HOUSE', 'House calls', 33), ('MISC', 'Other services', 34);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "aaha_code" varchar(12) REFERENCES "aaha_codes"("code");--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "aaha_code" varchar(12) REFERENCES "aaha_codes"("code");--> statement-breakpoint
-- One row per uploaded file; it is also the background job's state (status, progress, result, failure reason).
CREATE TABLE "external_product_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"supplier_id" integer NOT NULL REFERENCES "suppliers"("id"),
	"file_name" varchar(200) NOT NULL,
	"file_type" varchar(4) NOT NULL CHECK ("file_type" IN ('csv','xlsx')),
	"file_bytes" bytea,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'uploaded' NOT NULL CHECK ("status" IN ('uploaded','queued','running','completed','failed')),
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"row_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" varchar(500),
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "external_product_imports_clinic_idx" ON "external_product_imports" USING btree ("clinic_id","id");--> statement-breakpoint
CREATE TABLE "external_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"supplier_id" integer NOT NULL REFERENCES "suppliers"("id"),
	"import_id" integer REFERENCES "external_product_imports"("id"),
	"code" varchar(60) NOT NULL,
	"name" varchar(200) NOT NULL,
	"barcode" varchar(60),
	"unit" varchar(30),
	"sub_unit" varchar(30),
	"sub_units" integer DEFAULT 1 NOT NULL CHECK ("sub_units" >= 1),
	"purchase_price" bigint CHECK ("purchase_price" >= 0),
	"selling_price" bigint CHECK ("selling_price" >= 0),
	"vat_bp" integer CHECK ("vat_bp" >= 0 AND "vat_bp" <= 10000),
	"manufacturer" varchar(120),
	"category" varchar(120),
	"product_id" integer REFERENCES "products"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Re-importing a supplier's catalogue updates by the supplier's code instead of duplicating.
CREATE UNIQUE INDEX "external_products_supplier_code_uq" ON "external_products" USING btree ("supplier_id","code");--> statement-breakpoint
CREATE INDEX "external_products_clinic_name_idx" ON "external_products" USING btree ("clinic_id","name");
