-- Consent forms sent for signature (issue 19, second part). A row is one document filled for a pet at send time
-- (`html` and `blocks` are the snapshot the client reads and the signed PDF prints, whatever happens to the
-- template later), reached by the client through a link whose token is stored only as its SHA-256. States:
-- sent → opened → signed, or cancelled by staff. Once signed the row and its PDF are immutable: the PDF's SHA-256
-- is kept and checked on every download, and the same file is listed in the parent's printed files.
CREATE TABLE "consent_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"group_id" integer NOT NULL REFERENCES "clinic_groups"("id"),
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"pet_id" integer NOT NULL REFERENCES "pets"("id"),
	"client_id" integer NOT NULL REFERENCES "pet_parents"("id"),
	"appointment_id" integer REFERENCES "appointments"("id") ON DELETE set null,
	"record_id" integer REFERENCES "records"("id") ON DELETE set null,
	"template_id" integer REFERENCES "document_templates"("id") ON DELETE set null,
	"template_version" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"language" varchar(10) NOT NULL,
	"html" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"channels" jsonb NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" varchar(12) DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"signer_name" varchar(200),
	"pdf_storage_key" varchar(300),
	"pdf_sha256" varchar(64),
	"pdf_size" integer,
	"printed_file_id" integer REFERENCES "printed_files"("id") ON DELETE set null,
	"created_by" integer REFERENCES "staff_users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_requests_status_check" CHECK ("status" IN ('sent', 'opened', 'signed', 'cancelled')),
	CONSTRAINT "consent_requests_signed_check" CHECK ("status" <> 'signed' OR ("signed_at" IS NOT NULL AND "pdf_storage_key" IS NOT NULL AND "pdf_sha256" IS NOT NULL AND "signer_name" IS NOT NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "consent_requests_token_uq" ON "consent_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "consent_requests_clinic_idx" ON "consent_requests" USING btree ("clinic_id", "status", "sent_at");--> statement-breakpoint
CREATE INDEX "consent_requests_pet_idx" ON "consent_requests" USING btree ("pet_id", "sent_at");--> statement-breakpoint
CREATE INDEX "consent_requests_record_idx" ON "consent_requests" USING btree ("record_id") WHERE "record_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "consent_requests_appointment_idx" ON "consent_requests" USING btree ("appointment_id") WHERE "appointment_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "printed_files" ADD COLUMN "sha256" varchar(64);
