import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminEvent } from '#src/shared/events/event.schema.ts';
import { eventMessages } from '#src/shared/events/messages.ts';
import AdminEventsPage from '#src/web/features/events/admin-events-page.tsx';
import { anAdminEvent, anEventDetail } from '#src/web/features/events/test/events.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt, type SeenRequest, staffUser, writes } from '#src/web/test/http.ts';

// The event form as staff use it on the Events page (issue 14): the browser checks the server's
// rules before sending, and the server's own refusals land on the field they name.

const routes = { '/admin-events': <AdminEventsPage /> };

/** The events API with `events` as its rows; POST and PATCH answer with `refuse` when given. */
function eventsApi(events: AdminEvent[], refuse?: (request: SeenRequest) => Response | undefined) {
  return answerFetch((request) => {
    const refusal = request.method === 'GET' ? undefined : refuse?.(request);
    if (refusal) return refusal;
    if (request.url === '/api/admin/events' && request.method === 'POST') {
      const made = anAdminEvent({ id: 'e-new', slug: 'made-slug', ...(request.body as Partial<AdminEvent>) });
      events.push(made);
      return json(201, made);
    }
    if (request.url === '/api/admin/events') return json(200, events);
    const id = request.url.split('/').pop();
    const index = events.findIndex((event) => event.id === id);
    if (index < 0) return json(404, { error: 'NOT_FOUND', message: 'No such event' });
    if (request.method === 'PATCH') events[index] = { ...events[index]!, ...(request.body as Partial<AdminEvent>) };
    return json(200, request.method === 'PATCH' ? events[index] : anEventDetail(events[index]!));
  });
}

const field = (label: string) => screen.getByLabelText(label);
const errorOf = (label: string) => {
  const describedBy = field(label).getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)?.textContent : undefined;
};

async function openNewEventForm() {
  await userEvent.click(await screen.findByRole('button', { name: eventMessages.newEvent }));
  return screen.getByRole('form', { name: eventMessages.newEvent });
}

async function fillValidEvent() {
  await userEvent.type(field(eventMessages.venueLabel), 'SM Aura Premier');
  await userEvent.selectOptions(field(eventMessages.cityLabel), 'Taguig');
  await userEvent.type(field(eventMessages.startsOnLabel), '2026-05-16');
  await userEvent.type(field(eventMessages.endsOnLabel), '2026-05-17');
}

