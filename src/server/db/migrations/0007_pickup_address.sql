ALTER TABLE "photos" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "barangay" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "landmark" text;