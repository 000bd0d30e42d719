-- Stock sent from one clinic of a group to another (issue 15: "transfer between clinics of the group"). The
-- stock itself moves in the ledger (a 'transfer' movement out at the source and in at the destination, per
-- batch, source_type 'stock_transfer' and this row's id); this row says who sent what where, and is never changed.
CREATE TABLE "stock_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"group_id" integer NOT NULL REFERENCES "clinic_groups"("id"),
	"from_clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"to_clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"from_product_id" integer NOT NULL REFERENCES "products"("id"),
	"to_product_id" integer NOT NULL REFERENCES "products"("id"),
	"sub_units" integer NOT NULL,
	"note" varchar(500),
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_transfers_sub_units_check" CHECK ("sub_units" > 0),
	CONSTRAINT "stock_transfers_check" CHECK ("from_clinic_id" <> "to_clinic_id")
);--> statement-breakpoint
CREATE INDEX "stock_transfers_from_idx" ON "stock_transfers" USING btree ("from_clinic_id", "created_at");--> statement-breakpoint
CREATE INDEX "stock_transfers_to_idx" ON "stock_transfers" USING btree ("to_clinic_id", "created_at");--> statement-breakpoint
CREATE TRIGGER "stock_transfers_immutable" BEFORE UPDATE OR DELETE ON "stock_transfers" FOR EACH ROW EXECUTE FUNCTION refuse_stock_movement_change();
