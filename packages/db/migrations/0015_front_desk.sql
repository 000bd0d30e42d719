-- Manage implies view (issue 22, bug 8): roles saved before the rule get the view their manage needs.
UPDATE "roles" SET "permissions" = "permissions" || '["clinic.settings.view"]'::jsonb WHERE "permissions" ? 'clinic.settings.edit' AND NOT "permissions" ? 'clinic.settings.view';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["staff.view"]'::jsonb WHERE "permissions" ? 'staff.manage' AND NOT "permissions" ? 'staff.view';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["staff.view"]'::jsonb WHERE "permissions" ? 'roles.manage' AND NOT "permissions" ? 'staff.view';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["staff.view"]'::jsonb WHERE "permissions" ? 'schedules.manage' AND NOT "permissions" ? 'staff.view';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["clinic.settings.view"]'::jsonb WHERE "permissions" ? 'services.manage' AND NOT "permissions" ? 'clinic.settings.view';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["appointments.view"]'::jsonb WHERE "permissions" ? 'appointments.manage' AND NOT "permissions" ? 'appointments.view';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["clients.view"]'::jsonb WHERE "permissions" ? 'clients.manage' AND NOT "permissions" ? 'clients.view';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["pets.view"]'::jsonb WHERE "permissions" ? 'pets.manage' AND NOT "permissions" ? 'pets.view';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["tasks.view"]'::jsonb WHERE "permissions" ? 'tasks.manage' AND NOT "permissions" ? 'tasks.view';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["records.view"]'::jsonb WHERE "permissions" ? 'records.manage' AND NOT "permissions" ? 'records.view';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["sales.view"]'::jsonb WHERE "permissions" ? 'sales.manage' AND NOT "permissions" ? 'sales.view';
