ALTER TABLE "profiles" ADD COLUMN "pin_lat" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pin_lng" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_pin_both_or_none" CHECK (("pin_lat" IS NULL) = ("pin_lng" IS NULL));
