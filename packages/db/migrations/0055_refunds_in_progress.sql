-- A refund through the payment provider in flight (issue #16): claimed under the sale's lock before the provider is
-- called and released when the refund is recorded, so a second provider refund of the same sale started meanwhile
-- is refused (409) instead of passing the same limits check and sending more money back than the note allows.
-- A claim older than two minutes is a crashed request's and may be taken over (docs/decisions.md).
CREATE TABLE "refunds_in_progress" (
	"sale_id" integer PRIMARY KEY NOT NULL REFERENCES "sales"("id"),
	"credit_note_id" integer NOT NULL REFERENCES "credit_notes"("id"),
	"request_key" varchar(120) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
