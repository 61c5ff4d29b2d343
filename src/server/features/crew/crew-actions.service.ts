import { and, eq } from 'drizzle-orm';
import type { Tx } from '#src/server/db/client.ts';
import { crewActions, crewItemLoads, photos, submissions } from '#src/server/db/schema.ts';
import { enqueueNotifications } from '#src/server/features/notifications/outbox.ts';
import { queueOnTheWaySms } from '#src/server/features/submissions/on-the-way.service.ts';
import { writeStatusChange } from '#src/server/features/submissions/status-transitions.ts';
import { appError } from '#src/server/http/errors.ts';
import type { StatusDeps, SubmissionRow } from '#src/server/lib/status-reactions.ts';
import { manilaDate } from '#src/shared/core/dates.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import type { CrewAction, CrewActionResult } from '#src/shared/crew/crew.schema.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { trackingResultUrl } from '#src/shared/tracking/paths.ts';
import { truckOf } from './crew-accounts.service.ts';
import { truckStops } from './crew-stops.service.ts';
import { nobodyHomeEmail, nobodyHomeSms } from './nobody-home-message.ts';

// Issue 27: what the crew records at a stop. Each action carries a key made on the phone when it was
// tapped; the first arrival records it, a retry (the queue resending after a lost answer) finds the
// key and changes nothing (decision 061). Status changes go through the status core.

/** The ETA the crew's On the way sends when the phone gives none. */
const defaultEtaMinutes = 30;

/** Where each step may start from. */
const allowedFrom: Record<CrewAction['kind'], readonly string[]> = {
  'on-the-way': ['Pickup Scheduled'],
  arrived: ['Pickup Scheduled', 'En Route'],
  loaded: ['Pickup Scheduled', 'En Route', 'Arrived'],
  'left-behind': ['Pickup Scheduled', 'En Route', 'Arrived'],
  'nobody-home': ['Pickup Scheduled', 'En Route', 'Arrived'],
  done: ['Arrived'],
};

export async function recordCrewAction(
  deps: StatusDeps,
  crew: { id: string },
  input: CrewAction,
): Promise<CrewActionResult> {
  const today = manilaDate(deps.now);
  const truck = await truckOf(deps.db, crew.id, today);
  if (!truck) throw appError('NOT_FOUND', 'crew.notYourStop');
  const stopNow = async () =>
    (await truckStops(deps.db, truck.id, today)).find((s) => s.trackingNumber === input.trackingNumber) ?? null;

  const [seen] = await deps.db
    .select({ userId: crewActions.userId })
    .from(crewActions)
    .where(eq(crewActions.idempotencyKey, input.idempotencyKey))
    .limit(1);
  if (seen) {
    if (seen.userId !== crew.id) throw appError('CONFLICT', 'crew.idempotencyKeyInvalid');
    return { duplicate: true, stop: await stopNow() };
  }

  const recorded = await deps.db.transaction(async (tx) => {
    // The row under lock: two phones of one truck acting at once take turns.
    const [row] = await tx
      .select()
      .from(submissions)
      .where(
        and(
          eq(submissions.trackingNumber, input.trackingNumber),
          eq(submissions.pickupDate, today),
          eq(submissions.pickupTruckId, truck.id),
        ),
      )
      .for('update')
      .limit(1);
    // Another truck's stop, or another day's, reads as unknown: a crew sees no other truck's stops.
    if (!row) throw appError('NOT_FOUND', 'crew.notYourStop');
    const [action] = await tx
      .insert(crewActions)
      .values({
        idempotencyKey: input.idempotencyKey,
        submissionId: row.id,
        userId: crew.id,
        kind: input.kind,
        photoId: input.photoId ?? null,
        reason: input.reason ?? null,
        tappedAt: input.tappedAt ? new Date(input.tappedAt) : null,
      })
      .onConflictDoNothing({ target: crewActions.idempotencyKey })
      .returning({ id: crewActions.id });
    // The same key arrived twice at once: the other one recorded it.
    if (!action) return false;
    const open = allowedFrom[input.kind].includes(row.status) && row.needsRescheduleSince === null;
    if (!open) throw appError('TRANSITION_NOT_ALLOWED', 'crew.actionNotAllowed', { status: row.status });
    await apply(tx, deps, crew, row, input, action.id);
    return true;
  });
  return { duplicate: !recorded, stop: await stopNow() };
}

