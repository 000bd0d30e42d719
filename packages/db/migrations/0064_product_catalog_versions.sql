-- Product search is answered from a per-clinic index of the catalogue held in each API node's memory
-- (apps/api/src/modules/inventory/search-index.ts): matching a term against 50,000 names there costs under a
-- millisecond, where PostgreSQL rechecked every trigram match (bench/inventory: 'spot-on' 12,481 matches, 7–14 ms).
-- A node must know when its copy is stale: every statement that changes a clinic's products moves that clinic's
-- catalogue version, in the same transaction, so a node that reads the version sees exactly the products it read
-- with it. Statement triggers: a bulk change (VAT of 1,000 products, an import) moves the version once.
CREATE TABLE "product_catalog_versions" (
	"clinic_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_catalog_versions" ADD CONSTRAINT "product_catalog_versions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION product_catalog_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO product_catalog_versions AS v (clinic_id, version)
      SELECT DISTINCT clinic_id, 1 FROM old_products ORDER BY clinic_id
      ON CONFLICT (clinic_id) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO product_catalog_versions AS v (clinic_id, version)
      SELECT DISTINCT clinic_id, 1 FROM new_products ORDER BY clinic_id
      ON CONFLICT (clinic_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_catalog_bump();
--> statement-breakpoint
CREATE TRIGGER products_catalog_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_catalog_bump();
--> statement-breakpoint
CREATE TRIGGER products_catalog_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_catalog_bump();
--> statement-breakpoint
INSERT INTO product_catalog_versions (clinic_id, version) SELECT DISTINCT clinic_id, 1 FROM products;
