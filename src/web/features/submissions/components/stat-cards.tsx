import { CalendarClock, CalendarX, CheckCircle2, Inbox, PackageCheck, PhilippinePeso } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import type { AdminStats } from '#src/shared/submissions/review.schema.ts';
import { statusLabel } from '#src/shared/submissions/status-label.ts';
import { Card } from '#src/web/components/ui/card.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { formatCentavosRounded, formatCount } from '#src/web/lib/format.ts';

function StatCard({ label, value, note, icon }: { label: string; value: string; note: ReactNode; icon: ReactNode }) {
  return (
    <Card className="p-4">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-semibold text-muted">{label}</p>
        <div className="text-brand-600 [&_svg]:size-5">{icon}</div>
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums text-ink">{value}</p>
      <p className="mt-1 text-xs text-muted">{note}</p>
    </Card>
  );
}

const openStatuses = [
  'Submitted',
  'Pending',
  'Processing',
  'Scheduled',
  'Pickup Scheduled',
  'En Route',
  'Arrived',
  'Picked Up',
];

/** Figures computed by the server from requests and staff notes (design.md §6.5), not samples. */
export function StatCards({ stats }: { stats: AdminStats | undefined }) {
  if (!stats) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  const open = openStatuses.reduce((sum, s) => sum + (stats.byStatus[s] ?? 0), 0);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <StatCard
        label={m['submissions.openRequests']()}
        value={formatCount(open)}
        icon={<Inbox />}
        note={m['submissions.openRequestsNote']({
          fresh: formatCount(stats.byStatus.Submitted ?? 0),
          inReview: formatCount(stats.byStatus.Processing ?? 0),
        })}
      />
      <StatCard
        label={m['submissions.pickupsThisWeek']()}
        value={formatCount(stats.pickupsThisWeek)}
        icon={<CalendarClock />}
        note={m['submissions.weekRange']({ from: formatDate(stats.week.from), to: formatDate(stats.week.to) })}
      />
      <StatCard
        label={m['submissions.completed']()}
        value={formatCount(stats.completed)}
        icon={<CheckCircle2 />}
        note={m['submissions.completedNote']({
          total: formatCount(stats.total),
          thisMonth: formatCount(stats.submissionsThisMonth),
        })}
      />
      <StatCard
        label={m['submissions.itemsResellable']()}
        value={formatCount(stats.itemsResellable)}
        icon={<PackageCheck />}
        note={m['submissions.itemsResellableNote']()}
      />
      <StatCard
        label={m['submissions.possibleProfit']()}
        value={formatCentavosRounded(stats.possibleProfitCentavos)}
        icon={<PhilippinePeso />}
        note={m['submissions.possibleProfitNote']()}
      />
      {stats.needsRescheduling > 0 && (
        <StatCard
          label={m['submissions.statNeedsRescheduling']()}
          value={formatCount(stats.needsRescheduling)}
          icon={<CalendarX />}
          note={m['submissions.statNeedsReschedulingHint']()}
        />
      )}
    </div>
  );
}

/** Requests per status, so staff see where work waits. */
export function StatusBreakdown({ stats }: { stats: AdminStats }) {
  const shown = Object.entries(stats.byStatus).filter(([, n]) => n > 0);
  if (shown.length === 0) return null;
  return (
    <p className="text-sm text-muted">
      {shown.map(([status, n], i) => (
        <span key={status}>
          {i > 0 && ' · '}
          {m['submissions.statusCount']({ status: statusLabel(status) })}{' '}
          <span className="font-semibold text-ink tabular-nums">{formatCount(n)}</span>
        </span>
      ))}
    </p>
  );
}
