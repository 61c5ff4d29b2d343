-- Decision 007, the outbox across a crash mid-send: when the attempt in flight was claimed
-- (committed before the provider is called), and how many attempts a crash cut off.
ALTER TABLE "notifications" ADD COLUMN "sending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "interruptions" integer DEFAULT 0 NOT NULL;