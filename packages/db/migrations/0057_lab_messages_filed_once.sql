-- Each lab message is filed once per integration and control id (MSH-10), enforced by the database: concurrent
-- imports (batches, the recovery sweep, a lab resending) cannot both file the same message. Copies already
-- filed before this index (none expected) become 'duplicate' first, the earliest one stays filed.
UPDATE "lab_messages" m SET "status" = 'duplicate', "reason_code" = 'duplicate',
  "reason_detail" = 'Message ' || f."id" || ' with the same control id was already filed.'
FROM (
  SELECT DISTINCT ON ("integration_id", "control_id") "id", "integration_id", "control_id" FROM "lab_messages"
  WHERE "status" = 'filed' AND "control_id" IS NOT NULL ORDER BY "integration_id", "control_id", "id"
) f
WHERE m."status" = 'filed' AND m."integration_id" = f."integration_id" AND m."control_id" = f."control_id" AND m."id" <> f."id";
--> statement-breakpoint
CREATE UNIQUE INDEX "lab_messages_filed_control_uq" ON "lab_messages" USING btree ("integration_id", "control_id") WHERE "status" = 'filed';
