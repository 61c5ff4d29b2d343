ALTER TABLE "trucks" ADD COLUMN "depot_lat" double precision;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "depot_lng" double precision;--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_depot_both_or_none" CHECK (("depot_lat" IS NULL) = ("depot_lng" IS NULL));--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "pin_lat" double precision;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "pin_lng" double precision;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_pin_both_or_none" CHECK (("pin_lat" IS NULL) = ("pin_lng" IS NULL));--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "stop_position" integer;
