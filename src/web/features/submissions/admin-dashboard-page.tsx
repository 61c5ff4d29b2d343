import { CalendarDays, ChartColumn, Clock, HandHeart, Images, LayoutGrid, Search, Table2, Truck } from 'lucide-react';
import { crewPages } from '#src/shared/crew/paths.ts';
import { eventPages } from '#src/shared/events/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { outcomePages } from '#src/shared/outcomes/paths.ts';
import { photoPages } from '#src/shared/photos/paths.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { staffFilterStatuses } from '#src/shared/submissions/status.ts';
import { statusLabel } from '#src/shared/submissions/status-label.ts';
import { Pagination } from '#src/web/components/staff/pagination.tsx';
import { RequireAdmin, useSessionLossRedirect } from '#src/web/components/staff/require-admin.tsx';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { ButtonLink } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Input, Select } from '#src/web/components/ui/field.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import {
  useAdminEventOptions,
  useAdminStats,
  useAdminSubmissions,
} from '#src/web/features/submissions/api/submissions-admin-api.ts';
import { StatCards, StatusBreakdown } from '#src/web/features/submissions/components/stat-cards.tsx';
import { SubmissionGrid, SubmissionTable } from '#src/web/features/submissions/components/submission-list.tsx';
import { cn } from '#src/web/lib/cn.ts';
import { useUrlSearch } from '#src/web/lib/use-url-search.ts';

const pageSize = 20;
const recentCount = 5; // product.md §9: 5 recent applications

function DashboardSkeleton() {
  return (
    <div className="container-page space-y-4 py-8">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-28" />
      <Skeleton className="h-96" />
    </div>
  );
}

export default function AdminDashboardPage() {
  return (
    <RequireAdmin fallback={<DashboardSkeleton />}>
      <Dashboard />
    </RequireAdmin>
  );
}

