import { sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';

export interface ChannelDepth {
  channel: string;
  /** Due messages not yet sent: waiting, waiting to retry, or being sent now. */
  pending: number;
  /** Seconds since the oldest of them became due (queued, or its planned time); null when none. */
  oldestSeconds: number | null;
  /**
   * Seconds the longest-waiting message that a worker could send now has waited past its due time
   * (a retry's wait counts from its next attempt); null when none is due. Readiness judges by this.
   */
  overdueSeconds: number | null;
}

/**
 * The outbox's depth and age per channel, for /metrics and /api/health/ready (issue 28), in one
 * grouped query. A reminder planned for later (decision 037) is not counted until its time: it is
 * not late, and would otherwise keep the gauge above 0 for days.
 */
export async function getOutboxDepth(db: Db, now: Date): Promise<ChannelDepth[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    select channel,
      count(*)::int as pending,
      extract(epoch from (${at}::timestamptz - min(coalesce(send_after, created_at))))::float8 as oldest,
      extract(epoch from (${at}::timestamptz - min(next_attempt_at) filter (where status = 'pending')))::float8 as overdue
    from notifications
    where status in ('pending', 'sending') and (send_after is null or send_after <= ${at}::timestamptz)
    group by channel`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => {
    const overdue = row.overdue === null ? null : Number(row.overdue);
    return {
      channel: String(row.channel),
      pending: Number(row.pending),
      oldestSeconds: row.oldest === null ? null : Math.max(0, Number(row.oldest)),
      overdueSeconds: overdue === null || overdue < 0 ? null : overdue,
    };
  });
}
