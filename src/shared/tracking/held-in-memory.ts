/**
 * How long a server holds a household's tracking answer in memory after reading it: the lookup cache,
 * and the markup made from it (kept result pages, a shape's first page). Past it the record is read
 * again, and names, phones and addresses leave memory even if nobody asks for them again.
 */
export const trackingAnswerHeldMs = 5 * 60_000;
