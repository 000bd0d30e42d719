-- Credit notes, refunds and product returns of issued sales (#16; docs/decisions.md "Credit notes and refunds").
-- Money: integer hundredths of the sale's currency. A credit note is a draft until posted; posting gives it the
-- clinic's next credit-note number (its own gapless series, `credit_note_counters`). A posted credit note and its
-- lines never change again except the one void transition (status → voided with void_reason and void_date);
-- refunds and product returns are never changed or removed (triggers).
CREATE TABLE "credit_note_counters" (
	"clinic_id" integer PRIMARY KEY REFERENCES "clinics"("id"),
	"last_number" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"sale_id" integer NOT NULL REFERENCES "sales"("id"),
	"client_id" integer NOT NULL REFERENCES "pet_parents"("id"),
	"number" integer,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"reason" varchar(500) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	-- At posting: the part that reduced the sale's balance due, and the excess (refundable or moved to client credit).
	"applied_minor" bigint DEFAULT 0 NOT NULL,
	"excess_minor" bigint DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone,
	"posted_by" integer REFERENCES "staff_users"("id"),
	"void_reason" varchar(500),
	"void_date" date,
	"voided_at" timestamp with time zone,
	"voided_by" integer REFERENCES "staff_users"("id"),
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_status_check" CHECK ("status" IN ('draft', 'posted', 'voided')),
	CONSTRAINT "credit_notes_posted_check" CHECK (("status" = 'draft') = ("number" IS NULL AND "posted_at" IS NULL)),
	CONSTRAINT "credit_notes_voided_check" CHECK (("status" = 'voided') = ("void_reason" IS NOT NULL AND "void_date" IS NOT NULL AND "voided_at" IS NOT NULL)),
	CONSTRAINT "credit_notes_amount_check" CHECK ("total_minor" >= 0 AND "applied_minor" >= 0 AND "excess_minor" >= 0 AND "applied_minor" + "excess_minor" <= "total_minor")
);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_clinic_number_uq" ON "credit_notes" ("clinic_id", "number") WHERE "number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_notes_sale_idx" ON "credit_notes" ("sale_id");--> statement-breakpoint
CREATE INDEX "credit_notes_clinic_created_idx" ON "credit_notes" ("clinic_id", "created_at");--> statement-breakpoint
CREATE INDEX "credit_notes_client_idx" ON "credit_notes" ("client_id");--> statement-breakpoint
CREATE TABLE "credit_note_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"credit_note_id" integer NOT NULL REFERENCES "credit_notes"("id") ON DELETE CASCADE,
	"sale_line_id" integer NOT NULL REFERENCES "sale_lines"("id"),
	"quantity" integer NOT NULL,
	"return_to_stock" boolean DEFAULT false NOT NULL,
	"net_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	CONSTRAINT "credit_note_lines_qty_check" CHECK ("quantity" > 0 AND "total_minor" >= 0 AND "tax_minor" >= 0 AND "net_minor" + "tax_minor" = "total_minor")
);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_lines_uq" ON "credit_note_lines" ("credit_note_id", "sale_line_id");--> statement-breakpoint
CREATE INDEX "credit_note_lines_sale_line_idx" ON "credit_note_lines" ("sale_line_id");--> statement-breakpoint
-- Money paid back for a credit note: to the method of the sale's payments (sale_payment_id: the payment it goes
-- back to when one covers it), or into the client's credit (method 6).
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"sale_id" integer NOT NULL REFERENCES "sales"("id"),
	"client_id" integer NOT NULL REFERENCES "pet_parents"("id"),
	"credit_note_id" integer REFERENCES "credit_notes"("id"),
	"sale_payment_id" integer REFERENCES "sale_payments"("id"),
	"method" smallint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"provider_ref" varchar(120),
	"reference" varchar(120),
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_method_check" CHECK ("method" BETWEEN 1 AND 9),
	CONSTRAINT "refunds_amount_check" CHECK ("amount_minor" > 0),
	CONSTRAINT "refunds_source_check" CHECK ("credit_note_id" IS NOT NULL OR "sale_payment_id" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "refunds_sale_idx" ON "refunds" ("sale_id");--> statement-breakpoint
CREATE INDEX "refunds_credit_note_idx" ON "refunds" ("credit_note_id");--> statement-breakpoint
CREATE INDEX "refunds_clinic_idx" ON "refunds" ("clinic_id", "created_at");--> statement-breakpoint
-- Units of sold products put back on the shelf without money (a credit note line with return_to_stock is the other way).
CREATE TABLE "product_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"sale_id" integer NOT NULL REFERENCES "sales"("id"),
	"sale_line_id" integer NOT NULL REFERENCES "sale_lines"("id"),
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"quantity" integer NOT NULL,
	"note" varchar(300),
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_returns_qty_check" CHECK ("quantity" > 0)
);--> statement-breakpoint
CREATE INDEX "product_returns_sale_idx" ON "product_returns" ("sale_id");--> statement-breakpoint
CREATE INDEX "product_returns_sale_line_idx" ON "product_returns" ("sale_line_id");--> statement-breakpoint
ALTER TABLE "client_credit_movements" ADD COLUMN "credit_note_id" integer REFERENCES "credit_notes"("id");--> statement-breakpoint
ALTER TABLE "client_credit_movements" ADD COLUMN "refund_id" integer REFERENCES "refunds"("id");--> statement-breakpoint
ALTER TABLE "client_credit_movements" DROP CONSTRAINT "client_credit_kind_check";--> statement-breakpoint
ALTER TABLE "client_credit_movements" ADD CONSTRAINT "client_credit_kind_check" CHECK ("kind" IN ('overpayment', 'payment', 'adjustment', 'credit_note', 'refund'));--> statement-breakpoint
CREATE TRIGGER refunds_immutable BEFORE UPDATE OR DELETE ON refunds FOR EACH ROW EXECUTE FUNCTION refuse_money_row_change();--> statement-breakpoint
CREATE TRIGGER product_returns_immutable BEFORE UPDATE OR DELETE ON product_returns FOR EACH ROW EXECUTE FUNCTION refuse_money_row_change();--> statement-breakpoint
-- A draft changes freely; posting is checked (no sale line credited beyond its sold quantity, the database's own
-- guard behind the service's row lock); a posted note only becomes voided, once, changing nothing else.
CREATE FUNCTION guard_credit_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'draft' THEN
      RAISE EXCEPTION 'credit note % is posted', OLD.id USING ERRCODE = 'P0001', HINT = 'money_immutable';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'voided' THEN
    RAISE EXCEPTION 'credit note % is voided', OLD.id USING ERRCODE = 'P0001', HINT = 'money_immutable';
  END IF;
  IF OLD.status = 'posted' THEN
    IF NEW.status <> 'voided' OR NEW.number IS DISTINCT FROM OLD.number OR NEW.total_minor <> OLD.total_minor
       OR NEW.net_minor <> OLD.net_minor OR NEW.tax_minor <> OLD.tax_minor OR NEW.applied_minor <> OLD.applied_minor
       OR NEW.excess_minor <> OLD.excess_minor OR NEW.sale_id <> OLD.sale_id OR NEW.client_id <> OLD.client_id
       OR NEW.clinic_id <> OLD.clinic_id OR NEW.reason <> OLD.reason OR NEW.posted_at IS DISTINCT FROM OLD.posted_at THEN
      RAISE EXCEPTION 'credit note % is posted', OLD.id USING ERRCODE = 'P0001', HINT = 'money_immutable';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.status = 'posted' AND EXISTS (
    SELECT 1 FROM credit_note_lines l
    JOIN sale_lines sl ON sl.id = l.sale_line_id
    WHERE l.credit_note_id = NEW.id
      AND sl.quantity < (SELECT coalesce(sum(o.quantity), 0) FROM credit_note_lines o JOIN credit_notes c ON c.id = o.credit_note_id
                         WHERE o.sale_line_id = l.sale_line_id AND (c.status = 'posted' OR c.id = NEW.id))
  ) THEN
    RAISE EXCEPTION 'credit note % credits a sale line beyond its sold quantity', NEW.id USING ERRCODE = 'P0001', HINT = 'over_credit';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER credit_notes_guard BEFORE UPDATE OR DELETE ON credit_notes FOR EACH ROW EXECUTE FUNCTION guard_credit_note_change();--> statement-breakpoint
CREATE FUNCTION guard_credit_note_line_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE cid integer;
BEGIN
  IF TG_OP = 'INSERT' THEN cid := NEW.credit_note_id; ELSE cid := OLD.credit_note_id; END IF;
  IF EXISTS (SELECT 1 FROM credit_notes WHERE id = cid AND status <> 'draft') THEN
    RAISE EXCEPTION 'credit note % is posted', cid USING ERRCODE = 'P0001', HINT = 'money_immutable';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER credit_note_lines_guard BEFORE INSERT OR UPDATE OR DELETE ON credit_note_lines FOR EACH ROW EXECUTE FUNCTION guard_credit_note_line_change();
