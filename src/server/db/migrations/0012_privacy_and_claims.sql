CREATE TABLE "claim_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"user_id" text,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ownership_codes" ADD COLUMN "purpose" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "ownership_codes" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "erasure_reason" text;--> statement-breakpoint
ALTER TABLE "claim_notices" ADD CONSTRAINT "claim_notices_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_notices" ADD CONSTRAINT "claim_notices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_notices_token_hash_key" ON "claim_notices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "claim_notices_submission_idx" ON "claim_notices" USING btree ("submission_id");--> statement-breakpoint
ALTER TABLE "ownership_codes" ADD CONSTRAINT "ownership_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;