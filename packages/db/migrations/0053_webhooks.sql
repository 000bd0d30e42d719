-- Outgoing webhooks (issue 20). A clinic registers endpoints with the events it wants; every event is written
-- as one `webhook_deliveries` row per subscribed endpoint in the same transaction as the change that caused it
-- (an outbox), and a job posts the rows with retries. `secret` signs the bodies, so it is kept readable (it is
-- shown to the clinic once and can be rotated). `allow_private` lets the clinic's admin target a private or
-- loopback address (an on-premise system); otherwise the SSRF guard refuses them. `failing_since` is the first
-- failure after the last success: 24 h of failures disable the endpoint.
CREATE TABLE "webhook_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id") ON DELETE cascade,
	"url" varchar(2000) NOT NULL,
	"description" varchar(200),
	"events" text[] NOT NULL,
	"secret" varchar(100) NOT NULL,
	"allow_private" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"failing_since" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_by" integer REFERENCES "staff_users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_clinic_idx" ON "webhook_endpoints" USING btree ("clinic_id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id") ON DELETE cascade,
	"endpoint_id" integer NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE cascade,
	"event_id" uuid NOT NULL,
	"event_type" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"response_body" varchar(1000),
	"duration_ms" integer,
	"last_error" varchar(500),
	"replay_of" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("status" IN ('pending', 'delivered', 'failed'))
);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id", "id");
