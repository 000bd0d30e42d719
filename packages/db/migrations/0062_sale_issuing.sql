-- Issuing in two steps (issue #16, bench/billing): the first transaction does the invoice's work (totals, plan
-- coverage, stock) and freezes the draft (edit_state 'frozen', issued_at, issued_by); the second takes the
-- clinic's next numbers for every frozen draft waiting, under the counter row's lock, in one statement. The
-- counter and the report summary rows are hot rows every issue of a clinic writes, so they used to be locked from
-- the number until commit — one WAL flush per invoice, one invoice at a time (≈ 5 ms a flush here). Now one
-- numbering transaction covers every invoice frozen meanwhile. A frozen draft is final: nothing changes it but
-- taking its number (status 'issued'), and neither it nor its lines can be edited or deleted.
CREATE OR REPLACE FUNCTION refuse_issued_sale_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'issued' THEN
    RAISE EXCEPTION 'sale % is issued', OLD.id USING ERRCODE = 'P0001', HINT = 'money_immutable';
  END IF;
  IF OLD.edit_state = 'frozen' AND (TG_OP = 'DELETE' OR NEW.status <> 'issued') THEN
    RAISE EXCEPTION 'sale % is being issued', OLD.id USING ERRCODE = 'P0001', HINT = 'money_immutable';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refuse_issued_sale_line_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sid integer;
BEGIN
  IF TG_OP = 'INSERT' THEN sid := NEW.sale_id; ELSE sid := OLD.sale_id; END IF;
  IF EXISTS (SELECT 1 FROM sales WHERE id = sid AND (status = 'issued' OR edit_state = 'frozen')) THEN
    RAISE EXCEPTION 'sale % is issued', sid USING ERRCODE = 'P0001', HINT = 'money_immutable';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE INDEX "sales_awaiting_number_idx" ON "sales" ("clinic_id") WHERE "status" = 'draft' AND "edit_state" = 'frozen';
