CREATE TABLE "crew_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"truck_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"photo_id" uuid,
	"reason" text,
	"tapped_at" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_item_loads" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"by_user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crew_assignments" ADD CONSTRAINT "crew_assignments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_assignments" ADD CONSTRAINT "crew_assignments_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_assignments" ADD CONSTRAINT "crew_assignments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_actions" ADD CONSTRAINT "crew_actions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_actions" ADD CONSTRAINT "crew_actions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_actions" ADD CONSTRAINT "crew_actions_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_item_loads" ADD CONSTRAINT "crew_item_loads_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_item_loads" ADD CONSTRAINT "crew_item_loads_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_item_loads" ADD CONSTRAINT "crew_item_loads_by_user_id_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_assignments_user_date_key" ON "crew_assignments" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "crew_assignments_date_idx" ON "crew_assignments" USING btree ("date","truck_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_actions_idempotency_key_key" ON "crew_actions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "crew_actions_submission_idx" ON "crew_actions" USING btree ("submission_id","at");--> statement-breakpoint
CREATE INDEX "crew_item_loads_submission_idx" ON "crew_item_loads" USING btree ("submission_id");
