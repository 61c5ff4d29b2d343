import { manilaDate } from '#src/shared/core/dates.ts';

// The rules of an event booth (issue 14), pure so the server, the booth page and the staff page agree.

export const eventPhases = ['open', 'not-started', 'ended'] as const;
export type EventPhase = (typeof eventPhases)[number];

export interface EventWindow {
  active: boolean;
  /** YYYY-MM-DD (Manila); null on old rows made before dates were required. */
  startsOn: string | null;
  endsOn: string | null;
}

/** Where an event stands on a Manila date: closed by staff or past its last day is "ended". */
export function eventPhase(event: EventWindow, today: string): EventPhase {
  if (!event.active) return 'ended';
  if (event.startsOn && today < event.startsOn) return 'not-started';
  if (event.endsOn && today > event.endsOn) return 'ended';
  return 'open';
}

/** How long after staff close an event a request saved offline before the close is still taken. */
export const offlineGraceMs = 7 * 24 * 60 * 60 * 1000;
/** A device clock may run this far ahead of the server's. */
const clockSkewMs = 10 * 60 * 1000;

export interface EventForSubmit extends EventWindow {
  /** When staff last closed it; null while open (or for rows closed before this was recorded). */
  closedAt: Date | null;
}

/**
 * Why an event refuses a request now, or null when it takes it. A request the booth saved while
 * offline carries `queuedAt`, the device's time of saving: it is judged by that moment, so a visitor
 * served before the close is not lost because the venue's Wi-Fi came back after it (decision 030).
 * Only a recent close honours it, and never a time in the future.
 */
export function eventRefusal(
  event: EventForSubmit,
  at: { now: Date; queuedAt?: Date | null },
): Exclude<EventPhase, 'open'> | null {
  const nowPhase = eventPhase(event, manilaDate(at.now));
  if (nowPhase === 'open') return null;
  const queuedAt = at.queuedAt;
  if (!queuedAt || Number.isNaN(queuedAt.getTime())) return nowPhase;
  const now = at.now.getTime();
  const saved = queuedAt.getTime();
  if (saved > now + clockSkewMs) return nowPhase;
  if (!event.active) {
    // Closed by staff: only what was saved before the close, and only for a week after it.
    if (!event.closedAt || saved >= event.closedAt.getTime() || now - event.closedAt.getTime() > offlineGraceMs) {
      return nowPhase;
    }
  } else if (now - saved > offlineGraceMs) {
    return nowPhase;
  }
  const thenPhase = eventPhase({ ...event, active: true }, manilaDate(queuedAt));
  return thenPhase === 'open' ? null : thenPhase;
}

/** "SM Aura Premier" → "sm-aura-premier" (accents dropped: "Parañaque" → "paranaque"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** The address name of an event made from its venue and start date: "sm-aura-premier-2026-05-16". */
export function makeEventSlug(venue: string, startsOn: string | null | undefined): string {
  const base = slugify(venue) || 'event';
  return startsOn ? `${base}-${startsOn}` : base;
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug as people type it, lower-cased and trimmed (the pattern then decides). */
export function cleanSlug(raw: string): string {
  return raw.trim().toLowerCase();
}
