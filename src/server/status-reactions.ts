import { impactReceiptReaction } from '#src/server/features/outcomes/impact-receipt.ts';
import { pickupReminderReaction } from '#src/server/features/scheduling/pickup-reminders.ts';
import { statusMessages } from '#src/server/features/submissions/status-sms.ts';
import { verdictMessagesReaction } from '#src/server/features/submissions/verdict-messages.ts';
import type { StatusReaction } from '#src/server/lib/status-reactions.ts';

/**
 * Every subject's reaction to a line of a request's history, in the order they run inside its
 * transaction. A new reaction is a function in its own subject's folder, added here
 * (docs/architecture.md, "Where do I add a status reaction").
 */
export function statusReactions(config: { staffEmail: string }): StatusReaction[] {
  return [pickupReminderReaction, impactReceiptReaction, statusMessages(config), verdictMessagesReaction];
}
