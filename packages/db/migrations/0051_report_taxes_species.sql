-- Reports (issue #18), second part: taxes by rate and revenue by species, kept like the summaries of 0043 (clinic-local
-- day of issue / posting, credit notes negative, voiding gives back), by their own triggers beside 0043's.
-- Tax of a line is VAT + service tax; its rate key is the line's VAT rate (basis points). A sale's species is its pet's
-- at the moment it is issued (0: no pet). A change of the clinic's zone rebuilds these rows too.
CREATE TABLE "report_daily_taxes" (
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"day" date NOT NULL,
	"vat_bp" integer NOT NULL,
	"lines" integer NOT NULL DEFAULT 0,
	"net_minor" bigint NOT NULL DEFAULT 0,
	"tax_minor" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("clinic_id", "day", "vat_bp")
);--> statement-breakpoint
CREATE TABLE "report_daily_species" (
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"day" date NOT NULL,
	"species_id" integer NOT NULL,
	"invoices" integer NOT NULL DEFAULT 0,
	"total_minor" bigint NOT NULL DEFAULT 0,
	"credited_minor" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("clinic_id", "day", "species_id")
);--> statement-breakpoint
CREATE FUNCTION report_sale_issued_more() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d date; sp integer;
BEGIN
  IF NEW.status <> 'issued' OR (TG_OP = 'UPDATE' AND OLD.status = 'issued') THEN RETURN NULL; END IF;
  d := report_local_day(NEW.clinic_id, coalesce(NEW.issued_at, NEW.created_at));
  SELECT coalesce((SELECT species_id FROM pets WHERE id = NEW.pet_id), 0) INTO sp;
  INSERT INTO report_daily_species AS r (clinic_id, day, species_id, invoices, total_minor)
  VALUES (NEW.clinic_id, d, sp, 1, NEW.total_minor)
  ON CONFLICT (clinic_id, day, species_id) DO UPDATE SET invoices = r.invoices + 1, total_minor = r.total_minor + EXCLUDED.total_minor;
  INSERT INTO report_daily_taxes AS r (clinic_id, day, vat_bp, lines, net_minor, tax_minor)
  SELECT NEW.clinic_id, d, l.vat_bp, count(*), sum(l.net_minor), sum(l.vat_minor + l.service_tax_minor)
    FROM sale_lines l WHERE l.sale_id = NEW.id GROUP BY l.vat_bp ORDER BY 3
  ON CONFLICT (clinic_id, day, vat_bp) DO UPDATE SET lines = r.lines + EXCLUDED.lines,
    net_minor = r.net_minor + EXCLUDED.net_minor, tax_minor = r.tax_minor + EXCLUDED.tax_minor;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_report_more AFTER INSERT OR UPDATE OF status ON sales FOR EACH ROW EXECUTE FUNCTION report_sale_issued_more();--> statement-breakpoint
CREATE FUNCTION report_credit_note_more() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign integer; d date; sp integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'posted' THEN RETURN NULL; END IF;
    sign := -1;
  ELSIF OLD.status <> 'posted' AND NEW.status = 'posted' THEN sign := -1;
  ELSIF OLD.status = 'posted' AND NEW.status = 'voided' THEN sign := 1;
  ELSE RETURN NULL;
  END IF;
  d := report_local_day(NEW.clinic_id, coalesce(NEW.posted_at, NEW.created_at));
  SELECT coalesce((SELECT p.species_id FROM sales s JOIN pets p ON p.id = s.pet_id WHERE s.id = NEW.sale_id), 0) INTO sp;
  INSERT INTO report_daily_species AS r (clinic_id, day, species_id, credited_minor)
  VALUES (NEW.clinic_id, d, sp, -sign * NEW.total_minor)
  ON CONFLICT (clinic_id, day, species_id) DO UPDATE SET credited_minor = r.credited_minor + EXCLUDED.credited_minor;
  INSERT INTO report_daily_taxes AS r (clinic_id, day, vat_bp, lines, net_minor, tax_minor)
  SELECT NEW.clinic_id, d, sl.vat_bp, 0, sign * sum(l.net_minor), sign * sum(l.tax_minor)
    FROM credit_note_lines l JOIN sale_lines sl ON sl.id = l.sale_line_id WHERE l.credit_note_id = NEW.id GROUP BY sl.vat_bp ORDER BY 3
  ON CONFLICT (clinic_id, day, vat_bp) DO UPDATE SET net_minor = r.net_minor + EXCLUDED.net_minor, tax_minor = r.tax_minor + EXCLUDED.tax_minor;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER credit_notes_report_more AFTER INSERT OR UPDATE OF status ON credit_notes FOR EACH ROW EXECUTE FUNCTION report_credit_note_more();--> statement-breakpoint
