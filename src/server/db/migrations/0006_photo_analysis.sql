ALTER TABLE "photos" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "upload_sha256" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "analysis_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "analysis_item_name" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "analysis_description" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "analysis_categories" jsonb;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "analysis_condition" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "analysis_acceptable" boolean;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "analysis_source" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "analysis_model" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "analysed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "analysis_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "analysis_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "analysis_error" text;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_upload_sha256_idx" ON "photos" USING btree ("upload_sha256");--> statement-breakpoint
CREATE INDEX "photos_analysis_queue_idx" ON "photos" USING btree ("created_at") WHERE "photos"."analysis_status" in ('queued', 'running');