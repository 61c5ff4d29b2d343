import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { type OutcomeReport, type ReportRange, reportRangeSchema } from '#src/shared/outcomes/outcome.schema.ts';
import { formatAmount, formatKg } from '#src/shared/outcomes/outcome-kinds.ts';
import { adminExportApiPath } from '#src/shared/outcomes/paths.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { RequireAdmin, useSessionLossRedirect } from '#src/web/components/staff/require-admin.tsx';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Button, ButtonLink, buttonClass } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { useOutcomeReport } from '#src/web/features/outcomes/api/outcomes-api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';

// Issue 16: monthly outcomes by city and by partner, a chart, and the CSV export of any range.

// The chart's library loads with the chart, on this page only.
const OutcomesChart = lazy(() =>
  import('#src/web/features/outcomes/components/outcomes-chart.tsx').then((module) => ({
    default: module.OutcomesChart,
  })),
);

const formTexts: Record<string, () => string> = { 'outcomes.rangeInvalid': m['outcomes.rangeInvalid'] };

function PageSkeleton() {
  return (
    <div className="container-page max-w-7xl space-y-4 py-8">
      <Skeleton className="h-10 w-60" />
      <Skeleton className="h-80" />
    </div>
  );
}

export default function ReportsPage() {
  return (
    <RequireAdmin fallback={<PageSkeleton />}>
      <Reports />
    </RequireAdmin>
  );
}

function Reports() {
  const today = manilaDate();
  const [range, setRange] = useState<ReportRange>({ from: `${addDays(today, -330).slice(0, 7)}-01`, to: today });
  const report = useOutcomeReport(range);
  useSessionLossRedirect(report.error);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportRange>({ defaultValues: range, resolver: zodResolver(reportRangeSchema) });

  return (
    <div className="container-page max-w-7xl space-y-6 py-8">
      <div>
        <ButtonLink to={submissionPages.adminDashboard} variant="ghost" size="sm">
          <ArrowLeft />
          {m['submissions.backToDashboard']()}
        </ButtonLink>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{m['outcomes.reportsTitle']()}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{m['outcomes.reportsIntro']()}</p>
      </div>
      <form className="flex flex-wrap items-end gap-3" noValidate onSubmit={handleSubmit((value) => setRange(value))}>
        <Field label={m['outcomes.fromDate']()} error={fieldError(errors.from?.message, formTexts)}>
          {(control) => <Input {...control} type="date" {...register('from')} />}
        </Field>
        <Field label={m['outcomes.toDate']()} error={fieldError(errors.to?.message, formTexts)}>
          {(control) => <Input {...control} type="date" {...register('to')} />}
        </Field>
        <Button type="submit">{m['outcomes.showReport']()}</Button>
        <a className={buttonClass('outline')} href={adminExportApiPath(range)} download>
          <Download />
          {m['outcomes.exportCsv']()}
        </a>
      </form>
      {report.isError && <Alert tone="error" title={m['outcomes.reportLoadFailed']()} />}
      {report.isPending && !report.isError && <Skeleton className="h-80" />}
      {report.data && <ReportBody report={report.data} />}
    </div>
  );
}

function ReportBody({ report }: { report: OutcomeReport }) {
  if (report.months.length === 0) return <p className="text-muted">{m['outcomes.noOutcomes']()}</p>;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{m['outcomes.chartLabel']()}</CardTitle>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Skeleton className="h-64" />}>
            <OutcomesChart months={report.months} />
          </Suspense>
        </CardContent>
      </Card>
      <ReportTable title={m['outcomes.month']()} rows={report.months.map((r) => ({ ...r, name: r.month }))} />
      <ReportTable
        title={m['outcomes.byCity']()}
        rows={report.byCity.map((r) => ({ ...r, name: `${r.month} · ${r.city}` }))}
      />
      <ReportTable
        title={m['outcomes.byPartner']()}
        rows={report.byPartner.map((r) => ({ ...r, name: `${r.month} · ${r.partner ?? m['outcomes.noPartner']()}` }))}
      />
    </div>
  );
}

type Row = OutcomeReport['months'][number] & { name: string };

function ReportTable({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-brand-100 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th className="py-2 pr-3">{title}</th>
                <th className="py-2 pr-3">{m['outcomes.requestsColumn']()}</th>
                <th className="py-2 pr-3">{m['outcomes.outcomeDonated']()}</th>
                <th className="py-2 pr-3">{m['outcomes.outcomeResold']()}</th>
                <th className="py-2 pr-3">{m['outcomes.outcomeRecycled']()}</th>
                <th className="py-2 pr-3">{m['outcomes.outcomeDisposed']()}</th>
                <th className="py-2">{m['outcomes.kgDiverted']()}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-50">
              {rows.map((r) => (
                <tr key={r.name}>
                  <td className="py-2 pr-3 font-semibold whitespace-nowrap">{r.name}</td>
                  <td className="py-2 pr-3">{formatAmount(r.requests)}</td>
                  <td className="py-2 pr-3">{formatAmount(r.donated)}</td>
                  <td className="py-2 pr-3">{formatAmount(r.resold)}</td>
                  <td className="py-2 pr-3">{formatAmount(r.recycled)}</td>
                  <td className="py-2 pr-3">{formatAmount(r.disposed)}</td>
                  <td className="py-2">{formatKg(r.kgDiverted)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
