-- Uploaded PDF templates (issue #19): a template is either written in the editor (body) or an uploaded PDF kept
-- as is (storage key, SHA-256 checked on every read, size, page count). A consent form sent from such a template
-- keeps the PDF's key and hash, so the signed file is the very pages the client read plus a signature page.
ALTER TABLE "document_templates" ADD COLUMN "pdf_storage_key" varchar(300);--> statement-breakpoint
ALTER TABLE "document_templates" ADD COLUMN "pdf_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "document_templates" ADD COLUMN "pdf_size" integer;--> statement-breakpoint
ALTER TABLE "document_templates" ADD COLUMN "pdf_pages" integer;--> statement-breakpoint
ALTER TABLE "consent_requests" ADD COLUMN "source_pdf_key" varchar(300);--> statement-breakpoint
ALTER TABLE "consent_requests" ADD COLUMN "source_pdf_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "consent_requests" ADD COLUMN "source_pdf_pages" integer;
