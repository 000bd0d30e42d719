-- Clinic group administration (issue #22): the group's logo, and the right to manage the group.
ALTER TABLE "clinic_groups" ADD COLUMN "logo_key" varchar(64);--> statement-breakpoint
ALTER TABLE "clinic_groups" ADD COLUMN "logo_content_type" varchar(40);--> statement-breakpoint
ALTER TABLE "clinic_groups" ADD COLUMN "logo_size" integer;--> statement-breakpoint
ALTER TABLE "clinic_groups" ADD CONSTRAINT "clinic_groups_logo_key_unique" UNIQUE("logo_key");--> statement-breakpoint
-- The built-in Admin role holds every permission, so it gains the new one as a real group's would.
UPDATE "roles" SET "permissions" = "permissions" || '["group.manage"]'::jsonb
  WHERE "built_in" = 'admin' AND NOT "permissions" ? 'group.manage';
