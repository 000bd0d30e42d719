ALTER TABLE "activation_codes" ADD COLUMN "password_hash" varchar(200);--> statement-breakpoint
ALTER TABLE "pet_requests" ADD COLUMN "origin" varchar(20) DEFAULT 'parent' NOT NULL;--> statement-breakpoint
CREATE INDEX "pet_requests_pet_idx" ON "pet_requests" USING btree ("pet_id");
