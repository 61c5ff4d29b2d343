-- Issue 23 (decision 057): the cities staff paused (no truck covers them for now). A city not
-- listed is served; the 17 cities themselves are a list in src/shared/core/cities.ts.
CREATE TABLE "paused_cities" (
	"city" text PRIMARY KEY NOT NULL,
	"paused_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paused_cities" ADD CONSTRAINT "paused_cities_paused_by_user_id_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A suspended day covers every city (null) or only the cities staff picked (Marikina floods, Makati does not).
ALTER TABLE "pickup_suspensions" ADD COLUMN "cities" text[];--> statement-breakpoint
-- One pickup address: the profile keeps street (street_address), barangay, city, postal code and
-- landmark, and no composite line beside them. A composite typed by a person becomes the street
-- line when the profile has none; the old fallback placeholder sentence (product.md §4) becomes nothing.
ALTER TABLE "profiles" ADD COLUMN "landmark" text;--> statement-breakpoint
UPDATE "profiles" SET "street_address" = btrim("address")
WHERE coalesce(btrim("street_address"), '') = ''
  AND btrim("address") <> ''
  AND "address" !~* '^\s*default\s+address\s*$';--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "address";
