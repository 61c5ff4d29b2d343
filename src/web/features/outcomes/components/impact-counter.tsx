import { useEffect, useState } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import type { ImpactCounter as Counter } from '#src/shared/outcomes/outcome.schema.ts';
import { formatAmount } from '#src/shared/outcomes/outcome-kinds.ts';
import { getImpactCounter } from '#src/web/features/outcomes/api/get-impact-counter.ts';

/**
 * Issue 16: everyone's impact so far, on the landing and Who We Are (decision 042). The pages are
 * pre-rendered without it and ask for it once hydrated: one small cached GET, with no query library,
 * so the landing's JavaScript barely grows (api/get-impact-counter.ts). The boxes keep their size
 * while it loads, so nothing below moves; without an answer they stay showing a dash.
 */
export function ImpactCounter() {
  const [counter, setCounter] = useState<Counter | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getImpactCounter(controller.signal)
      .then(setCounter)
      .catch(() => {});
    return () => controller.abort();
  }, []);
  const show = (value: number | undefined) => (value === undefined ? '–' : formatAmount(value));
  return (
    <section aria-labelledby="impact-title" className="mx-auto mt-14 max-w-4xl text-center">
      <h2 id="impact-title" className="text-2xl font-bold text-brand-900">
        {m['outcomes.counterTitle']()}
      </h2>
      <dl className="mt-6 grid grid-cols-3 gap-3" aria-live="polite" aria-busy={counter === null}>
        <Figure value={show(counter?.requestsCompleted)} label={m['outcomes.counterRequests']()} />
        <Figure value={show(counter?.itemsRehomed)} label={m['outcomes.counterItems']()} />
        <Figure value={show(counter?.kgDiverted)} label={m['outcomes.counterKg']()} />
      </dl>
    </section>
  );
}

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col-reverse justify-end rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
      <dt className="mt-1 text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-extrabold text-brand-800 sm:text-3xl">{value}</dd>
    </div>
  );
}
