-- Issue 27: the household sees each item's verdict. Staff keep a short list of places to suggest
-- for an item we cannot take (a drop-off suggestion: a name and a note the household reads), and
-- give a refused photo a reason from a fixed list, a note for the household and, optionally, one
-- suggestion. The staff-only verdict note stays in photos.verdict_note.
CREATE TABLE "drop_off_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "drop_off_suggestions_name_lower_key" ON "drop_off_suggestions" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "refusal_note" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "drop_off_id" uuid;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_drop_off_id_drop_off_suggestions_id_fk" FOREIGN KEY ("drop_off_id") REFERENCES "public"."drop_off_suggestions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_refusal_reason_known" CHECK ("photos"."refusal_reason" is null or "photos"."refusal_reason" in ('size', 'condition', 'hazard', 'not_accepted'));--> statement-breakpoint
-- A tracking result names the suggestion: renaming or removing one clears the cached lookups, as
-- migration 0011 does for partners.
CREATE TRIGGER drop_off_suggestions_tracking_changed AFTER UPDATE OR DELETE ON drop_off_suggestions
  FOR EACH STATEMENT EXECUTE FUNCTION ligpit_notify_all_changed();
