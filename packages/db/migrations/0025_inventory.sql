-- Inventory: catalogue (categories, suppliers, products), stock by batch and an append-only stock ledger.
CREATE TABLE "product_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"parent_id" integer REFERENCES "product_categories"("id"),
	"name" varchar(120) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "product_categories_clinic_idx" ON "product_categories" USING btree ("clinic_id","position");--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"name" varchar(160) NOT NULL,
	"email" varchar(254),
	"phone" varchar(40),
	"account_number" varchar(60),
	"lead_time_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "suppliers_clinic_idx" ON "suppliers" USING btree ("clinic_id");--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"category_id" integer REFERENCES "product_categories"("id"),
	"supplier_id" integer REFERENCES "suppliers"("id"),
	"name" varchar(200) NOT NULL,
	"sku" varchar(60),
	"barcode" varchar(60),
	"unit" varchar(30) DEFAULT 'unit' NOT NULL,
	"sub_unit" varchar(30),
	"sub_units" integer DEFAULT 1 NOT NULL CHECK ("sub_units" >= 1),
	"purchase_price" bigint DEFAULT 0 NOT NULL CHECK ("purchase_price" >= 0),
	"selling_price" bigint CHECK ("selling_price" >= 0),
	"vat_bp" integer DEFAULT 0 NOT NULL CHECK ("vat_bp" >= 0 AND "vat_bp" <= 10000),
	"sellable" boolean DEFAULT true NOT NULL,
	"controlled" boolean DEFAULT false NOT NULL,
	"min_stock" integer DEFAULT 0 NOT NULL CHECK ("min_stock" >= 0),
	"reorder_quantity" integer DEFAULT 0 NOT NULL CHECK ("reorder_quantity" >= 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "products_clinic_name_idx" ON "products" USING btree ("clinic_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "products_clinic_sku_uq" ON "products" USING btree ("clinic_id", lower("sku")) WHERE "sku" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_clinic_barcode_uq" ON "products" USING btree ("clinic_id","barcode") WHERE "barcode" IS NOT NULL;--> statement-breakpoint
-- On-hand per batch, in sub-units, maintained by the one service function that posts movements (in the same
-- transaction as the ledger row). The CHECK is the database's own guard against negative stock: two concurrent
-- decrements of the last unit serialize on the row and the second fails.
CREATE TABLE "stock_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"batch_no" varchar(60) DEFAULT '' NOT NULL,
	"expiration_date" date,
	"on_hand" integer DEFAULT 0 NOT NULL CONSTRAINT "stock_batches_on_hand_nonnegative" CHECK ("on_hand" >= 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_batches_identity_uq" ON "stock_batches" USING btree ("clinic_id","product_id","batch_no", COALESCE("expiration_date", DATE '9999-12-31'));--> statement-breakpoint
CREATE INDEX "stock_batches_fefo_idx" ON "stock_batches" USING btree ("product_id","expiration_date");--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"batch_id" integer NOT NULL REFERENCES "stock_batches"("id"),
	"quantity_delta" integer NOT NULL CHECK ("quantity_delta" <> 0),
	"reason" varchar(20) NOT NULL CHECK ("reason" IN ('receipt','sale','return','usage','adjustment','count','transfer','write_off')),
	"source_type" varchar(40),
	"source_id" integer,
	"note" varchar(500),
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_source_idx" ON "stock_movements" USING btree ("source_type","source_id");--> statement-breakpoint
-- The ledger is append-only: a correction is a new movement, never an edit.
CREATE FUNCTION refuse_stock_movement_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock movements are append-only' USING ERRCODE = 'P0001', HINT = 'ledger_immutable';
END $$;--> statement-breakpoint
CREATE TRIGGER stock_movements_append_only BEFORE UPDATE OR DELETE ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION refuse_stock_movement_change();--> statement-breakpoint
-- New rights (packages/domain/src/permissions.ts): admins manage inventory; vets and receptionists see it.
UPDATE "roles" SET "permissions" = "permissions" || '["inventory.view","inventory.manage"]'::jsonb WHERE "built_in" = 'admin';--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["inventory.view"]'::jsonb WHERE "built_in" IN ('vet', 'receptionist');
