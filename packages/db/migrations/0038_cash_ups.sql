-- Billing (#16): the day-end cash-up. Closing a clinic-local day keeps what the desk counted in the drawer, what the
-- payments said should be there (cash), the difference, and a snapshot of each method's count and total at closing.
-- One close per clinic and day (unique); once closed it is never changed or deleted (trigger, like other money rows).
CREATE TABLE "cash_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"day" date NOT NULL,
	"currency" varchar(8) NOT NULL,
	"counted_cash_minor" bigint NOT NULL,
	"expected_cash_minor" bigint NOT NULL,
	"difference_minor" bigint NOT NULL,
	"totals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" varchar(500),
	"closed_by" integer REFERENCES "staff_users"("id"),
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_ups_counted_check" CHECK ("counted_cash_minor" >= 0),
	CONSTRAINT "cash_ups_difference_check" CHECK ("difference_minor" = "counted_cash_minor" - "expected_cash_minor")
);--> statement-breakpoint
CREATE UNIQUE INDEX "cash_ups_clinic_day_uq" ON "cash_ups" ("clinic_id", "day");--> statement-breakpoint
CREATE TRIGGER cash_ups_immutable BEFORE UPDATE OR DELETE ON cash_ups FOR EACH ROW EXECUTE FUNCTION refuse_money_row_change();
