ALTER TABLE "status_changes" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "status_changes" ADD COLUMN "note_params" jsonb;
--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "label" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "brand" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "condition" SET DEFAULT '';--> statement-breakpoint
UPDATE "photos" SET "label" = '' WHERE "label" ~* '^\s*item(\s+[0-9]+)?\s*$';--> statement-breakpoint
UPDATE "photos" SET "brand" = '' WHERE "brand" ~* '^\s*(random item|unknown|unspecified)\s*$';--> statement-breakpoint
UPDATE "photos" SET "condition" = '' WHERE "condition" ~* '^\s*(unspecified|unknown)\s*$';
