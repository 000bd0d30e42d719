-- Issue #16: an estimate moved to a sale remembers it, so it is not charged twice by a second click; deleting the
-- draft sale frees the estimate to be moved again.
ALTER TABLE "estimates" ADD COLUMN "sale_id" integer REFERENCES "sales"("id") ON DELETE SET NULL;
