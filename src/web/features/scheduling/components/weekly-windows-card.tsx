import { m } from '#src/shared/i18n/messages.ts';
import type { PickupWindow } from '#src/shared/scheduling/pickup-slots.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { AddWindowForm } from '#src/web/features/scheduling/components/add-window-form.tsx';
import { WindowTable } from '#src/web/features/scheduling/components/window-table.tsx';

/** The weekly pickup windows households book, with their room per city (issue 15). */
export function WeeklyWindowsCard({ windows }: { windows: PickupWindow[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m['scheduling.weeklyWindows']()}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <WindowTable windows={windows} />
        <AddWindowForm />
      </CardContent>
    </Card>
  );
}
