-- Follow-up tasks of charged services (issue #16, remove_irrelevant_tasks): a service may name the task template
-- whose task is created when the service enters a draft sale ("Spay" → "Post-op check call"). The task keeps the
-- sale and the line it was created for, so removing that line (or the draft) can remove the task too when the desk
-- asks for it. Deleting a line or a draft without asking leaves the task and drops the link (SET NULL).
ALTER TABLE "services" ADD COLUMN "task_template_id" integer CONSTRAINT "services_task_template_id_task_templates_id_fk" REFERENCES "task_templates"("id");--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "sale_id" integer CONSTRAINT "tasks_sale_id_sales_id_fk" REFERENCES "sales"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "sale_line_id" integer CONSTRAINT "tasks_sale_line_id_sale_lines_id_fk" REFERENCES "sale_lines"("id") ON DELETE SET NULL;--> statement-breakpoint
-- Partial: almost every task has neither. They serve the look-ups by line/sale and the ON DELETE SET NULL of a
-- removed line or a deleted draft (without them each delete would read every task).
CREATE INDEX "tasks_sale_line_idx" ON "tasks" ("sale_line_id") WHERE "sale_line_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_sale_idx" ON "tasks" ("sale_id") WHERE "sale_id" IS NOT NULL;
