import { m } from '#src/shared/i18n/messages.ts';
import type { DayLimit, PickupWindow } from '#src/shared/scheduling/pickup-slots.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { AddDayLimitForm } from '#src/web/features/scheduling/components/add-day-limit-form.tsx';
import { DayLimitList } from '#src/web/features/scheduling/components/day-limit-list.tsx';

/** The days closed or limited from today on, and the form that closes or limits another (issue 15). */
export function DayLimitsCard({ limits, windows }: { limits: DayLimit[]; windows: PickupWindow[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m['scheduling.dayLimitsTitle']()}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <DayLimitList limits={limits} />
        <AddDayLimitForm windows={windows} />
      </CardContent>
    </Card>
  );
}
