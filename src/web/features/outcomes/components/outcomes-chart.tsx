import { useEffect, useRef } from 'react';
import { manilaInstant } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import type { OutcomeReport } from '#src/shared/outcomes/outcome.schema.ts';

// Issue 16: the Reports page's chart. uPlot (about 20 KB gzip) and its stylesheet load here, when
// the chart first draws, so no other page (and not the landing) carries them.

const series = [
  { key: 'donated', label: m['outcomes.outcomeDonated'], stroke: '#047857' },
  { key: 'resold', label: m['outcomes.outcomeResold'], stroke: '#b45309' },
  { key: 'recycled', label: m['outcomes.outcomeRecycled'], stroke: '#0369a1' },
  { key: 'disposed', label: m['outcomes.outcomeDisposed'], stroke: '#6b7280' },
] as const;

/** Items per month by outcome, one bar group per month. */
export function OutcomesChart({ months }: { months: OutcomeReport['months'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target || months.length === 0) return;
    let chart: { destroy: () => void } | undefined;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      // x: each month's first day, in seconds (uPlot's time axis).
      const x = months.map((row) => manilaInstant(`${row.month}-01`).getTime() / 1000);
      const bars = UPlot.paths.bars?.({ size: [0.7, 48], gap: 1 });
      chart = new UPlot(
        {
          width: Math.max(280, target.clientWidth),
          height: 260,
          series: [
            {},
            ...series.map((s) => ({ label: s.label(), stroke: s.stroke, fill: `${s.stroke}55`, paths: bars })),
          ],
          axes: [{}, { label: m['outcomes.itemsColumn']() }],
        },
        [x, ...series.map((s) => months.map((row) => row[s.key]))],
        target,
      );
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [months]);
  return <div ref={box} role="img" aria-label={m['outcomes.chartLabel']()} className="min-h-[260px] w-full" />;
}
