import { z } from 'zod';
import { isCalendarDate } from '#src/shared/core/dates.ts';
import { localDigits } from '#src/shared/core/phone.ts';
import { trackingNumberPattern } from '#src/shared/core/tracking-number.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';

export { crewLoginLabel, crewPhoneDomain, crewSignInEmail } from '#src/shared/accounts/crew-login.ts';

// Issue 27: the crew's day. One set of shapes for the server's routes and the web's screens.

const login = z
  .string()
  .trim()
  .min(1, key('crew.loginInvalid'))
  .max(254, key('crew.loginInvalid'))
  .refine(
    (value) => (value.includes('@') ? z.email().safeParse(value).success : localDigits(value) !== null),
    key('crew.loginInvalid'),
  );

export const createCrewSchema = z.object({
  name: z.string().trim().min(1, key('crew.nameRequired')).max(80, key('crew.nameRequired')),
  login,
  password: z.string().min(8, key('crew.passwordTooShort')).max(128, key('crew.passwordTooLong')),
});
export type CreateCrew = z.infer<typeof createCrewSchema>;

export const crewMemberSchema = z.object({ id: z.string(), name: z.string(), login: z.string() });
export type CrewMember = z.infer<typeof crewMemberSchema>;

const isoDate = z.string().refine(isCalendarDate, key('crew.dateRequired'));

export const assignCrewSchema = z.object({
  userId: z.string().min(1, key('crew.crewRequired')).max(100, key('crew.crewNotFound')),
  truckId: z.uuid(key('crew.truckRequired')),
  date: isoDate,
});
export type AssignCrew = z.infer<typeof assignCrewSchema>;
/** The staff form's part of an assignment: who and which truck (the day is the page's). */
export const crewChoiceSchema = assignCrewSchema.pick({ userId: true, truckId: true });
export type CrewChoice = z.infer<typeof crewChoiceSchema>;

export const assignmentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  truckId: z.string(),
  truckName: z.string(),
  date: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const dateQuerySchema = z.object({ date: isoDate });
export const assignmentIdParamsSchema = z.object({ id: z.uuid(key('crew.assignmentNotFound')) });

/**
 * Issue 40 item 6 (decision 089): staff put a scheduled stop on a truck, move it to another, or
 * back to none (null), without rescheduling it. `expectedTruckId` is the truck the staff member saw:
 * of two staff acting at once, the second is told the stop moved meanwhile.
 */
export const stopTruckSchema = z.object({
  truckId: z.uuid(key('crew.truckRequired')).nullable(),
  expectedTruckId: z.uuid(key('crew.truckRequired')).nullable(),
});
export type StopTruck = z.infer<typeof stopTruckSchema>;

export const stopTruckResultSchema = z.object({
  trackingNumber: z.string(),
  truckId: z.string().nullable(),
  truckName: z.string().nullable(),
});
export type StopTruckResult = z.infer<typeof stopTruckResultSchema>;

export const crewOverviewSchema = z.object({
  crew: z.array(crewMemberSchema),
  assignments: z.array(assignmentSchema),
});
export type CrewOverview = z.infer<typeof crewOverviewSchema>;

/**
 * Why an item stayed at the door. 'not-taken' (issue 40, decision 086): staff already marked it
 * "Can't take"; only such an item may carry it, and Done records it for them when left unmarked.
 */
export const leftBehindReasons = ['refused', 'not-there', 'changed-mind', 'not-taken'] as const;
export type LeftBehindReason = (typeof leftBehindReasons)[number];

export const stopStates = ['scheduled', 'on-the-way', 'arrived', 'nobody-home', 'done'] as const;
export type StopState = (typeof stopStates)[number];

export const stopItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The staff's verdict per photo: accept | recycle | reject, or null before review. */
  verdict: z.string().nullable(),
  verdictNote: z.string().nullable(),
  thumbUrl: z.string(),
  url: z.string(),
  load: z.enum(['loaded', 'left-behind']).nullable(),
  leftReason: z.enum(leftBehindReasons).nullable(),
});
export type StopItem = z.infer<typeof stopItemSchema>;