function Dashboard() {
  const stats = useAdminStats();
  const recent = useAdminSubmissions({ page: 1, pageSize: recentCount });
  useSessionLossRedirect(stats.error ?? recent.error);
  const failed = stats.isError || recent.isError;

  return (
    <div className="container-page max-w-7xl space-y-6 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{m['submissions.dashboardTitle']()}</h1>
          {stats.data && <StatusBreakdown stats={stats.data} />}
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={eventPages.adminEvents} variant="outline">
            <CalendarDays />
            {m['events.eventsNav']()}
          </ButtonLink>
          <ButtonLink to={submissionPages.adminPickupWindows} variant="outline">
            <Clock />
            {m['submissions.pickupWindowsLink']()}
          </ButtonLink>
          <ButtonLink to={photoPages.adminGallery} variant="outline">
            <Images />
            {m['submissions.photoGallery']()}
          </ButtonLink>
          <ButtonLink to={outcomePages.adminPartners} variant="outline">
            <HandHeart />
            {m['outcomes.partnersTitle']()}
          </ButtonLink>
          <ButtonLink to={outcomePages.adminReports} variant="outline">
            <ChartColumn />
            {m['outcomes.reportsTitle']()}
          </ButtonLink>
          <ButtonLink to={crewPages.adminCrew} variant="outline">
            <Truck />
            {m['crew.adminTitle']()}
          </ButtonLink>
        </div>
      </div>

      {failed && <Alert tone="error" title={m['submissions.dashboardLoadFailed']()} />}

      <StatCards stats={stats.data} />

      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader>
            <CardTitle>{m['submissions.recentApplications']()}</CardTitle>
          </CardHeader>
          <CardContent>
            {!recent.data ? (
              <Skeleton className="h-48" />
            ) : recent.data.items.length === 0 ? (
              <p className="text-sm text-muted">
                {m['submissions.noRequestsYetLong']()} <code>npm run seed</code> {m['submissions.noRequestsYetSeed']()}
              </p>
            ) : (
              <SubmissionTable items={recent.data.items} compact />
            )}
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{m['submissions.topItems']()}</CardTitle>
          </CardHeader>
          <CardContent>
            {!stats.data ? (
              <Skeleton className="h-48" />
            ) : stats.data.topItems.length === 0 ? (
              <p className="text-sm text-muted">{m['submissions.noTopItems']()}</p>
            ) : (
              <ol className="space-y-2">
                {stats.data.topItems.map((item, i) => (
                  <li key={item.name} className="flex items-center justify-between gap-3">
                    <span>
                      <span className="mr-2 text-muted tabular-nums">{i + 1}.</span>
                      {item.name}
                    </span>
                    <span className="text-sm text-muted tabular-nums">
                      {item.count === 1
                        ? m['submissions.photoCountOne']()
                        : m['submissions.photoCount']({ count: item.count })}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>

      <AllApplications />
    </div>
  );
}

/** Search, status filter, Grid/Table, pagination; kept in the URL so Back and reload keep the place. */
function AllApplications() {
  const { params, q, typed, setTyped, update } = useUrlSearch();
  const status = params.get('status') ?? '';
  const event = params.get('event') ?? '';
  const view = params.get('view') === 'grid' ? 'grid' : 'table';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const list = useAdminSubmissions({
    q: q || undefined,
    status: status || undefined,
    event: event || undefined,
    page,
    pageSize,
  });
  const events = useAdminEventOptions();
  useSessionLossRedirect(list.error);
  const items = list.data?.items ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>
          {list.data
            ? m['submissions.allApplicationsCount']({ total: list.data.total })
            : m['submissions.allApplications']()}
        </CardTitle>
        <fieldset className="flex rounded-xl border border-brand-200 p-0.5" aria-label={m['submissions.view']()}>
          {(['grid', 'table'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={view === mode}
              onClick={() => update({ view: mode === 'table' ? null : mode })}
              className={cn(
                'flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold [&_svg]:size-4',
                view === mode ? 'bg-brand-600 text-white' : 'text-brand-700 hover:bg-brand-50',
              )}
            >
              {mode === 'grid' ? <LayoutGrid /> : <Table2 />}
              {mode === 'grid' ? m['submissions.viewGrid']() : m['submissions.viewTable']()}
            </button>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted" />
            <Input
              type="search"
              aria-label={m['submissions.searchPlaceholder']()}
              placeholder={m['submissions.searchPlaceholder']()}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              className="pl-11"
            />
          </div>
          <Select
            aria-label={m['submissions.statusFilter']()}
            value={status}
            onChange={(e) => update({ status: e.target.value || null, page: null })}
            className="sm:w-56"
          >
            <option value="">{m['submissions.allStatuses']()}</option>
            {staffFilterStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </Select>
          {(events.data?.length ?? 0) > 0 && (
            <Select
              aria-label={m['submissions.eventFilter']()}
              value={event}
              onChange={(e) => update({ event: e.target.value || null, page: null })}
              className="sm:w-64"
            >
              <option value="">{m['submissions.allEvents']()}</option>
              {events.data?.map((e) => (
                <option key={e.slug} value={e.slug}>
                  {e.startsOn ? `${e.venue} · ${e.startsOn}` : e.venue}
                </option>
              ))}
            </Select>
          )}
        </div>

        {!list.data ? (
          <Skeleton className="h-64" />
        ) : items.length === 0 ? (
          <p className="rounded-xl bg-paper p-6 text-center text-sm text-muted">
            {q || status || event ? m['submissions.noMatches']() : m['submissions.noRequestsYet']()}
          </p>
        ) : (
          <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
            {view === 'grid' ? <SubmissionGrid items={items} /> : <SubmissionTable items={items} />}
          </div>
        )}
        {list.data && (
          <Pagination
            label={m['submissions.applicationsPages']()}
            page={page}
            pageSize={pageSize}
            total={list.data.total}
            onPage={(p) => update({ page: p > 1 ? String(p) : null })}
          />
        )}
      </CardContent>
    </Card>
  );
}
