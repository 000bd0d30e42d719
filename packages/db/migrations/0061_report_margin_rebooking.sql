-- Reports (issue #18), third part: historical cost and gross margin, and the rebooking rate.
-- 1. Cost of goods sold, frozen at the sale: `sale_lines.cost_total` (minor units) is written when the issued sale's
--    product lines post their stock (batch cost when the batch carries one, else the product's purchase price then).
--    Lines of sales issued before this migration are backfilled from the product's CURRENT purchase price (the only
--    cost there is for them; docs/decisions.md "Reports, third part").
ALTER TABLE "sale_lines" ADD COLUMN "cost_total" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "unit_cost" bigint;--> statement-breakpoint
ALTER TABLE "sale_lines" DISABLE TRIGGER "sale_lines_issued_immutable";--> statement-breakpoint
UPDATE "sale_lines" l SET "cost_total" = round(
    (CASE l.unit WHEN 'unit' THEN l.quantity::numeric * l.sub_units_per_unit ELSE l.quantity::numeric END)
    * p.purchase_price / greatest(p.sub_units, 1))::bigint
  FROM "products" p, "sales" s
 WHERE p.id = l.product_id AND s.id = l.sale_id AND l.kind = 'product' AND s.status = 'issued';--> statement-breakpoint
ALTER TABLE "sale_lines" ENABLE TRIGGER "sale_lines_issued_immutable";--> statement-breakpoint
-- Product lines' net revenue and cost by clinic-local day and product, like report_daily_items (issue day, credit notes
-- minus on their posting day, voiding gives back). A credit-note line takes off the sale line's cost in proportion to
-- the quantity it credits (rounded half up), as it takes off that line's revenue.
CREATE TABLE "report_daily_margin" (
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL DEFAULT 0,
	"net_minor" bigint NOT NULL DEFAULT 0,
	"cost_minor" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("clinic_id", "day", "product_id")
);--> statement-breakpoint
CREATE FUNCTION report_credit_cost(cost bigint, credited integer, sold integer) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN sold = 0 THEN 0 ELSE round(cost::numeric * credited / sold)::bigint END
$$;--> statement-breakpoint
CREATE FUNCTION report_sale_margin() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d date;
BEGIN
  IF NEW.status <> 'issued' OR (TG_OP = 'UPDATE' AND OLD.status = 'issued') THEN RETURN NULL; END IF;
  d := report_local_day(NEW.clinic_id, coalesce(NEW.issued_at, NEW.created_at));
  INSERT INTO report_daily_margin AS r (clinic_id, day, product_id, quantity, net_minor, cost_minor)
  SELECT NEW.clinic_id, d, l.product_id, sum(l.quantity), sum(l.net_minor), sum(l.cost_total)
    FROM sale_lines l WHERE l.sale_id = NEW.id AND l.kind = 'product' AND l.product_id IS NOT NULL
   GROUP BY l.product_id ORDER BY 3
  ON CONFLICT (clinic_id, day, product_id) DO UPDATE SET quantity = r.quantity + EXCLUDED.quantity,
    net_minor = r.net_minor + EXCLUDED.net_minor, cost_minor = r.cost_minor + EXCLUDED.cost_minor;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_report_margin AFTER INSERT OR UPDATE OF status ON sales FOR EACH ROW EXECUTE FUNCTION report_sale_margin();--> statement-breakpoint
CREATE FUNCTION report_credit_note_margin() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign integer; d date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'posted' THEN RETURN NULL; END IF;
    sign := -1;
  ELSIF OLD.status <> 'posted' AND NEW.status = 'posted' THEN sign := -1;
  ELSIF OLD.status = 'posted' AND NEW.status = 'voided' THEN sign := 1;
  ELSE RETURN NULL;
  END IF;
  d := report_local_day(NEW.clinic_id, coalesce(NEW.posted_at, NEW.created_at));
  INSERT INTO report_daily_margin AS r (clinic_id, day, product_id, quantity, net_minor, cost_minor)
  SELECT NEW.clinic_id, d, sl.product_id, sign * sum(l.quantity), sign * sum(l.net_minor),
         sign * sum(report_credit_cost(sl.cost_total, l.quantity, sl.quantity))
    FROM credit_note_lines l JOIN sale_lines sl ON sl.id = l.sale_line_id
   WHERE l.credit_note_id = NEW.id AND sl.kind = 'product' AND sl.product_id IS NOT NULL
   GROUP BY sl.product_id ORDER BY 3
  ON CONFLICT (clinic_id, day, product_id) DO UPDATE SET quantity = r.quantity + EXCLUDED.quantity,
    net_minor = r.net_minor + EXCLUDED.net_minor, cost_minor = r.cost_minor + EXCLUDED.cost_minor;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER credit_notes_report_margin AFTER INSERT OR UPDATE OF status ON credit_notes FOR EACH ROW EXECUTE FUNCTION report_credit_note_margin();--> statement-breakpoint
