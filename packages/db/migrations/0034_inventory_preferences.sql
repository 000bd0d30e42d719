-- Inventory preferences of a clinic (issue #15): whether a sale or a record's usage may take stock below zero,
-- and how many days ahead a batch counts as "expiring" (home stock alerts, /stock/expiring without `days`).
ALTER TABLE "clinic_preferences" ADD COLUMN "allow_negative_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_preferences" ADD COLUMN "expiring_within_days" integer DEFAULT 30 NOT NULL
  CONSTRAINT "clinic_preferences_expiring_within_days_range" CHECK ("expiring_within_days" BETWEEN 1 AND 365);--> statement-breakpoint
-- The database stays the guard against negative stock, now per clinic: a batch may only go (further) below
-- zero when the clinic allows it. Concurrent decrements of the last unit still serialize on the batch row and
-- the second one fails with the same SQLSTATE as the CHECK it replaces (23514, mapped to insufficient_stock).
-- A batch that is already negative (the preference was switched off later) can still be raised by receipts.
ALTER TABLE "stock_batches" DROP CONSTRAINT "stock_batches_on_hand_nonnegative";--> statement-breakpoint
CREATE FUNCTION guard_negative_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.on_hand >= 0 THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND NEW.on_hand >= OLD.on_hand THEN RETURN NEW; END IF;
  IF COALESCE((SELECT p.allow_negative_stock FROM clinic_preferences p WHERE p.clinic_id = NEW.clinic_id), false) THEN RETURN NEW; END IF;
  RAISE EXCEPTION 'stock of batch % would go below zero', NEW.id USING ERRCODE = 'check_violation', CONSTRAINT = 'stock_batches_on_hand_nonnegative';
END $$;--> statement-breakpoint
CREATE TRIGGER stock_batches_on_hand_guard BEFORE INSERT OR UPDATE OF on_hand ON stock_batches
  FOR EACH ROW EXECUTE FUNCTION guard_negative_stock();
