CREATE TABLE "ownership_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"channel" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ownership_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"draft_key_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"asked_count" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_suspensions_date_unique" UNIQUE("date")
);
--> statement-breakpoint
CREATE TABLE "trucks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"plate_ending" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trucks_plate_ending_digit" CHECK ("trucks"."plate_ending" between 0 and 9)
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "needs_reschedule_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "pickup_truck_id" uuid;--> statement-breakpoint
ALTER TABLE "ownership_codes" ADD CONSTRAINT "ownership_codes_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_grants" ADD CONSTRAINT "ownership_grants_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_suspensions" ADD CONSTRAINT "pickup_suspensions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ownership_codes_submission_idx" ON "ownership_codes" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "ownership_grants_submission_idx" ON "ownership_grants" USING btree ("submission_id","draft_key_hash");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_pickup_truck_id_trucks_id_fk" FOREIGN KEY ("pickup_truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;