-- A vet has at most one shift at a time per status; published shifts feed availability, so their
-- changes bump the group's availability version like appointments do.
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_time_order" CHECK ("ends_at" > "starts_at");--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_status_values" CHECK ("status" IN ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_no_overlap"
  EXCLUDE USING gist ("vet_id" WITH =, "status" WITH =, tstzrange("starts_at", "ends_at") WITH &&);--> statement-breakpoint
CREATE TRIGGER shifts_availability AFTER INSERT OR UPDATE OR DELETE ON shifts
  FOR EACH ROW EXECUTE FUNCTION bump_availability_version_by_clinic();--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_status_values" CHECK ("status" BETWEEN 0 AND 3);--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_type_values" CHECK ("type" BETWEEN 0 AND 3);--> statement-breakpoint
ALTER TABLE "pet_requests" ADD CONSTRAINT "pet_requests_status_values" CHECK ("status" BETWEEN 0 AND 2);--> statement-breakpoint
CREATE INDEX "pets_microchip_idx" ON "pets" ("microchip");
