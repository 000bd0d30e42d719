-- Billing (#16): sales (invoices), their lines, a gapless invoice counter per clinic, payments and client credit.
-- Money: integer hundredths of the clinic's currency (docs/decisions.md "Amounts in zero-decimal currencies");
-- rates in basis points (10 % = 1000). Issued sales, their lines, payments and credit movements are never
-- changed or removed in place: triggers refuse it (corrections are new rows: payments, credit notes).
ALTER TABLE "services" ADD COLUMN "vat_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "service_tax_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_preferences" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"client_id" integer NOT NULL REFERENCES "pet_parents"("id"),
	"pet_id" integer REFERENCES "pets"("id"),
	"vet_id" integer REFERENCES "staff_users"("id"),
	"appointment_id" integer REFERENCES "appointments"("id"),
	"record_id" integer REFERENCES "records"("id"),
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"edit_state" varchar(10) DEFAULT 'editable' NOT NULL,
	"number" integer,
	"issued_at" timestamp with time zone,
	"issued_by" integer REFERENCES "staff_users"("id"),
	"currency" varchar(8) NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"tax_apply_order" varchar(30),
	"discount_type" varchar(10),
	"discount_value_x100" bigint,
	"discount_id" integer REFERENCES "discounts"("id"),
	"discount_name" varchar(80),
	"discount_reason" varchar(300),
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" varchar(1000),
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_status_check" CHECK ("status" IN ('draft', 'issued')),
	CONSTRAINT "sales_edit_state_check" CHECK ("edit_state" IN ('editable', 'frozen')),
	CONSTRAINT "sales_issued_check" CHECK (("status" = 'issued') = ("number" IS NOT NULL AND "issued_at" IS NOT NULL AND "edit_state" = 'frozen')),
	CONSTRAINT "sales_discount_check" CHECK ("discount_type" IS NULL OR ("discount_type" IN ('percent', 'amount') AND "discount_value_x100" >= 0)),
	CONSTRAINT "sales_total_check" CHECK ("total_minor" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "sales_clinic_number_uq" ON "sales" ("clinic_id", "number") WHERE "number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_clinic_issued_idx" ON "sales" ("clinic_id", "issued_at");--> statement-breakpoint
CREATE INDEX "sales_clinic_created_idx" ON "sales" ("clinic_id", "created_at");--> statement-breakpoint
CREATE INDEX "sales_client_idx" ON "sales" ("client_id");--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"sale_id" integer NOT NULL REFERENCES "sales"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"service_id" integer REFERENCES "services"("id"),
	"product_id" integer REFERENCES "products"("id"),
	"name" varchar(200) NOT NULL,
	"quantity" integer NOT NULL,
	"unit" varchar(10) DEFAULT 'unit' NOT NULL,
	"unit_label" varchar(30),
	"sub_units_per_unit" integer DEFAULT 1 NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"discount_type" varchar(10),
	"discount_value_x100" bigint,
	"discount_id" integer REFERENCES "discounts"("id"),
	"discount_name" varchar(80),
	"discount_reason" varchar(300),
	"vat_bp" integer DEFAULT 0 NOT NULL,
	"service_tax_bp" integer DEFAULT 0 NOT NULL,
	"base_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	"vat_minor" bigint DEFAULT 0 NOT NULL,
	"service_tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_lines_kind_check" CHECK (("kind" = 'service' AND "product_id" IS NULL) OR ("kind" = 'product' AND "product_id" IS NOT NULL AND "service_id" IS NULL) OR ("kind" = 'custom' AND "product_id" IS NULL AND "service_id" IS NULL)),
	CONSTRAINT "sale_lines_unit_check" CHECK ("unit" IN ('unit', 'sub_unit')),
	CONSTRAINT "sale_lines_qty_check" CHECK ("quantity" > 0 AND "unit_price_minor" >= 0 AND "vat_bp" >= 0 AND "service_tax_bp" >= 0),
	CONSTRAINT "sale_lines_discount_check" CHECK ("discount_type" IS NULL OR ("discount_type" IN ('percent', 'amount') AND "discount_value_x100" >= 0))
);--> statement-breakpoint
CREATE INDEX "sale_lines_sale_idx" ON "sale_lines" ("sale_id", "position");--> statement-breakpoint
CREATE INDEX "sale_lines_product_idx" ON "sale_lines" ("product_id");--> statement-breakpoint
-- The next invoice number per clinic: issuing locks this row (UPDATE … RETURNING) in the issuing transaction,
-- so numbers are gapless: a rolled-back issue gives its number back.
CREATE TABLE "sale_counters" (
	"clinic_id" integer PRIMARY KEY REFERENCES "clinics"("id"),
	"last_number" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"sale_id" integer NOT NULL REFERENCES "sales"("id"),
	"client_id" integer NOT NULL REFERENCES "pet_parents"("id"),
	"method" smallint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"applied_minor" bigint NOT NULL,
	"reference" varchar(120),
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_payments_method_check" CHECK ("method" BETWEEN 1 AND 9),
	CONSTRAINT "sale_payments_amount_check" CHECK ("amount_minor" > 0 AND "applied_minor" >= 0 AND "applied_minor" <= "amount_minor")
);--> statement-breakpoint
CREATE INDEX "sale_payments_sale_idx" ON "sale_payments" ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_payments_clinic_idx" ON "sale_payments" ("clinic_id", "created_at");--> statement-breakpoint
CREATE INDEX "sale_payments_method_idx" ON "sale_payments" ("clinic_id", "method", "sale_id");--> statement-breakpoint
-- Client credit per clinic: each movement carries the balance after it; CHECK keeps it from going negative,
-- and movements of one client are serialized by an advisory lock in the service.
CREATE TABLE "client_credit_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"client_id" integer NOT NULL REFERENCES "pet_parents"("id"),
	"delta_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"sale_id" integer REFERENCES "sales"("id"),
	"payment_id" integer REFERENCES "sale_payments"("id"),
	"note" varchar(300),
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_credit_balance_check" CHECK ("balance_after_minor" >= 0),
	CONSTRAINT "client_credit_delta_check" CHECK ("delta_minor" <> 0),
	CONSTRAINT "client_credit_kind_check" CHECK ("kind" IN ('overpayment', 'payment', 'adjustment'))
);--> statement-breakpoint
CREATE INDEX "client_credit_client_idx" ON "client_credit_movements" ("clinic_id", "client_id", "id");--> statement-breakpoint
CREATE FUNCTION refuse_money_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rows of % are never changed or deleted', TG_TABLE_NAME USING ERRCODE = 'P0001', HINT = 'money_immutable';
END $$;--> statement-breakpoint
CREATE TRIGGER sale_payments_immutable BEFORE UPDATE OR DELETE ON sale_payments FOR EACH ROW EXECUTE FUNCTION refuse_money_row_change();--> statement-breakpoint
CREATE TRIGGER client_credit_movements_immutable BEFORE UPDATE OR DELETE ON client_credit_movements FOR EACH ROW EXECUTE FUNCTION refuse_money_row_change();--> statement-breakpoint
CREATE FUNCTION refuse_issued_sale_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'issued' THEN
    RAISE EXCEPTION 'sale % is issued', OLD.id USING ERRCODE = 'P0001', HINT = 'money_immutable';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_issued_immutable BEFORE UPDATE OR DELETE ON sales FOR EACH ROW EXECUTE FUNCTION refuse_issued_sale_change();--> statement-breakpoint
CREATE FUNCTION refuse_issued_sale_line_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sid integer;
BEGIN
  IF TG_OP = 'INSERT' THEN sid := NEW.sale_id; ELSE sid := OLD.sale_id; END IF;
  IF EXISTS (SELECT 1 FROM sales WHERE id = sid AND status = 'issued') THEN
    RAISE EXCEPTION 'sale % is issued', sid USING ERRCODE = 'P0001', HINT = 'money_immutable';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER sale_lines_issued_immutable BEFORE INSERT OR UPDATE OR DELETE ON sale_lines FOR EACH ROW EXECUTE FUNCTION refuse_issued_sale_line_change();
