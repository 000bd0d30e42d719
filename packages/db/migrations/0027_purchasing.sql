-- Purchasing (#15): product–supplier links, purchase orders with lines and receipts, the shopping list.
CREATE TABLE "product_suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"supplier_id" integer NOT NULL REFERENCES "suppliers"("id"),
	"supplier_code" varchar(60),
	"price" bigint CHECK ("price" >= 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "product_suppliers_uq" ON "product_suppliers" USING btree ("product_id","supplier_id");--> statement-breakpoint
CREATE INDEX "product_suppliers_supplier_idx" ON "product_suppliers" USING btree ("supplier_id");--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"supplier_id" integer NOT NULL REFERENCES "suppliers"("id"),
	"status" varchar(20) DEFAULT 'draft' NOT NULL CHECK ("status" IN ('draft','sent','partially_received','received','cancelled')),
	"note" varchar(1000),
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "purchase_orders_clinic_idx" ON "purchase_orders" USING btree ("clinic_id","status","id");--> statement-breakpoint
CREATE TABLE "purchase_order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"order_id" integer NOT NULL REFERENCES "purchase_orders"("id"),
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"quantity" integer NOT NULL CHECK ("quantity" > 0),
	"sub_units" integer DEFAULT 1 NOT NULL CHECK ("sub_units" >= 1),
	"unit_cost" bigint DEFAULT 0 NOT NULL CHECK ("unit_cost" >= 0),
	"vat_bp" integer DEFAULT 0 NOT NULL CHECK ("vat_bp" >= 0 AND "vat_bp" <= 10000),
	"supplier_code" varchar(60),
	"received_sub_units" integer DEFAULT 0 NOT NULL CHECK ("received_sub_units" >= 0),
	"position" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE INDEX "purchase_order_items_order_idx" ON "purchase_order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE TABLE "purchase_order_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"order_id" integer NOT NULL REFERENCES "purchase_orders"("id"),
	"item_id" integer NOT NULL REFERENCES "purchase_order_items"("id"),
	"sub_units_changed" integer NOT NULL CHECK ("sub_units_changed" > 0),
	"batch_no" varchar(60) DEFAULT '' NOT NULL,
	"expiration_date" date,
	"reason" varchar(500),
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "purchase_order_receipts_order_idx" ON "purchase_order_receipts" USING btree ("order_id","id");--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"supplier_id" integer REFERENCES "suppliers"("id"),
	"quantity" integer NOT NULL CHECK ("quantity" > 0),
	"source" varchar(10) DEFAULT 'manual' NOT NULL CHECK ("source" IN ('manual','auto')),
	"status" varchar(10) DEFAULT 'open' NOT NULL CHECK ("status" IN ('open','ordered')),
	"note" varchar(500),
	"purchase_order_id" integer REFERENCES "purchase_orders"("id"),
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- One open item per product and clinic: the low-stock hook adds one only while none is open.
CREATE UNIQUE INDEX "shopping_list_items_open_uq" ON "shopping_list_items" USING btree ("clinic_id","product_id") WHERE status = 'open';
