-- Calendar invites (RFC 5545 SEQUENCE): a per-appointment counter that grows with every change of
-- time, status or place, so calendars apply each update in order (issue #13).
ALTER TABLE "appointments" ADD COLUMN "invite_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Manage links sent after the booking's own (appointments.token_hash): each mail the clinic causes
-- carries one, and every earlier link keeps working until the appointment's life ends. Hashes only.
CREATE TABLE "appointment_manage_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "appointment_manage_tokens" ADD CONSTRAINT "appointment_manage_tokens_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_manage_tokens_appointment_idx" ON "appointment_manage_tokens" USING btree ("appointment_id");--> statement-breakpoint
-- Every writer (desk, client link, deposit payment, jobs) moves the sequence, none can forget it.
CREATE OR REPLACE FUNCTION bump_appointment_invite_sequence() RETURNS trigger AS $$
BEGIN
  IF NEW.starts_at IS DISTINCT FROM OLD.starts_at OR NEW.ends_at IS DISTINCT FROM OLD.ends_at
     OR NEW.status IS DISTINCT FROM OLD.status OR NEW.vet_id IS DISTINCT FROM OLD.vet_id
     OR NEW.clinic_id IS DISTINCT FROM OLD.clinic_id THEN
    NEW.invite_sequence := OLD.invite_sequence + 1;
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER appointments_invite_sequence BEFORE UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION bump_appointment_invite_sequence();
