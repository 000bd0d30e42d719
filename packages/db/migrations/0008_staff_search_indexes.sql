ALTER TABLE "pet_parents" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("first_name" || ' ' || "last_name" || ' ' || coalesce("email"::text, '') || ' ' || coalesce("phone", ''))) STORED;--> statement-breakpoint
ALTER TABLE "pet_parents" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
-- Hand-written. The staff client search matches words inside the stored, lower-cased search text
-- and phone digits through trigram indexes, and typos against the name alone (docs/scaling.md).
DROP INDEX IF EXISTS "pet_parents_search_trgm";--> statement-breakpoint
CREATE INDEX "pet_parents_search_text_trgm" ON "pet_parents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pet_parents_phone_digits_trgm" ON "pet_parents" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pet_parents_name_trgm" ON "pet_parents" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
-- The calendar's range query (ends at or after `from`, starts before `to`) as one index condition:
-- a btree on the start alone reads every earlier appointment of the clinic.
CREATE INDEX "appointments_clinic_during_idx" ON "appointments" USING gist ("clinic_id", tstzrange("starts_at", "ends_at", '[]'));
