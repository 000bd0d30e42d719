ALTER TABLE "staff_users" ADD COLUMN "pin_failed_attempts" smallint DEFAULT 0 NOT NULL;