describe('the event form', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('names every missing field under it and sends nothing', async () => {
    const seen = eventsApi([]);
    renderAt('/admin-events', routes);
    const form = await openNewEventForm();
    await userEvent.click(within(form).getByRole('button', { name: eventMessages.createEvent }));

    expect(await screen.findByText(eventMessages.venueRequired)).toBeTruthy();
    expect(errorOf(eventMessages.venueLabel)).toBe(eventMessages.venueRequired);
    expect(errorOf(eventMessages.cityLabel)).toBe(eventMessages.cityRequired);
    expect(errorOf(eventMessages.startsOnLabel)).toBe(eventMessages.startsOnRequired);
    expect(errorOf(eventMessages.endsOnLabel)).toBe(eventMessages.endsOnRequired);
    expect(field(eventMessages.venueLabel).getAttribute('aria-invalid')).toBe('true');
    // The hand-over slots are optional: none, and the booth books pickups only.
    expect(screen.getByText(eventMessages.slotsHint)).toBeTruthy();
    expect(writes(seen)).toEqual([]);
  });

  it('refuses an end before the start, a slot that ends before it starts and a slug with spaces', async () => {
    const seen = eventsApi([]);
    renderAt('/admin-events', routes);
    const form = await openNewEventForm();
    await userEvent.type(field(eventMessages.venueLabel), 'SM Aura Premier');
    await userEvent.selectOptions(field(eventMessages.cityLabel), 'Taguig');
    await userEvent.type(field(eventMessages.startsOnLabel), '2026-05-17');
    await userEvent.type(field(eventMessages.endsOnLabel), '2026-05-16');
    await userEvent.click(within(form).getByRole('button', { name: eventMessages.addSlot }));
    await userEvent.clear(field(eventMessages.slotStartLabel));
    await userEvent.type(field(eventMessages.slotStartLabel), '12:00');
    await userEvent.clear(field(eventMessages.slotEndLabel));
    await userEvent.type(field(eventMessages.slotEndLabel), '10:00');
    await userEvent.type(field(eventMessages.slugLabel), 'sm aura');
    await userEvent.click(within(form).getByRole('button', { name: eventMessages.createEvent }));

    expect(await screen.findByText(eventMessages.endBeforeStart)).toBeTruthy();
    expect(errorOf(eventMessages.endsOnLabel)).toBe(eventMessages.endBeforeStart);
    expect(errorOf(eventMessages.slotEndLabel)).toBe(eventMessages.slotEndBeforeStart);
    expect(errorOf(eventMessages.slugLabel)).toBe(eventMessages.slugFormat);
    expect(errorOf(eventMessages.venueLabel)).toBeUndefined();
    expect(writes(seen)).toEqual([]);
  });

  it('suggests the slug from the venue and start date, creates the event and opens it', async () => {
    const seen = eventsApi([]);
    renderAt('/admin-events', routes);
    expect(await screen.findByText(eventMessages.noEvents)).toBeTruthy();
    const form = await openNewEventForm();
    expect(field(eventMessages.slugLabel).getAttribute('placeholder')).toBe('sm-aura-2026-05-16');
    await fillValidEvent();
    await userEvent.type(field(eventMessages.addressLabel), 'Upper Ground');
    // Two hand-over slots: the first on the first day as offered, the second moved to Sunday afternoon.
    await userEvent.click(within(form).getByRole('button', { name: eventMessages.addSlot }));
    await userEvent.click(within(form).getByRole('button', { name: eventMessages.addSlot }));
    const second = within(form).getByRole('group', { name: `${eventMessages.slotsLabel} 2` });
    await userEvent.selectOptions(within(second).getByLabelText(eventMessages.slotDayLabel), '2026-05-17');
    await userEvent.clear(within(second).getByLabelText(eventMessages.slotStartLabel));
    await userEvent.type(within(second).getByLabelText(eventMessages.slotStartLabel), '14:00');
    await userEvent.clear(within(second).getByLabelText(eventMessages.slotEndLabel));
    await userEvent.type(within(second).getByLabelText(eventMessages.slotEndLabel), '16:00');
    expect(field(eventMessages.slugLabel).getAttribute('placeholder')).toBe('sm-aura-premier-2026-05-16');
    await userEvent.click(within(form).getByRole('button', { name: eventMessages.createEvent }));

    expect(await screen.findByText(eventMessages.eventCreated, { selector: '[data-sonner-toast] *' })).toBeTruthy();
    expect(writes(seen)).toEqual([
      {
        url: '/api/admin/events',
        method: 'POST',
        body: {
          venue: 'SM Aura Premier',
          city: 'Taguig',
          address: 'Upper Ground',
          startsOn: '2026-05-16',
          endsOn: '2026-05-17',
          handoverSlots: [
            { date: '2026-05-16', start: '10:00', end: '12:00' },
            { date: '2026-05-17', start: '14:00', end: '16:00' },
          ],
        },
      },
    ]);
    // The form closes; the new event is listed and opened below the list.
    expect(screen.queryByRole('form', { name: eventMessages.newEvent })).toBeNull();
    const detail = await screen.findByRole('region', { name: 'SM Aura Premier' });
    const listed = within(detail).getByRole('list', { name: eventMessages.slotsLabel });
    expect([...listed.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Sat, May 16, 2026 · 10:00–12:00',
      'Sun, May 17, 2026 · 14:00–16:00',
    ]);
    expect(screen.getByRole('button', { name: 'SM Aura Premier', expanded: true })).toBeTruthy();
  });

  it('puts a taken slug under the slug field, as the server says it', async () => {
    const taken = 'An event with the address name "sm-aura" already exists';
    eventsApi([], () => json(409, { error: 'CONFLICT', message: taken }));
    renderAt('/admin-events', routes);
    const form = await openNewEventForm();
    await fillValidEvent();
    await userEvent.type(field(eventMessages.slugLabel), 'sm-aura');
    await userEvent.click(within(form).getByRole('button', { name: eventMessages.createEvent }));

    expect(await screen.findByText(taken)).toBeTruthy();
    expect(errorOf(eventMessages.slugLabel)).toBe(taken);
    // Still open, with what staff typed.
    expect((field(eventMessages.venueLabel) as HTMLInputElement).value).toBe('SM Aura Premier');
  });

  it('puts a refused field where the server names it, and anything else under the venue', async () => {
    let answer = json(400, {
      error: 'VALIDATION',
      message: eventMessages.tooManySlots,
      issues: [{ path: 'handoverSlots', message: eventMessages.tooManySlots }],
    });
    eventsApi([], () => answer);
    renderAt('/admin-events', routes);
    const form = await openNewEventForm();
    await fillValidEvent();
    const create = within(form).getByRole('button', { name: eventMessages.createEvent });
    await userEvent.click(create);
    expect(await screen.findByText(eventMessages.tooManySlots)).toBeTruthy();

    answer = json(500, { error: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
    await userEvent.click(create);
    expect(await screen.findByText(eventMessages.eventSaveFailed)).toBeTruthy();
    expect(errorOf(eventMessages.venueLabel)).toBe(eventMessages.eventSaveFailed);
    expect(screen.queryByText(eventMessages.tooManySlots)).toBeNull();
  });

  it('edits an event with its values filled in, and keeps a slug that already has requests', async () => {
    const slot = { date: '2026-05-16', start: '10:00', end: '12:00' };
    const event = anAdminEvent({ slugLocked: true, requests: 3, handoverSlots: [slot] });
    const seen = eventsApi([event]);
    renderAt('/admin-events', routes);
    await userEvent.click(await screen.findByRole('button', { name: event.venue }));
    await userEvent.click(await screen.findByRole('button', { name: eventMessages.editEvent }));

    const form = screen.getByRole('form', { name: eventMessages.editEvent });
    expect((field(eventMessages.venueLabel) as HTMLInputElement).value).toBe('SM Aura Premier');
    expect((field(eventMessages.cityLabel) as HTMLSelectElement).value).toBe('Taguig');
    expect((field(eventMessages.slotDayLabel) as HTMLSelectElement).value).toBe('2026-05-16');
    expect((field(eventMessages.slotStartLabel) as HTMLInputElement).value).toBe('10:00');
    const slug = field(eventMessages.slugLabel) as HTMLInputElement;
    expect(slug.value).toBe(event.slug);
    expect(slug.disabled).toBe(true);
    expect(errorOf(eventMessages.slugLabel)).toBe(eventMessages.slugLockedHint);

    await userEvent.clear(field(eventMessages.venueLabel));
    await userEvent.type(field(eventMessages.venueLabel), 'SM Aura (Level 2)');
    await userEvent.click(within(form).getByRole('button', { name: eventMessages.saveEvent }));

    expect(await screen.findByText(eventMessages.eventSaved, { selector: '[data-sonner-toast] *' })).toBeTruthy();
    expect(writes(seen)).toEqual([
      {
        url: '/api/admin/events/e1',
        method: 'PATCH',
        body: {
          venue: 'SM Aura (Level 2)',
          city: 'Taguig',
          address: event.address,
          startsOn: event.startsOn,
          endsOn: event.endsOn,
          handoverSlots: [slot],
          slug: event.slug,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: eventMessages.editEvent })).toBeNull());
    expect(await screen.findByRole('region', { name: 'SM Aura (Level 2)' })).toBeTruthy();
  });

  it('closes without saving on Cancel', async () => {
    const seen = eventsApi([]);
    renderAt('/admin-events', routes);
    const form = await openNewEventForm();
    await userEvent.type(field(eventMessages.venueLabel), 'Ayala Malls Manila Bay');
    await userEvent.click(within(form).getByRole('button', { name: eventMessages.cancel }));
    expect(screen.queryByRole('form', { name: eventMessages.newEvent })).toBeNull();
    expect(screen.getByRole('button', { name: eventMessages.newEvent })).toBeTruthy();
    expect(writes(seen)).toEqual([]);
  });
});
