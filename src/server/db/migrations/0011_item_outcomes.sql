CREATE TABLE "item_outcomes" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"partner_id" uuid,
	"material" text,
	"weight_grams" integer NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_outcomes_outcome_known" CHECK ("item_outcomes"."outcome" in ('donated', 'resold', 'recycled', 'disposed')),
	CONSTRAINT "item_outcomes_weight_range" CHECK ("item_outcomes"."weight_grams" between 0 and 1000000),
	CONSTRAINT "item_outcomes_donated_has_partner" CHECK ("item_outcomes"."outcome" <> 'donated' or "item_outcomes"."partner_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"city" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_kind_known" CHECK ("partners"."kind" in ('donation', 'recycling', 'resale'))
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "impact_token" text;--> statement-breakpoint
ALTER TABLE "item_outcomes" ADD CONSTRAINT "item_outcomes_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_outcomes" ADD CONSTRAINT "item_outcomes_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_outcomes" ADD CONSTRAINT "item_outcomes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_outcomes" ADD CONSTRAINT "item_outcomes_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_outcomes_submission_idx" ON "item_outcomes" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "item_outcomes_partner_idx" ON "item_outcomes" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_name_lower_key" ON "partners" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_impact_token_key" ON "submissions" USING btree ("impact_token");--> statement-breakpoint
CREATE INDEX "submissions_completed_at_idx" ON "submissions" USING btree ("completed_at");--> statement-breakpoint
-- A tracking result shows a completed request's outcomes (issue 16): a change to them, or to a
-- partner's name, clears the cached lookups as migration 0001's triggers do for the rest.
CREATE TRIGGER item_outcomes_tracking_changed AFTER INSERT OR UPDATE OR DELETE ON item_outcomes
  FOR EACH ROW EXECUTE FUNCTION ligpit_notify_submission_part_changed();
--> statement-breakpoint
CREATE TRIGGER partners_tracking_changed AFTER UPDATE OR DELETE ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION ligpit_notify_all_changed();
