CREATE TABLE "pickup_day_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"city" text,
	"window_id" uuid,
	"capacity" integer NOT NULL,
	"reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_day_limits_capacity_range" CHECK ("pickup_day_limits"."capacity" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "pickup_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_windows_weekday_range" CHECK ("pickup_windows"."weekday" between 1 and 7),
	CONSTRAINT "pickup_windows_capacity_range" CHECK ("pickup_windows"."capacity" between 0 and 1000),
	CONSTRAINT "pickup_windows_times" CHECK ("pickup_windows"."starts_at" ~ '^[0-2][0-9]:[0-5][0-9]$' and "pickup_windows"."ends_at" ~ '^[0-2][0-9]:[0-5][0-9]$' and "pickup_windows"."starts_at" < "pickup_windows"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "send_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "pickup_window_id" uuid;--> statement-breakpoint
ALTER TABLE "pickup_day_limits" ADD CONSTRAINT "pickup_day_limits_window_id_pickup_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."pickup_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_day_limits" ADD CONSTRAINT "pickup_day_limits_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_day_limits_date_idx" ON "pickup_day_limits" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_windows_weekday_starts_key" ON "pickup_windows" USING btree ("weekday","starts_at");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_pickup_window_id_pickup_windows_id_fk" FOREIGN KEY ("pickup_window_id") REFERENCES "public"."pickup_windows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_pickup_slot_idx" ON "submissions" USING btree ("pickup_date","pickup_window_id");--> statement-breakpoint
-- Issue 15: the windows the issue names, every day, 10 pickups per city each, so booking works on a
-- fresh install; staff change them on the Pickup windows page.
INSERT INTO "pickup_windows" ("weekday", "starts_at", "ends_at", "capacity")
SELECT d, w.starts_at, w.ends_at, 10
FROM generate_series(1, 7) AS d
CROSS JOIN (VALUES ('08:00', '11:00'), ('11:00', '14:00'), ('14:00', '17:00')) AS w(starts_at, ends_at);
