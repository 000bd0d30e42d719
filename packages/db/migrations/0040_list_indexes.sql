-- Indexes for staff lists measured in the benches (docs/scaling.md "Staff lists in one round trip").
-- The invoice list (GET /sales) filters clinic-local days as a range of coalesce(issued_at, created_at) and sorts
-- by it, newest first: this index finds one day among years of invoices and gives the page in order
-- (bench/billing, 1,000,000 sale lines: one day's page 93 ms → 1.4 ms on PostgreSQL, it read every sale before).
-- Ascending: the newest-first page scans it backward.
CREATE INDEX "sales_clinic_at_idx" ON "sales" USING btree ("clinic_id", (COALESCE("issued_at", "created_at")), "id");
