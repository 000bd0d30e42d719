-- Every change that can alter what is bookable bumps the group's availability_version, so a
-- cached timeslots answer is served only while nothing it depends on has changed.
CREATE OR REPLACE FUNCTION bump_availability_version_by_clinic() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE clinic_groups SET availability_version = availability_version + 1
      WHERE id = (SELECT group_id FROM clinics WHERE id = OLD.clinic_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.clinic_id IS DISTINCT FROM OLD.clinic_id) THEN
    UPDATE clinic_groups SET availability_version = availability_version + 1
      WHERE id = (SELECT group_id FROM clinics WHERE id = NEW.clinic_id);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_availability_version_by_group() RETURNS trigger AS $$
BEGIN
  UPDATE clinic_groups SET availability_version = availability_version + 1
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.group_id ELSE NEW.group_id END;
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_availability_version_by_service() RETURNS trigger AS $$
BEGIN
  UPDATE clinic_groups SET availability_version = availability_version + 1
    WHERE id = (SELECT c.group_id FROM services s JOIN clinics c ON c.id = s.clinic_id
                WHERE s.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.service_id ELSE NEW.service_id END);
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_availability_version_by_visit_type() RETURNS trigger AS $$
BEGIN
  UPDATE clinic_groups SET availability_version = availability_version + 1
    WHERE id = (SELECT c.group_id FROM visit_types v JOIN clinics c ON c.id = v.clinic_id
                WHERE v.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.visit_type_id ELSE NEW.visit_type_id END);
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_availability_version_of_clinic() RETURNS trigger AS $$
BEGIN
  UPDATE clinic_groups SET availability_version = availability_version + 1 WHERE id = NEW.group_id;
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
-- Appointment changes that don't touch time, vet or status (notes) leave availability alone.
CREATE TRIGGER appointments_availability AFTER INSERT OR DELETE OR UPDATE OF vet_id, starts_at, ends_at, status, clinic_id ON appointments
  FOR EACH ROW EXECUTE FUNCTION bump_availability_version_by_clinic();--> statement-breakpoint
CREATE TRIGGER vet_time_off_availability AFTER INSERT OR UPDATE OR DELETE ON vet_time_off
  FOR EACH ROW EXECUTE FUNCTION bump_availability_version_by_clinic();--> statement-breakpoint
CREATE TRIGGER vet_working_hours_availability AFTER INSERT OR UPDATE OR DELETE ON vet_working_hours
  FOR EACH ROW EXECUTE FUNCTION bump_availability_version_by_clinic();--> statement-breakpoint
CREATE TRIGGER clinic_schedule_availability AFTER INSERT OR UPDATE OR DELETE ON clinic_schedule_intervals
  FOR EACH ROW EXECUTE FUNCTION bump_availability_version_by_clinic();--> statement-breakpoint
CREATE TRIGGER services_availability AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION bump_availability_version_by_clinic();--> statement-breakpoint
CREATE TRIGGER service_packages_availability AFTER INSERT OR UPDATE OR DELETE ON service_packages
  FOR EACH ROW EXECUTE FUNCTION bump_availability_version_by_clinic();--> statement-breakpoint
CREATE TRIGGER visit_types_availability AFTER INSERT OR UPDATE OR DELETE ON visit_types
  FOR EACH ROW EXECUTE FUNCTION bump_availability_version_by_clinic();--> statement-breakpoint
CREATE TRIGGER clinic_memberships_availability AFTER INSERT OR UPDATE OR DELETE ON clinic_memberships
  FOR EACH ROW EXECUTE FUNCTION bump_availability_version_by_clinic();--> statement-breakpoint
CREATE TRIGGER service_vets_availability AFTER INSERT OR UPDATE OR DELETE ON service_vets
  FOR EACH ROW EXECUTE FUNCTION bump_availability_version_by_service();--> statement-breakpoint
CREATE TRIGGER visit_type_vets_availability AFTER INSERT OR UPDATE OR DELETE ON visit_type_vets
  FOR EACH ROW EXECUTE FUNCTION bump_availability_version_by_visit_type();--> statement-breakpoint
CREATE TRIGGER staff_users_availability AFTER INSERT OR DELETE OR UPDATE OF is_vet, is_active, deleted_at, first_name, last_name, job_title, avatar ON staff_users
  FOR EACH ROW EXECUTE FUNCTION bump_availability_version_by_group();--> statement-breakpoint
CREATE TRIGGER clinics_availability AFTER UPDATE ON clinics
  FOR EACH ROW EXECUTE FUNCTION bump_availability_version_of_clinic();
