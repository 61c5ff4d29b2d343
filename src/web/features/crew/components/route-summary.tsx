import type { DayRoute } from '#src/shared/crew/crew.schema.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** Issue 37: the truck's km and driving estimate, as the server routed the day. */
export function RouteSummary({ route }: { route: DayRoute }) {
  return (
    <p className="text-sm font-semibold" data-testid="route-summary">
      {m['crew.routeSummary']({ km: route.km, minutes: route.minutes })}
      {!route.fromDepot && <span className="block font-normal text-muted">{m['crew.routeNoDepot']()}</span>}
    </p>
  );
}