CREATE FUNCTION report_rebuild_more(cid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_daily_taxes WHERE clinic_id = cid;
  DELETE FROM report_daily_species WHERE clinic_id = cid;
  INSERT INTO report_daily_species (clinic_id, day, species_id, invoices, total_minor, credited_minor)
  SELECT cid, x.day, x.sp, sum(x.invoices), sum(x.total), sum(x.credited) FROM (
    SELECT report_local_day(cid, coalesce(s.issued_at, s.created_at)) AS day, coalesce(p.species_id, 0) AS sp, 1 AS invoices,
           s.total_minor AS total, 0::bigint AS credited
      FROM sales s LEFT JOIN pets p ON p.id = s.pet_id WHERE s.clinic_id = cid AND s.status = 'issued'
    UNION ALL
    SELECT report_local_day(cid, coalesce(cn.posted_at, cn.created_at)), coalesce(p.species_id, 0), 0, 0, cn.total_minor
      FROM credit_notes cn JOIN sales s ON s.id = cn.sale_id LEFT JOIN pets p ON p.id = s.pet_id WHERE cn.clinic_id = cid AND cn.status = 'posted'
  ) x GROUP BY x.day, x.sp;
  INSERT INTO report_daily_taxes (clinic_id, day, vat_bp, lines, net_minor, tax_minor)
  SELECT cid, x.day, x.vat_bp, sum(x.lines), sum(x.net), sum(x.tax) FROM (
    SELECT report_local_day(cid, coalesce(s.issued_at, s.created_at)) AS day, l.vat_bp, 1 AS lines, l.net_minor AS net,
           l.vat_minor + l.service_tax_minor AS tax
      FROM sales s JOIN sale_lines l ON l.sale_id = s.id WHERE s.clinic_id = cid AND s.status = 'issued'
    UNION ALL
    SELECT report_local_day(cid, coalesce(cn.posted_at, cn.created_at)), sl.vat_bp, 0, -l.net_minor, -l.tax_minor
      FROM credit_notes cn JOIN credit_note_lines l ON l.credit_note_id = cn.id JOIN sale_lines sl ON sl.id = l.sale_line_id
     WHERE cn.clinic_id = cid AND cn.status = 'posted'
  ) x GROUP BY x.day, x.vat_bp;
END $$;--> statement-breakpoint
CREATE FUNCTION report_clinic_zone_more() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.timezone IS DISTINCT FROM OLD.timezone THEN PERFORM report_rebuild_more(NEW.id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clinics_report_zone_more AFTER UPDATE OF timezone ON clinics FOR EACH ROW EXECUTE FUNCTION report_clinic_zone_more();--> statement-breakpoint
CREATE INDEX "stock_movements_clinic_created_idx" ON "stock_movements" ("clinic_id", "created_at");--> statement-breakpoint
SELECT report_rebuild_more(id) FROM clinics;--> statement-breakpoint
-- The accountant's ZIP of a period's invoices as PDFs: a background job whose row is its state (queued -> running ->
-- completed | failed), its progress (processed of total) and, once done, the file (kept until a newer one replaces it).
CREATE TABLE "report_invoice_zips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"requested_by" integer NOT NULL REFERENCES "staff_users"("id"),
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"language" varchar(10) NOT NULL,
	"status" varchar(10) NOT NULL DEFAULT 'queued',
	"total" integer NOT NULL DEFAULT 0,
	"processed" integer NOT NULL DEFAULT 0,
	"file_bytes" bytea,
	"error" varchar(200),
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "report_invoice_zips_clinic_idx" ON "report_invoice_zips" ("clinic_id", "id");
