import type { EventPhase } from '#src/shared/core/event-rules.ts';
import type { AdminEvent } from '#src/shared/events/event.schema.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { Badge, type Tone } from '#src/web/components/ui/badge.tsx';

const phaseText: Record<EventPhase, string> = {
  open: m['events.statusOpen'](),
  'not-started': m['events.statusNotStarted'](),
  ended: m['events.statusEnded'](),
};
const phaseTone: Record<EventPhase, Tone> = { open: 'green', 'not-started': 'blue', ended: 'gray' };

/** Whether an event takes requests now: closed by staff, or open, not started or ended by its dates. */
export function PhaseBadge({ event }: { event: AdminEvent }) {
  if (!event.active) return <Badge tone="gray">{m['events.statusClosed']()}</Badge>;
  return <Badge tone={phaseTone[event.phase]}>{phaseText[event.phase]}</Badge>;
}
