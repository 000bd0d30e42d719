-- Product search (GET /products?filter[search]=…, the checkout's sellable list) matches name and SKU anywhere
-- with ILIKE '%term%': without these it read every product of every clinic (bench/inventory: 50,000 products,
-- search p95 916 ms; the page query 150 ms → 0.06 ms with them). pg_trgm is installed by 0001.
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_barcode_idx" ON "products" USING btree ("clinic_id", "barcode");
