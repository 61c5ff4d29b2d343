ALTER TABLE "status_changes" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "status_changes" ADD COLUMN "note_params" jsonb;
