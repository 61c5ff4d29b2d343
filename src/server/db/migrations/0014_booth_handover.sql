ALTER TABLE "events" ADD COLUMN "handover_slots" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "handover" text;--> statement-breakpoint
UPDATE "submissions" SET "handover" = 'booth' WHERE "event_id" IS NOT NULL;
