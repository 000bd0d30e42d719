ALTER TABLE "staff_users" ADD COLUMN "credential_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_parents" ADD COLUMN "credential_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written. Refunds got their own permission (payments.refund); every role that could make
-- sales keeps the refunds it could already do, nobody else gains them (decisions.md, issue 11).
UPDATE "roles" SET "permissions" = "permissions" || '["payments.refund"]'::jsonb
  WHERE "permissions" ? 'sales.manage' AND NOT "permissions" ? 'payments.refund';
