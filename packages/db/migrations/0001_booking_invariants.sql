-- No vet is ever double-booked (DESIGN §5). Cancelled (6, 7) and no-show (9) rows free the time.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("vet_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" NOT IN (6, 7, 9));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_time_order" CHECK ("ends_at" > "starts_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_range" CHECK ("status" BETWEEN 0 AND 9);--> statement-breakpoint
ALTER TABLE "vet_time_off" ADD CONSTRAINT "vet_time_off_order" CHECK ("ends_at" > "starts_at");--> statement-breakpoint
-- Trigram search for the staff client and pet lists.
CREATE INDEX "pet_parents_search_trgm" ON "pet_parents" USING gin ((("first_name" || ' ' || "last_name" || ' ' || coalesce("email"::text, '') || ' ' || coalesce("phone", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pets_nickname_trgm" ON "pets" USING gin ("nickname" gin_trgm_ops);
