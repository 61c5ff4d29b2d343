import { m } from '#src/shared/i18n/messages.ts';
import type { PickupWindow } from '#src/shared/scheduling/pickup-slots.ts';
import { WindowRow } from '#src/web/features/scheduling/components/window-row.tsx';

/** The weekly windows, a row each: its room per city and whether it is offered. */
export function WindowTable({ windows }: { windows: PickupWindow[] }) {
  return (
    // Below 640 px each window is a card (its cells wrap in a row, the heading row hidden): a
    // phone never scrolls the table sideways (issue 24).
    <div className="relative overflow-x-auto">
      <table className="block w-full text-left text-sm sm:table sm:min-w-[34rem]">
        <thead className="hidden border-b border-brand-100 text-xs uppercase tracking-wide text-muted sm:table-header-group">
          <tr>
            <th className="py-2 pr-3 font-semibold">{m['scheduling.colDay']()}</th>
            <th className="py-2 pr-3 font-semibold">{m['scheduling.colWindow']()}</th>
            <th className="py-2 pr-3 font-semibold">{m['scheduling.colCapacity']()}</th>
            <th className="py-2 font-semibold">{m['scheduling.colOffered']()}</th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-brand-50 sm:table-row-group">
          {windows.map((w) => (
            <WindowRow key={w.id} window={w} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