-- 2. Rebooking: one row per visit (an appointment in status 5 or 8 with a pet) saying whether one of its pets had
--    another appointment at the clinic, not cancelled (6, 7), starting after the visit and created no later than 7 days
--    after the visit started, and the first such appointment's start. Recomputed for a pet's visits whenever one of its
--    appointments changes status, time or clinic, or a pet is linked/unlinked; the daily counts follow these rows.
CREATE INDEX "appointment_pets_pet_idx" ON "appointment_pets" ("pet_id");--> statement-breakpoint
CREATE TABLE "report_visit_rebooking" (
	"appointment_id" integer PRIMARY KEY REFERENCES "appointments"("id") ON DELETE CASCADE,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"day" date NOT NULL,
	"rebooked" boolean NOT NULL,
	"next_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "report_visit_rebooking_day_idx" ON "report_visit_rebooking" ("clinic_id", "day");--> statement-breakpoint
CREATE TABLE "report_daily_rebooking" (
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"day" date NOT NULL,
	"visits" integer NOT NULL DEFAULT 0,
	"rebooked" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("clinic_id", "day")
);--> statement-breakpoint
CREATE FUNCTION report_visit_rebooking_daily() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A rebuild counts the day rows itself, set-based.
  IF current_setting('report.rebuilding', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO report_daily_rebooking AS r (clinic_id, day, visits, rebooked)
  SELECT k.clinic_id, k.day, sum(k.v), sum(k.rb) FROM (
    SELECT OLD.clinic_id AS clinic_id, OLD.day AS day, -1 AS v, -(OLD.rebooked::int) AS rb WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT NEW.clinic_id, NEW.day, 1, NEW.rebooked::int WHERE TG_OP IN ('UPDATE', 'INSERT')
  ) k GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (clinic_id, day) DO UPDATE SET visits = r.visits + EXCLUDED.visits, rebooked = r.rebooked + EXCLUDED.rebooked;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_visit_rebooking_daily AFTER INSERT OR UPDATE OR DELETE ON report_visit_rebooking FOR EACH ROW EXECUTE FUNCTION report_visit_rebooking_daily();--> statement-breakpoint
-- The rebooking rows of the visits of the given pets and appointments, as they should be now.
CREATE FUNCTION report_rebooking_refresh(pet_list integer[], appt_list integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_visit_rebooking AS r (appointment_id, clinic_id, day, rebooked, next_at)
  SELECT c.id, c.clinic_id, report_local_day(c.clinic_id, c.starts_at), c.next_at IS NOT NULL, c.next_at FROM (
    SELECT v.id, v.clinic_id, v.starts_at,
           (SELECT min(b.starts_at) FROM appointment_pets vp JOIN appointment_pets bp ON bp.pet_id = vp.pet_id
              JOIN appointments b ON b.id = bp.appointment_id
             WHERE vp.appointment_id = v.id AND b.id <> v.id AND b.clinic_id = v.clinic_id AND b.status NOT IN (6, 7)
               AND b.starts_at > v.starts_at AND b.created_at <= v.starts_at + interval '7 days') AS next_at
      FROM appointments v
     WHERE v.status IN (5, 8) AND v.id IN (SELECT ap.appointment_id FROM appointment_pets ap WHERE ap.pet_id = ANY(pet_list)
                                           UNION SELECT ap.appointment_id FROM appointment_pets ap WHERE ap.appointment_id = ANY(appt_list))
  ) c ORDER BY c.id
  ON CONFLICT (appointment_id) DO UPDATE SET clinic_id = EXCLUDED.clinic_id, day = EXCLUDED.day, rebooked = EXCLUDED.rebooked, next_at = EXCLUDED.next_at
   WHERE (r.clinic_id, r.day, r.rebooked, r.next_at) IS DISTINCT FROM (EXCLUDED.clinic_id, EXCLUDED.day, EXCLUDED.rebooked, EXCLUDED.next_at);
  DELETE FROM report_visit_rebooking r
   WHERE (r.appointment_id = ANY(appt_list) OR r.appointment_id IN (SELECT ap.appointment_id FROM appointment_pets ap WHERE ap.pet_id = ANY(pet_list)))
     AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.id = r.appointment_id AND a.status IN (5, 8)
                       AND EXISTS (SELECT 1 FROM appointment_pets ap WHERE ap.appointment_id = a.id));
END $$;--> statement-breakpoint
CREATE FUNCTION report_rebooking_pets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM report_rebooking_refresh(ARRAY[OLD.pet_id], ARRAY[OLD.appointment_id]);
  ELSIF TG_OP = 'INSERT' THEN PERFORM report_rebooking_refresh(ARRAY[NEW.pet_id], ARRAY[NEW.appointment_id]);
  ELSE PERFORM report_rebooking_refresh(ARRAY[OLD.pet_id, NEW.pet_id], ARRAY[OLD.appointment_id, NEW.appointment_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER appointment_pets_report_rebooking AFTER INSERT OR UPDATE OR DELETE ON appointment_pets FOR EACH ROW EXECUTE FUNCTION report_rebooking_pets();--> statement-breakpoint
CREATE FUNCTION report_rebooking_appointment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = NEW.status AND OLD.starts_at = NEW.starts_at AND OLD.clinic_id = NEW.clinic_id AND OLD.created_at = NEW.created_at THEN
    RETURN NULL;
  END IF;
  PERFORM report_rebooking_refresh((SELECT array_agg(pet_id) FROM appointment_pets WHERE appointment_id = NEW.id), ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER appointments_report_rebooking AFTER UPDATE ON appointments FOR EACH ROW EXECUTE FUNCTION report_rebooking_appointment();--> statement-breakpoint
CREATE FUNCTION report_rebuild_margin_rebooking(cid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_daily_margin WHERE clinic_id = cid;
  INSERT INTO report_daily_margin (clinic_id, day, product_id, quantity, net_minor, cost_minor)
  SELECT cid, x.day, x.product_id, sum(x.q), sum(x.net), sum(x.cost) FROM (
    SELECT report_local_day(cid, coalesce(s.issued_at, s.created_at)) AS day, l.product_id, l.quantity::bigint AS q,
           l.net_minor AS net, l.cost_total AS cost
      FROM sales s JOIN sale_lines l ON l.sale_id = s.id
     WHERE s.clinic_id = cid AND s.status = 'issued' AND l.kind = 'product' AND l.product_id IS NOT NULL
    UNION ALL
    SELECT report_local_day(cid, coalesce(cn.posted_at, cn.created_at)), sl.product_id, -l.quantity, -l.net_minor,
           -report_credit_cost(sl.cost_total, l.quantity, sl.quantity)
      FROM credit_notes cn JOIN credit_note_lines l ON l.credit_note_id = cn.id JOIN sale_lines sl ON sl.id = l.sale_line_id
     WHERE cn.clinic_id = cid AND cn.status = 'posted' AND sl.kind = 'product' AND sl.product_id IS NOT NULL
  ) x GROUP BY x.day, x.product_id;
  -- Visit rows and their daily counts, set-based (the per-row triggers are not needed for a rebuild).
  DELETE FROM report_visit_rebooking WHERE clinic_id = cid;
  DELETE FROM report_daily_rebooking WHERE clinic_id = cid;
  PERFORM set_config('report.rebuilding', 'on', true);
  -- One pass of joins over the clinic's appointments (no probe per visit): each visit's pets' other appointments.
  INSERT INTO report_visit_rebooking (appointment_id, clinic_id, day, rebooked, next_at)
  SELECT v.id, cid, report_local_day(cid, v.starts_at), n.next_at IS NOT NULL, n.next_at
    FROM (SELECT DISTINCT a.id, a.starts_at FROM appointments a JOIN appointment_pets ap ON ap.appointment_id = a.id
           WHERE a.clinic_id = cid AND a.status IN (5, 8)) v
    LEFT JOIN (
      SELECT vp.appointment_id AS id, min(b.starts_at) AS next_at
        FROM appointments va JOIN appointment_pets vp ON vp.appointment_id = va.id
        JOIN appointment_pets bp ON bp.pet_id = vp.pet_id JOIN appointments b ON b.id = bp.appointment_id
       WHERE va.clinic_id = cid AND va.status IN (5, 8) AND b.id <> va.id AND b.clinic_id = cid AND b.status NOT IN (6, 7)
         AND b.starts_at > va.starts_at AND b.created_at <= va.starts_at + interval '7 days'
       GROUP BY vp.appointment_id) n ON n.id = v.id;
  PERFORM set_config('report.rebuilding', 'off', true);
  INSERT INTO report_daily_rebooking (clinic_id, day, visits, rebooked)
  SELECT cid, day, count(*), count(*) FILTER (WHERE rebooked) FROM report_visit_rebooking WHERE clinic_id = cid GROUP BY day;
END $$;--> statement-breakpoint
CREATE FUNCTION report_clinic_zone_margin_rebooking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.timezone IS DISTINCT FROM OLD.timezone THEN PERFORM report_rebuild_margin_rebooking(NEW.id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clinics_report_zone_margin_rebooking AFTER UPDATE OF timezone ON clinics FOR EACH ROW EXECUTE FUNCTION report_clinic_zone_margin_rebooking();--> statement-breakpoint
SELECT report_rebuild_margin_rebooking(id) FROM clinics;
