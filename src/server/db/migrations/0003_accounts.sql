-- Customer accounts (issue 11, decision 012): claim attempts counted for the claim limits.
CREATE TABLE "claim_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"succeeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_attempts" ADD CONSTRAINT "claim_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_attempts" ADD CONSTRAINT "claim_attempts_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_attempts_user_idx" ON "claim_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_attempts_submission_idx" ON "claim_attempts" USING btree ("submission_id","created_at");--> statement-breakpoint
-- Sign-in now requires a confirmed address. Staff accounts were made or promoted by an operator
-- (ADMIN_EMAIL or npm run admin:create), which is the proof; mark them so they keep signing in.
UPDATE "user" SET "email_verified" = true WHERE "role" = 'admin';
