-- Decision 033, message budgets: the recipient as budgets count it and the budget a message
-- counts against; rows over budget get status 'suppressed' (status is plain text: no change).
ALTER TABLE "notifications" ADD COLUMN "recipient_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "budget" text;--> statement-breakpoint
CREATE INDEX "notifications_recipient_budget_idx" ON "notifications" USING btree ("recipient_key","created_at");