-- Tags and taggables (issue #14, spec §3 "tags with entity_type and entity_id"). A tag belongs to one clinic,
-- has a colour from a fixed accessible palette (a key, not a free hex: the web maps it to a background and a
-- text colour with enough contrast) and the entity types it may be put on. A taggable puts a tag on a pet,
-- client, record or appointment; for a record it also carries "record_id" so a closed record refuses it.
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"colour" varchar(16) NOT NULL,
	"entity_types" varchar(16)[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "taggables" (
	"tag_id" integer NOT NULL,
	"entity_type" varchar(16) NOT NULL,
	"entity_id" integer NOT NULL,
	"record_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taggables_pk" PRIMARY KEY("tag_id","entity_type","entity_id"),
	CONSTRAINT "taggables_entity_type_check" CHECK ("taggables"."entity_type" IN ('pet', 'client', 'record', 'appointment')),
	CONSTRAINT "taggables_record_check" CHECK (("taggables"."entity_type" = 'record') = ("taggables"."record_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taggables" ADD CONSTRAINT "taggables_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taggables" ADD CONSTRAINT "taggables_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taggables" ADD CONSTRAINT "taggables_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_clinic_name_uq" ON "tags" USING btree ("clinic_id", lower("name")) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "taggables_entity_idx" ON "taggables" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE TRIGGER taggables_closed BEFORE INSERT OR UPDATE OR DELETE ON taggables
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_record();
