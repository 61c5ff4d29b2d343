import { z } from 'zod';
import { isCalendarDate, isIsoDate } from '#src/shared/core/dates.ts';
import { slugPattern } from '#src/shared/core/event-rules.ts';
import { historyNoteParamsSchema, historyNotes } from '#src/shared/core/history-notes.ts';
import { centavosToPesos, pesosToCentavos } from '#src/shared/core/money.ts';
import { pageNumber } from '#src/shared/core/pagination.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { adminPhotoSchema } from '#src/shared/photos/gallery.schema.ts';
import { photoMessages, staffPhotoMessages } from '#src/shared/photos/messages.ts';
import { photoDetailsTexts } from '#src/shared/photos/photo.schema.ts';
import { pickupTimeWindows } from '#src/shared/scheduling/pickup-window.ts';
import { submissionMessages as texts } from './messages.ts';
import { activeStatuses, submissionStatuses } from './status.ts';

// The staff API (issue 5): request and response shapes shared by the server routes and the admin pages.
// The staff schemas name their texts by catalogue key (docs/decisions/006); the events' still in English.

/** English staff texts by their old names (the events schemas and their tests read these). */
export const adminMessages = {
  concurrentChange: texts.concurrentChange,
  draftSaved: texts.draftSaved,
  pickupDateRequired: texts.staffPickupDateRequired,
  pickupDateInPast: texts.pickupDateInPast,
  pickupTimeRequired: texts.pickupTimeRequired,
  declineReasonRequired: texts.declineReasonRequired,
  photoUpdated: { title: photoMessages.detailsUpdatedTitle, description: photoMessages.detailsUpdated },
  photoDeleted: staffPhotoMessages.galleryDeleted,
  photoDeleteFailed: staffPhotoMessages.galleryDeleteFailed,
  photoUpdateFailed: photoMessages.updateFailed,
  photosLoadFailed: staffPhotoMessages.loadFailed,
  dashboardLoadFailed: texts.dashboardLoadFailed,
  loginFailed: texts.staffLoginFailedTitle,
  loginFailedDescription: texts.staffLoginFailed,
  loginSuccess: texts.staffLoginSuccess,
  authRequired: texts.authRequired,
  tooManySignIns: texts.tooManySignIns,
  itemCountTooLarge: texts.itemCountTooLarge,
  nothingToUpdate: texts.nothingToUpdate,
} as const;

// ---- Dashboard --------------------------------------------------------------------------------

