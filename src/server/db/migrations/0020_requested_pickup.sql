ALTER TABLE "submissions" ADD COLUMN "requested_pickup_date" date;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "requested_pickup_time" text;--> statement-breakpoint
UPDATE "submissions" SET "requested_pickup_date" = "pickup_date", "requested_pickup_time" = "pickup_time"
WHERE "pickup_date" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "status_changes" c
  WHERE c."submission_id" = "submissions"."id" AND c."to_status" IN ('Pickup Scheduled', 'Scheduled')
);