async function apply(
  tx: Tx,
  deps: StatusDeps,
  crew: { id: string },
  row: SubmissionRow,
  input: CrewAction,
  actionId: string,
): Promise<void> {
  const change = (to: string, reason: string, set?: Partial<typeof submissions.$inferInsert>) =>
    writeStatusChange(tx, deps, { row, to, reason, byUserId: crew.id, actor: 'crew', set });
  switch (input.kind) {
    case 'on-the-way':
      await change('En Route', englishText('crew.historyOnTheWay'));
      await queueOnTheWaySms(tx, row, {
        etaMinutes: input.etaMinutes ?? defaultEtaMinutes,
        idempotencyKey: `on-the-way:crew:${actionId}`,
      });
      return;
    case 'arrived':
      await change('Arrived', englishText('crew.historyArrived'));
      return;
    case 'loaded':
    case 'left-behind': {
      const [photo] = await tx
        .select({ id: photos.id, verdict: photos.verdict })
        .from(photos)
        .where(and(eq(photos.id, input.photoId!), eq(photos.submissionId, row.id)))
        .limit(1);
      if (!photo) throw appError('NOT_FOUND', 'crew.itemNotOnStop');
      // Decision 086: "staff's verdict" is true only of an item staff marked "Can't take".
      if (input.kind === 'left-behind' && input.reason === 'not-taken' && photo.verdict !== 'reject') {
        throw appError('UNPROCESSABLE', 'crew.notTakenOnlyRefused');
      }
      const values = {
        state: input.kind,
        reason: input.kind === 'left-behind' ? (input.reason ?? null) : null,
        byUserId: crew.id,
        at: deps.now,
      };
      await tx
        .insert(crewItemLoads)
        .values({ photoId: photo.id, submissionId: row.id, ...values })
        .onConflictDoUpdate({ target: crewItemLoads.photoId, set: values });
      return;
    }
    case 'nobody-home':
      await nobodyHome(tx, deps, row, actionId, (reason, set) => change('Pickup Scheduled', reason, set));
      return;
    case 'done': {
      const items = await tx
        .select({ id: photos.id, state: crewItemLoads.state, verdict: photos.verdict })
        .from(photos)
        .leftJoin(crewItemLoads, eq(crewItemLoads.photoId, photos.id))
        .where(eq(photos.submissionId, row.id));
      // Decision 086: an item staff marked "Can't take" and the crew did not load stays at the door
      // for that reason; every other item must be marked.
      if (items.some((i) => i.state === null && i.verdict !== 'reject')) {
        throw appError('UNPROCESSABLE', 'crew.itemsNotRecorded');
      }
      for (const item of items.filter((i) => i.state === null)) {
        const values = { state: 'left-behind', reason: 'not-taken', byUserId: crew.id, at: deps.now };
        await tx
          .insert(crewItemLoads)
          .values({ photoId: item.id, submissionId: row.id, ...values })
          .onConflictDoNothing({ target: crewItemLoads.photoId });
        item.state = 'left-behind';
      }
      const loaded = items.filter((i) => i.state === 'loaded').length;
      await change('Picked Up', englishText('crew.historyPickedUp', { loaded, total: items.length }));
      return;
    }
  }
}

/**
 * Nobody home: the request goes back to Pickup Scheduled, marked as needing a new window (the flag
 * of decision 043, which opens the household's self-service move whatever the 24-hour cutoff), and
 * the household gets an SMS and an e-mail with its request page's link. What was marked at the door
 * is forgotten: the next visit starts afresh.
 */
async function nobodyHome(
  tx: Tx,
  deps: StatusDeps,
  row: SubmissionRow,
  actionId: string,
  change: (reason: string, set: Partial<typeof submissions.$inferInsert>) => Promise<unknown>,
): Promise<void> {
  await change(englishText('crew.historyNobodyHome'), { needsRescheduleSince: deps.now });
  await tx.delete(crewItemLoads).where(eq(crewItemLoads.submissionId, row.id));
  const input = {
    name: row.name,
    trackingNumber: row.trackingNumber,
    trackUrl: trackingResultUrl(deps.publicUrl, row.trackingNumber),
    locale: row.locale,
  };
  const email = nobodyHomeEmail(input);
  const phone = normalizePhone(row.phone);
  await enqueueNotifications(tx, [
    ...(phone
      ? [
          {
            channel: 'sms' as const,
            recipient: phone,
            template: 'crew-nobody-home-sms',
            body: nobodyHomeSms(input),
            submissionId: row.id,
            idempotencyKey: `nobody-home:${actionId}:sms`,
          },
        ]
      : []),
    {
      channel: 'email',
      recipient: row.email,
      template: 'crew-nobody-home-email',
      subject: email.subject,
      body: email.text,
      html: email.html,
      submissionId: row.id,
      idempotencyKey: `nobody-home:${actionId}:email`,
    },
  ]);
}