export const adminStatsSchema = z.object({
  total: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
  /** Requests with status "Pickup Scheduled" whose pickup date falls in the current Manila week (Mon–Sun). */
  pickupsThisWeek: z.number().int(),
  week: z.object({ from: z.string(), to: z.string() }),
  completed: z.number().int(),
  /** Sum of admin notes' item counts marked resellable, over requests not declined or cancelled. */
  itemsResellable: z.number().int(),
  /** Sum of admin notes' possible profit in centavos, over requests not declined or cancelled. */
  possibleProfitCentavos: z.number().int(),
  /** Requests created in the current Manila month. */
  submissionsThisMonth: z.number().int(),
  topItems: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** Requests asked to pick a new window after a suspended day (decision 043) that have not yet. */
  needsRescheduling: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ---- Submissions ------------------------------------------------------------------------------

export const adminSubmissionsQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  status: z.enum(submissionStatuses).optional(),
  /** An event's slug: only the requests taken at that event's booth. */
  event: z.string().trim().max(80).regex(slugPattern).optional(),
  page: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminSubmissionsQuery = z.input<typeof adminSubmissionsQuerySchema>;

export const adminSubmissionListItemSchema = z.object({
  trackingNumber: z.string(),
  name: z.string(),
  city: z.string(),
  status: z.string(),
  createdAt: z.string(),
  pickupDate: z.string().nullable(),
  pickupTime: z.string().nullable(),
  photoCount: z.number().int(),
  thumbUrl: z.string().nullable(),
  eventVenue: z.string().nullable(),
  /** Issue 23: 'booth' (left at the booth, in `eventSlot`) or 'pickup' (from home); null for a regular request. */
  // Optional in the type only, so older fixtures and clients stay valid; the server always sends them.
  handover: z.string().nullish(),
  eventSlot: z.string().nullish(),
  /** The street line (issue 23: a booth's pickup from home shows where the crew goes). */
  address: z.string().nullish(),
  /** Issue 26: its personal data was erased this many days after it was submitted; null while kept. */
  erasedAfterDays: z.number().int().nullable(),
});
export type AdminSubmissionListItem = z.infer<typeof adminSubmissionListItemSchema>;

export const adminSubmissionListSchema = z.object({
  items: z.array(adminSubmissionListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminSubmissionList = z.infer<typeof adminSubmissionListSchema>;

export const adminNoteSchema = z.object({
  notes: z.string(),
  itemCount: z.number().int().nullable(),
  resellable: z.boolean().nullable(),
  /** Centavos, as every amount in the API (the form shows pesos). */
  possibleProfitCentavos: z.number().int().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type AdminNote = z.infer<typeof adminNoteSchema>;

export const adminSubmissionDetailSchema = z.object({
  submission: z.object({
    id: z.string(),
    trackingNumber: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    city: z.string(),
    /** The full pickup address (issue 12): street with house number, barangay, landmark, postal code. */
    address: z.string(),
    barangay: z.string(),
    /** The barangay as typed before the PSGC list (migration 0018) and not matched to it: staff check it (issue 37). Absent means matched. */
    barangayUnmatched: z.boolean().optional(),
    landmark: z.string().nullable(),
    postalCode: z.string().nullable(),
    /** Issue 37: the household's pin, kept with the address; null (or absent) when none was given. */
    pin: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
    pickupDate: z.string().nullable(),
    pickupTime: z.string().nullable(),
    /** The booked (or preferred) window (issue 15); null for "All Day" and older requests. */
    pickupWindowId: z.string().nullable(),
    /**
     * Issue 40 item 14: the day and window the household asked for, kept when staff schedule another;
     * null when none was asked or it was not kept (scheduled before migration 0020).
     */
    requestedPickupDate: z.string().nullish(),
    requestedPickupTime: z.string().nullish(),
    /** When the pickup day was suspended and the household asked to move (decision 043); null otherwise. */
    needsRescheduleSince: z.string().nullable(),
    /** The truck assigned when scheduling (number coding); null when none. */
    pickupTruckId: z.string().nullable(),
    status: z.string(),
    statusReason: z.string().nullable(),
    photoCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    event: z.object({ slug: z.string(), venue: z.string() }).nullable(),
    eventSlot: z.string().nullable(),
    /** Issue 23: 'booth' (left at the booth in `eventSlot`) or 'pickup' (from home); null for a regular request. */
    handover: z.string().nullish(),
    /** Issue 26: its personal data was erased this many days after it was submitted; null while kept. */
    erasedAfterDays: z.number().int().nullable(),
  }),
  photos: z.array(adminPhotoSchema),
  note: adminNoteSchema.nullable(),
  history: z.array(
    z.object({
      from: z.string().nullable(),
      to: z.string(),
      reason: z.string().nullable(),
      at: z.string(),
      by: z.string().nullable(),
      /** Issue 40 item 14: what happened when the status stayed (a move, a photo added), as the household reads it. */
      note: z.enum(historyNotes).nullable(),
      params: historyNoteParamsSchema,
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.string(),
      channel: z.string(),
      template: z.string(),
      recipient: z.string(),
      status: z.string(),
      /** Sent through a log-only channel: written to the server log, never delivered. */
      loggedOnly: z.boolean(),
      /** A scheduled message (a reminder, issue 15): not sent before then. */
      sendAfter: z.string().nullable(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      sentAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  allowedStatuses: z.array(z.string()),
  /** The next older request, for "Next Application"; null at the oldest. */
  nextTrackingNumber: z.string().nullable(),
});
export type AdminSubmissionDetail = z.infer<typeof adminSubmissionDetailSchema>;

// Centavos are stored in an int4 column (design.md §5): at most 2,147,483,647 centavos.
const maxCentavos = 2_147_483_647;

const noteFields = {
  notes: z.string().max(5000, key('submissions.notesTooLong')).default(''),
  itemCount: z
    .number({ message: key('submissions.itemCountWhole') })
    .int(key('submissions.itemCountWhole'))
    .min(0, key('submissions.itemCountNegative'))
    .max(100_000, key('submissions.itemCountTooLarge'))
    .nullable()
    .default(null),
  resellable: z.boolean().nullable().default(null),
};

/** PUT …/notes: the staff note, its possible profit in centavos as every amount in the API. */
export const saveAdminNoteSchema = z.object({
  ...noteFields,
  possibleProfitCentavos: z
    .number({ message: key('submissions.profitInPesos') })
    .min(0, key('submissions.profitNegative'))
    .max(maxCentavos, key('submissions.profitTooLarge'))
    // After the range: 1e308 is "too large" before it is "not whole".
    .int(key('submissions.profitInPesos'))
    .nullable()
    .default(null),
});

/**
 * The note as staff fill it: the possible profit in pesos as typed, checked with the same texts and
 * limit, and sent as the centavos of saveAdminNoteSchema.
 */
export const adminNoteFormSchema = z
  .object({
    ...noteFields,
    possibleProfit: z
      .number({ message: key('submissions.profitInPesos') })
      .min(0, key('submissions.profitNegative'))
      .max(centavosToPesos(maxCentavos), key('submissions.profitTooLarge'))
      .nullable()
      .default(null),
  })
  .transform(({ possibleProfit, ...note }) => ({
    ...note,
    possibleProfitCentavos: possibleProfit === null ? null : pesosToCentavos(possibleProfit),
  }));
export type SaveAdminNote = z.input<typeof saveAdminNoteSchema>;

/** The reason staff give for a decline or a cancel; the customer receives it by SMS. */
const statusReasonSchema = z.string().trim().max(500);

export const changeStatusSchema = z
  .object({
    to: z.enum(activeStatuses),
    expectedStatus: z.enum(submissionStatuses),
    reason: statusReasonSchema.optional(),
    pickupDate: z.string().optional(),
    pickupTime: z.enum(pickupTimeWindows, { message: key('submissions.pickupTimeRequired') }).optional(),
    /** Issue 15: a window from the Pickup windows page; its label becomes the pickup time. */
    pickupWindowId: z.uuid(key('submissions.windowNotFound')).optional(),
    /** Issue 15: the truck that will collect; optional. */
    truckId: z.uuid(key('submissions.truckNotFound')).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.to === 'Pickup Scheduled') {
      if (!value.pickupDate || !isIsoDate(value.pickupDate)) {
        ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: key('submissions.staffPickupDateRequired') });
      } else if (!isCalendarDate(value.pickupDate)) {
        ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: key('core.dateOutOfRange') });
      }
      if (!value.pickupTime && !value.pickupWindowId) {
        ctx.addIssue({ code: 'custom', path: ['pickupTime'], message: key('submissions.pickupTimeRequired') });
      }
    }
    if (value.to === 'Declined' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: key('submissions.declineReasonRequired') });
    }
  });
export type ChangeStatus = z.input<typeof changeStatusSchema>;

// ---- Photos -----------------------------------------------------------------------------------

// ---- Staff forms ------------------------------------------------------------------------------
// What the admin pages' forms check before they call the API, from the same rules as above.

/**
 * Schedule Pickup's dialog. `today` is Manila's date: staff are not bound by the customer's 7–30
 * day rule (issue 5), only by "not in the past", which the server checks again.
 */
export function schedulePickupFormSchema(today: string) {
  return z.object({
    pickupDate: z
      .string()
      .refine(isIsoDate, key('submissions.staffPickupDateRequired'))
      .refine((date) => date >= today, key('submissions.pickupDateInPast')),
    /** A window id of the day, or "All Day". */
    slot: z.string().min(1, key('submissions.pickupTimeRequired')),
  });
}
export type SchedulePickupForm = z.infer<ReturnType<typeof schedulePickupFormSchema>>;

/** Decline Application needs a reason; Cancel request may give one. */
export const declineFormSchema = z.object({
  reason: statusReasonSchema.min(1, key('submissions.declineReasonRequired')),
});
export const cancelFormSchema = z.object({ reason: statusReasonSchema });
export type StatusReasonForm = z.infer<typeof cancelFormSchema>;

/** The texts the staff forms' schemas can name, for the forms that show them (web/lib/field-error.ts). */
export const staffFormTexts = {
  'submissions.notesTooLong': m['submissions.notesTooLong'],
  'submissions.itemCountWhole': m['submissions.itemCountWhole'],
  'submissions.itemCountNegative': m['submissions.itemCountNegative'],
  'submissions.itemCountTooLarge': m['submissions.itemCountTooLarge'],
  'submissions.profitInPesos': m['submissions.profitInPesos'],
  'submissions.profitNegative': m['submissions.profitNegative'],
  'submissions.profitTooLarge': m['submissions.profitTooLarge'],
  'submissions.staffPickupDateRequired': m['submissions.staffPickupDateRequired'],
  'submissions.pickupDateInPast': m['submissions.pickupDateInPast'],
  'submissions.pickupTimeRequired': m['submissions.pickupTimeRequired'],
  'submissions.declineReasonRequired': m['submissions.declineReasonRequired'],
  ...photoDetailsTexts,
};

/** The note beside a photo's verdict. */

/** The gallery's edit of a photo: brand and condition. */

/** Issue 15: "On the way": the crew's estimated arrival, in minutes from now. */
export const etaChoices = [15, 30, 45, 60, 90, 120] as const;
export const onTheWaySchema = z.object({
  etaMinutes: z.number().int().min(5).max(240).meta({ description: 'Minutes until the crew arrives.' }),
});
export type OnTheWay = z.infer<typeof onTheWaySchema>;
