ALTER TABLE "clinic_groups" ADD COLUMN "calendar_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written. Every change to what the staff calendar list shows bumps the group's
-- calendar_version, so a cached list is served only while nothing it shows has changed.
CREATE OR REPLACE FUNCTION bump_calendar_version_by_clinic() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE clinic_groups SET calendar_version = calendar_version + 1
      WHERE id = (SELECT group_id FROM clinics WHERE id = OLD.clinic_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.clinic_id IS DISTINCT FROM OLD.clinic_id) THEN
    UPDATE clinic_groups SET calendar_version = calendar_version + 1
      WHERE id = (SELECT group_id FROM clinics WHERE id = NEW.clinic_id);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_calendar_version_by_group() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE clinic_groups SET calendar_version = calendar_version + 1 WHERE id = OLD.group_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.group_id IS DISTINCT FROM OLD.group_id) THEN
    UPDATE clinic_groups SET calendar_version = calendar_version + 1 WHERE id = NEW.group_id;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_calendar_version_by_appointment() RETURNS trigger AS $$
BEGIN
  UPDATE clinic_groups SET calendar_version = calendar_version + 1
    WHERE id IN (SELECT c.group_id FROM appointments a JOIN clinics c ON c.id = a.clinic_id
                 WHERE a.id IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.appointment_id END,
                                CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.appointment_id END));
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER appointments_calendar AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version_by_clinic();--> statement-breakpoint
CREATE TRIGGER appointment_pets_calendar AFTER INSERT OR UPDATE OR DELETE ON appointment_pets
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version_by_appointment();--> statement-breakpoint
CREATE TRIGGER appointment_services_calendar AFTER INSERT OR UPDATE OR DELETE ON appointment_services
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version_by_appointment();--> statement-breakpoint
CREATE TRIGGER payment_deposits_calendar AFTER INSERT OR UPDATE OR DELETE ON payment_deposits
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version_by_clinic();--> statement-breakpoint
CREATE TRIGGER pet_parents_calendar AFTER DELETE OR UPDATE OF first_name, last_name, phone, email, group_id ON pet_parents
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version_by_group();--> statement-breakpoint
CREATE TRIGGER pets_calendar AFTER DELETE OR UPDATE OF nickname, group_id ON pets
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version_by_group();--> statement-breakpoint
CREATE TRIGGER staff_users_calendar AFTER DELETE OR UPDATE OF first_name, last_name, group_id ON staff_users
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version_by_group();--> statement-breakpoint
CREATE TRIGGER services_calendar AFTER UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version_by_clinic();--> statement-breakpoint
CREATE TRIGGER service_packages_calendar AFTER UPDATE OR DELETE ON service_packages
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version_by_clinic();--> statement-breakpoint
CREATE TRIGGER visit_types_calendar AFTER UPDATE OR DELETE ON visit_types
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version_by_clinic();
