-- Document templates per clinic (issue 19, first part): consent forms, certificates, discharge instructions and
-- other documents, written in a small Markdown subset with {{placeholders}} that are filled (and HTML-escaped) when
-- a document is rendered for a pet. `built_in_key` names the built-in template a row was seeded from (at most one
-- live copy of each per clinic); `version` increases on every edit; archived templates leave the pickers.
CREATE TABLE "document_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id") ON DELETE cascade,
	"name" varchar(120) NOT NULL,
	"type" varchar(20) NOT NULL,
	"language" varchar(10) NOT NULL,
	"body" text NOT NULL,
	"built_in_key" varchar(40),
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer REFERENCES "staff_users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "document_templates_type_check" CHECK ("type" IN ('consent_form', 'certificate', 'discharge', 'other'))
);--> statement-breakpoint
CREATE INDEX "document_templates_clinic_idx" ON "document_templates" USING btree ("clinic_id", "name");--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_built_in_uq" ON "document_templates" USING btree ("clinic_id", "built_in_key") WHERE "built_in_key" IS NOT NULL AND "archived_at" IS NULL;