export const crewStopSchema = z.object({
  trackingNumber: z.string(),
  name: z.string(),
  /** E.164, for tel: and sms:; null when the stored number is not a PH mobile. */
  phone: z.string().nullable(),
  address: z.string(),
  barangay: z.string(),
  city: z.string(),
  landmark: z.string().nullable(),
  postalCode: z.string().nullable(),
  window: z.string().nullable(),
  status: z.string(),
  state: z.enum(stopStates),
  items: z.array(stopItemSchema),
  /** Issue 37: the household's pin, for the map link; null: the link searches the address. */
  pin: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
  /** Issue 37: no point to route it by (no pin, none in its barangay): last in its window. */
  noPin: z.boolean().optional(),
});
export type CrewStop = z.infer<typeof crewStopSchema>;

/**
 * Issue 37: a truck's day as routed: straight-line km (from the depot, or from the first stop when
 * the truck has none) and the driving estimate (km × road factor at the average speed, route-order.ts).
 */
export const dayRouteSchema = z.object({
  km: z.number(),
  minutes: z.number().int(),
  fromDepot: z.boolean(),
  /** Issue 37's map: where the route starts (the truck's depot); optional for a copy saved before. */
  depot: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
});
export type DayRoute = z.infer<typeof dayRouteSchema>;

export const crewTodaySchema = z.object({
  date: z.string(),
  truck: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The stops in route order (issue 37). */
  stops: z.array(crewStopSchema),
  /** Optional: a copy kept on the phone before issue 37 has none. */
  route: dayRouteSchema.nullable().optional(),
});
export type CrewToday = z.infer<typeof crewTodaySchema>;

export const crewActionKinds = ['on-the-way', 'arrived', 'loaded', 'left-behind', 'nobody-home', 'done'] as const;
export type CrewActionKind = (typeof crewActionKinds)[number];

export const etaChoices = [10, 20, 30, 45, 60] as const;

export const crewActionSchema = z
  .object({
    /** Made on the phone when the action is tapped; a retry sends the same key (decision 061). */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,80}$/, key('crew.idempotencyKeyInvalid')),
    trackingNumber: z.string().regex(trackingNumberPattern, key('crew.notYourStop')),
    kind: z.enum(crewActionKinds),
    photoId: z.uuid(key('crew.itemNotOnStop')).optional(),
    reason: z.enum(leftBehindReasons).optional(),
    etaMinutes: z.number().int().min(1).max(240).optional(),
    /** When it was tapped on the phone (ISO instant). */
    tappedAt: z.iso.datetime().optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.kind === 'loaded' || value.kind === 'left-behind') && !value.photoId) {
      ctx.addIssue({ code: 'custom', path: ['photoId'], message: key('crew.itemNotOnStop') });
    }
    if (value.kind === 'left-behind' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: key('crew.reasonRequired') });
    }
  });
export type CrewAction = z.infer<typeof crewActionSchema>;

export const crewActionResultSchema = z.object({
  /** True when this key was recorded before: nothing changed this time. */
  duplicate: z.boolean(),
  stop: crewStopSchema.nullable(),
});
export type CrewActionResult = z.infer<typeof crewActionResultSchema>;

export const dayStopSchema = z.object({
  trackingNumber: z.string(),
  name: z.string(),
  barangay: z.string(),
  city: z.string(),
  window: z.string().nullable(),
  status: z.string(),
  state: z.enum(stopStates),
  loaded: z.number().int(),
  total: z.number().int(),
  /** Issue 37: no point to route it by; last in its window. */
  noPin: z.boolean(),
  /** Issue 37: staff set its place by hand; the route keeps it. */
  byHand: z.boolean(),
  /** Issue 37's map: the household's pin; null or absent, the stop has no marker. */
  pin: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
});
export type DayStop = z.infer<typeof dayStopSchema>;

export const crewDaySchema = z.object({
  date: z.string(),
  trucks: z.array(
    z.object({
      truckId: z.string().nullable(),
      truckName: z.string().nullable(),
      crew: z.array(z.string()),
      /** In route order (issue 37). */
      stops: z.array(dayStopSchema),
      /** Null for the stops without a truck. */
      route: dayRouteSchema.nullable(),
    }),
  ),
});
export type CrewDay = z.infer<typeof crewDaySchema>;

/** Issue 37: staff move a stop to a place (1 first) among its window's stops on its truck. */
export const stopPositionSchema = z.object({ position: z.number().int().min(1).max(500) });
export type StopPosition = z.infer<typeof stopPositionSchema>;
