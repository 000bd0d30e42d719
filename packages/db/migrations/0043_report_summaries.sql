-- Reports (issue #18): daily summaries per clinic and clinic-local day, kept by triggers on the writes that matter,
-- so a year's dashboard reads a few thousand summary rows instead of a million sale lines. The day is the clinic's
-- local date of the event (issued_at, posted_at, created_at, starts_at) in its IANA zone: DST-correct by construction.
-- vet_id / item_id 0 means "none" (a sale without a vet, a custom line). Items carry no vet: a year of them stays
-- days × items rows (a vet dimension made it 40 times more on the bench for no report that needs it). See docs/decisions.md "Reports".
CREATE TABLE "report_daily_sales" (
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"day" date NOT NULL,
	"vet_id" integer NOT NULL,
	"invoices" integer NOT NULL DEFAULT 0,
	"net_minor" bigint NOT NULL DEFAULT 0,
	"tax_minor" bigint NOT NULL DEFAULT 0,
	"total_minor" bigint NOT NULL DEFAULT 0,
	"credit_notes" integer NOT NULL DEFAULT 0,
	"credited_minor" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("clinic_id", "day", "vet_id")
);--> statement-breakpoint
CREATE TABLE "report_daily_items" (
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"day" date NOT NULL,
	"kind" varchar(10) NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" bigint NOT NULL DEFAULT 0,
	"net_minor" bigint NOT NULL DEFAULT 0,
	"total_minor" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("clinic_id", "day", "kind", "item_id")
);--> statement-breakpoint
CREATE TABLE "report_daily_money" (
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"day" date NOT NULL,
	"kind" varchar(10) NOT NULL,
	"method" smallint NOT NULL,
	"count" integer NOT NULL DEFAULT 0,
	"amount_minor" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("clinic_id", "day", "kind", "method")
);--> statement-breakpoint
CREATE TABLE "report_daily_appointments" (
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"day" date NOT NULL,
	"vet_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"source" varchar(10) NOT NULL,
	"count" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("clinic_id", "day", "vet_id", "status", "source")
);--> statement-breakpoint
CREATE INDEX "pet_parents_group_created_idx" ON "pet_parents" ("group_id", "created_at");--> statement-breakpoint
CREATE INDEX "payment_deposits_clinic_paid_idx" ON "payment_deposits" ("clinic_id", "paid_at") WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION report_local_day(cid integer, at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE (SELECT timezone FROM clinics WHERE id = cid))::date
$$;--> statement-breakpoint
-- An issued sale: its invoice and its lines, once, on the day it was issued.
CREATE FUNCTION report_sale_issued() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d date;
BEGIN
  IF NEW.status <> 'issued' OR (TG_OP = 'UPDATE' AND OLD.status = 'issued') THEN RETURN NULL; END IF;
  d := report_local_day(NEW.clinic_id, coalesce(NEW.issued_at, NEW.created_at));
  INSERT INTO report_daily_sales AS r (clinic_id, day, vet_id, invoices, net_minor, tax_minor, total_minor)
  VALUES (NEW.clinic_id, d, coalesce(NEW.vet_id, 0), 1, NEW.net_minor, NEW.tax_minor, NEW.total_minor)
  ON CONFLICT (clinic_id, day, vet_id) DO UPDATE SET invoices = r.invoices + 1, net_minor = r.net_minor + EXCLUDED.net_minor,
    tax_minor = r.tax_minor + EXCLUDED.tax_minor, total_minor = r.total_minor + EXCLUDED.total_minor;
  INSERT INTO report_daily_items AS r (clinic_id, day, kind, item_id, quantity, net_minor, total_minor)
  SELECT NEW.clinic_id, d, l.kind, coalesce(l.service_id, l.product_id, 0),
         sum(l.quantity), sum(l.net_minor), sum(l.total_minor)
    FROM sale_lines l WHERE l.sale_id = NEW.id
   GROUP BY l.kind, coalesce(l.service_id, l.product_id, 0) ORDER BY 3, 4
  ON CONFLICT (clinic_id, day, kind, item_id) DO UPDATE SET quantity = r.quantity + EXCLUDED.quantity,
    net_minor = r.net_minor + EXCLUDED.net_minor, total_minor = r.total_minor + EXCLUDED.total_minor;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_report AFTER INSERT OR UPDATE OF status ON sales FOR EACH ROW EXECUTE FUNCTION report_sale_issued();--> statement-breakpoint
-- A posted credit note takes its total off revenue (and its lines off the items sold) on the day it was posted;
-- voiding it gives them back to that same day, so a voided note never counted.
CREATE FUNCTION report_credit_note() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign integer; d date; vet integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'posted' THEN RETURN NULL; END IF;
    sign := -1;
  ELSIF OLD.status <> 'posted' AND NEW.status = 'posted' THEN sign := -1;
  ELSIF OLD.status = 'posted' AND NEW.status = 'voided' THEN sign := 1;
  ELSE RETURN NULL;
  END IF;
  d := report_local_day(NEW.clinic_id, coalesce(NEW.posted_at, NEW.created_at));
  SELECT coalesce(vet_id, 0) INTO vet FROM sales WHERE id = NEW.sale_id;
  INSERT INTO report_daily_sales AS r (clinic_id, day, vet_id, credit_notes, credited_minor)
  VALUES (NEW.clinic_id, d, vet, -sign, -sign * NEW.total_minor)
  ON CONFLICT (clinic_id, day, vet_id) DO UPDATE SET credit_notes = r.credit_notes + EXCLUDED.credit_notes,
    credited_minor = r.credited_minor + EXCLUDED.credited_minor;
  INSERT INTO report_daily_items AS r (clinic_id, day, kind, item_id, quantity, net_minor, total_minor)
  SELECT NEW.clinic_id, d, sl.kind, coalesce(sl.service_id, sl.product_id, 0),
         sign * sum(l.quantity), sign * sum(l.net_minor), sign * sum(l.total_minor)
    FROM credit_note_lines l JOIN sale_lines sl ON sl.id = l.sale_line_id WHERE l.credit_note_id = NEW.id
   GROUP BY sl.kind, coalesce(sl.service_id, sl.product_id, 0) ORDER BY 3, 4
  ON CONFLICT (clinic_id, day, kind, item_id) DO UPDATE SET quantity = r.quantity + EXCLUDED.quantity,
    net_minor = r.net_minor + EXCLUDED.net_minor, total_minor = r.total_minor + EXCLUDED.total_minor;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER credit_notes_report AFTER INSERT OR UPDATE OF status ON credit_notes FOR EACH ROW EXECUTE FUNCTION report_credit_note();--> statement-breakpoint
-- Payments received and refunds paid back, by method, on the day they happened (both tables are insert-only).
CREATE FUNCTION report_money() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_daily_money AS r (clinic_id, day, kind, method, count, amount_minor)
  VALUES (NEW.clinic_id, report_local_day(NEW.clinic_id, NEW.created_at), TG_ARGV[0], NEW.method, 1, NEW.amount_minor)
  ON CONFLICT (clinic_id, day, kind, method) DO UPDATE SET count = r.count + 1, amount_minor = r.amount_minor + EXCLUDED.amount_minor;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sale_payments_report AFTER INSERT ON sale_payments FOR EACH ROW EXECUTE FUNCTION report_money('payment');--> statement-breakpoint
CREATE TRIGGER refunds_report AFTER INSERT ON refunds FOR EACH ROW EXECUTE FUNCTION report_money('refund');--> statement-breakpoint
-- Appointments by the local day they start, vet, status and source: a change moves one count from its old key to its new.
CREATE FUNCTION report_appointment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.clinic_id = NEW.clinic_id AND OLD.starts_at = NEW.starts_at AND OLD.vet_id = NEW.vet_id
     AND OLD.status = NEW.status AND OLD.source = NEW.source THEN
    RETURN NULL;
  END IF;
  INSERT INTO report_daily_appointments AS r (clinic_id, day, vet_id, status, source, count)
  SELECT k.clinic_id, k.day, k.vet_id, k.status, k.source, sum(k.n) FROM (
    SELECT OLD.clinic_id AS clinic_id, report_local_day(OLD.clinic_id, OLD.starts_at) AS day, OLD.vet_id AS vet_id,
           OLD.status AS status, OLD.source AS source, -1 AS n WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT NEW.clinic_id, report_local_day(NEW.clinic_id, NEW.starts_at), NEW.vet_id, NEW.status, NEW.source, 1
     WHERE TG_OP IN ('UPDATE', 'INSERT')
  ) k GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (clinic_id, day, vet_id, status, source) DO UPDATE SET count = r.count + EXCLUDED.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER appointments_report AFTER INSERT OR UPDATE OR DELETE ON appointments FOR EACH ROW EXECUTE FUNCTION report_appointment();--> statement-breakpoint
-- A clinic's zone decides its days: when it changes, its summaries are rebuilt in the new zone.
CREATE FUNCTION report_rebuild(cid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_daily_sales WHERE clinic_id = cid;
  DELETE FROM report_daily_items WHERE clinic_id = cid;
  DELETE FROM report_daily_money WHERE clinic_id = cid;
  DELETE FROM report_daily_appointments WHERE clinic_id = cid;
  INSERT INTO report_daily_sales (clinic_id, day, vet_id, invoices, net_minor, tax_minor, total_minor, credit_notes, credited_minor)
  SELECT cid, x.day, x.vet_id, sum(x.invoices), sum(x.net), sum(x.tax), sum(x.total), sum(x.cns), sum(x.credited) FROM (
    SELECT report_local_day(cid, coalesce(s.issued_at, s.created_at)) AS day, coalesce(s.vet_id, 0) AS vet_id, 1 AS invoices,
           s.net_minor AS net, s.tax_minor AS tax, s.total_minor AS total, 0 AS cns, 0::bigint AS credited
      FROM sales s WHERE s.clinic_id = cid AND s.status = 'issued'
    UNION ALL
    SELECT report_local_day(cid, coalesce(cn.posted_at, cn.created_at)), coalesce(s.vet_id, 0), 0, 0, 0, 0, 1, cn.total_minor
      FROM credit_notes cn JOIN sales s ON s.id = cn.sale_id WHERE cn.clinic_id = cid AND cn.status = 'posted'
  ) x GROUP BY x.day, x.vet_id;
  INSERT INTO report_daily_items (clinic_id, day, kind, item_id, quantity, net_minor, total_minor)
  SELECT cid, x.day, x.kind, x.item_id, sum(x.q), sum(x.net), sum(x.total) FROM (
    SELECT report_local_day(cid, coalesce(s.issued_at, s.created_at)) AS day, l.kind,
           coalesce(l.service_id, l.product_id, 0) AS item_id, l.quantity::bigint AS q, l.net_minor AS net, l.total_minor AS total
      FROM sales s JOIN sale_lines l ON l.sale_id = s.id WHERE s.clinic_id = cid AND s.status = 'issued'
    UNION ALL
    SELECT report_local_day(cid, coalesce(cn.posted_at, cn.created_at)), sl.kind,
           coalesce(sl.service_id, sl.product_id, 0), -l.quantity, -l.net_minor, -l.total_minor
      FROM credit_notes cn JOIN sales s ON s.id = cn.sale_id JOIN credit_note_lines l ON l.credit_note_id = cn.id
      JOIN sale_lines sl ON sl.id = l.sale_line_id WHERE cn.clinic_id = cid AND cn.status = 'posted'
  ) x GROUP BY x.day, x.kind, x.item_id;
  INSERT INTO report_daily_money (clinic_id, day, kind, method, count, amount_minor)
  SELECT cid, x.day, x.kind, x.method, count(*), sum(x.amount) FROM (
    SELECT report_local_day(cid, p.created_at) AS day, 'payment'::varchar AS kind, p.method, p.amount_minor AS amount
      FROM sale_payments p WHERE p.clinic_id = cid
    UNION ALL
    SELECT report_local_day(cid, r.created_at), 'refund', r.method, r.amount_minor FROM refunds r WHERE r.clinic_id = cid
  ) x GROUP BY x.day, x.kind, x.method;
  INSERT INTO report_daily_appointments (clinic_id, day, vet_id, status, source, count)
  SELECT cid, report_local_day(cid, a.starts_at), a.vet_id, a.status, a.source, count(*)
    FROM appointments a WHERE a.clinic_id = cid GROUP BY 2, 3, 4, 5;
END $$;--> statement-breakpoint
CREATE FUNCTION report_clinic_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.timezone IS DISTINCT FROM OLD.timezone THEN PERFORM report_rebuild(NEW.id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clinics_report_zone AFTER UPDATE OF timezone ON clinics FOR EACH ROW EXECUTE FUNCTION report_clinic_zone();--> statement-breakpoint
SELECT report_rebuild(id) FROM clinics;
