import { z } from 'zod';
import { calendarYears, isCalendarDate, isIsoDate } from '#src/shared/core/dates.ts';
import { photoAnalysisSummarySchema } from '#src/shared/photos/analysis.schema.ts';
import { photoDetailsSchema } from '#src/shared/photos/photo.schema.ts';
import { pickupTimeWindows } from './pickup-window.ts';
import { activeStatuses, submissionStatuses } from './status.ts';

// The staff API (issue 5): request and response shapes shared by the server routes and the admin pages.

export const adminMessages = {
  concurrentChange: 'This request was changed by someone else. Reload to see the latest.',
  draftSaved: 'Your review has been saved as a draft',
  pickupDateRequired: 'Please choose a pickup date',
  pickupDateInPast: 'The pickup date cannot be in the past',
  pickupTimeRequired: 'Please choose a pickup window',
  declineReasonRequired: 'Please give a reason for declining',
  photoUpdated: { title: 'Photo details updated', description: 'The metadata has been saved' },
  photoDeleted: 'Photo deleted',
  photoDeleteFailed: 'Failed to delete photo',
  photoUpdateFailed: 'Failed to update photo details',
  photosLoadFailed: 'Failed to load photos from database',
  dashboardLoadFailed: 'Failed to load dashboard data',
  loginFailed: 'Login failed',
  loginFailedDescription: 'Invalid email or password. Please try again.',
  loginSuccess: 'Login successful',
  authRequired: 'Authentication required',
  tooManySignIns: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  dateFormat: 'Please enter a date as YYYY-MM-DD',
  dateOutOfRange: `Please choose a date between ${calendarYears.min} and ${calendarYears.max}`,
  itemCountTooLarge: 'Item count can be at most 100,000',
  nothingToUpdate: 'Nothing to update',
} as const;

export const photoVerdicts = ['accept', 'recycle', 'reject'] as const;
export type PhotoVerdict = (typeof photoVerdicts)[number];

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
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ---- Submissions ------------------------------------------------------------------------------

const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);

export const adminSubmissionsQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  status: z.enum(submissionStatuses).optional(),
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
});
export type AdminSubmissionListItem = z.infer<typeof adminSubmissionListItemSchema>;

export const adminSubmissionListSchema = z.object({
  items: z.array(adminSubmissionListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminSubmissionList = z.infer<typeof adminSubmissionListSchema>;

export const adminPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  label: z.string(),
  brand: z.string(),
  condition: z.string(),
  verdict: z.enum(photoVerdicts).nullable(),
  verdictNote: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  createdAt: z.string(),
  /** Item recognition (issue 12): item name, description, categories, and which recogniser answered. */
  analysis: photoAnalysisSummarySchema,
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

export const adminNoteSchema = z.object({
  notes: z.string(),
  itemCount: z.number().int().nullable(),
  resellable: z.boolean().nullable(),
  /** Pesos, as staff type them (stored as centavos). */
  possibleProfit: z.number().nullable(),
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
    address: z.string(),
    postalCode: z.string().nullable(),
    pickupDate: z.string().nullable(),
    pickupTime: z.string().nullable(),
    status: z.string(),
    statusReason: z.string().nullable(),
    photoCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    event: z.object({ slug: z.string(), venue: z.string() }).nullable(),
    eventSlot: z.string().nullable(),
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
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.string(),
      channel: z.string(),
      template: z.string(),
      recipient: z.string(),
      status: z.string(),
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

export const trackingNumberParamsSchema = z.object({
  trackingNumber: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{8}$/, 'Please enter a valid tracking number (8 alphanumeric characters)')),
});

// Centavos are stored in an int4 column (DESIGN §5): at most 2,147,483,647 centavos.
const maxPesos = 21_474_836.47;

export const saveAdminNoteSchema = z.object({
  notes: z.string().max(5000, 'Notes can be at most 5000 characters').default(''),
  itemCount: z
    .number({ message: 'Item count must be a whole number' })
    .int('Item count must be a whole number')
    .min(0, 'Item count cannot be negative')
    .max(100_000, adminMessages.itemCountTooLarge)
    .nullable()
    .default(null),
  resellable: z.boolean().nullable().default(null),
  possibleProfit: z
    .number({ message: 'Possible profit must be an amount in pesos' })
    .min(0, 'Possible profit cannot be negative')
    .max(maxPesos, 'Possible profit is too large')
    .nullable()
    .default(null),
});
export type SaveAdminNote = z.input<typeof saveAdminNoteSchema>;

/** The reason staff give for a decline or a cancel; the customer receives it by SMS. */
const statusReasonSchema = z.string().trim().max(500);

export const changeStatusSchema = z
  .object({
    to: z.enum(activeStatuses),
    expectedStatus: z.enum(submissionStatuses),
    reason: statusReasonSchema.optional(),
    pickupDate: z.string().optional(),
    pickupTime: z.enum(pickupTimeWindows, { message: 'Please choose a pickup window' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.to === 'Pickup Scheduled') {
      if (!value.pickupDate || !isIsoDate(value.pickupDate)) {
        ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: adminMessages.pickupDateRequired });
      } else if (!isCalendarDate(value.pickupDate)) {
        ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: adminMessages.dateOutOfRange });
      }
      if (!value.pickupTime) {
        ctx.addIssue({ code: 'custom', path: ['pickupTime'], message: adminMessages.pickupTimeRequired });
      }
    }
    if (value.to === 'Declined' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: adminMessages.declineReasonRequired });
    }
  });
export type ChangeStatus = z.input<typeof changeStatusSchema>;

// ---- Photos -----------------------------------------------------------------------------------

export const photoIdParamsSchema = z.object({ id: z.uuid('No such photo') });

const verdictNoteSchema = z.string().trim().max(500);

export const updateAdminPhotoSchema = z
  .object({
    brand: photoDetailsSchema.shape.brand.optional(),
    condition: photoDetailsSchema.shape.condition.optional(),
    verdict: z.enum(photoVerdicts).nullable().optional(),
    verdictNote: verdictNoteSchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type UpdateAdminPhoto = z.infer<typeof updateAdminPhotoSchema>;

export const adminPhotosQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  page: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type AdminPhotosQuery = z.input<typeof adminPhotosQuerySchema>;

export const adminGalleryPhotoSchema = adminPhotoSchema.extend({
  trackingNumber: z.string(),
  submissionName: z.string(),
});
export type AdminGalleryPhoto = z.infer<typeof adminGalleryPhotoSchema>;

export const adminPhotoListSchema = z.object({
  items: z.array(adminGalleryPhotoSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPhotoList = z.infer<typeof adminPhotoListSchema>;

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
      .refine(isIsoDate, adminMessages.pickupDateRequired)
      .refine((date) => date >= today, adminMessages.pickupDateInPast),
    pickupTime: z.enum(pickupTimeWindows, { message: adminMessages.pickupTimeRequired }),
  });
}
export type SchedulePickupForm = z.infer<ReturnType<typeof schedulePickupFormSchema>>;

/** Decline Application needs a reason; Cancel request may give one. */
export const declineFormSchema = z.object({ reason: statusReasonSchema.min(1, adminMessages.declineReasonRequired) });
export const cancelFormSchema = z.object({ reason: statusReasonSchema });
export type StatusReasonForm = z.infer<typeof cancelFormSchema>;

/** The note beside a photo's verdict. */
export const verdictNoteFormSchema = z.object({ verdictNote: verdictNoteSchema });
export type VerdictNoteForm = z.infer<typeof verdictNoteFormSchema>;

/** The gallery's edit of a photo: brand and condition. */
export const adminPhotoDetailsFormSchema = photoDetailsSchema.pick({ brand: true, condition: true });
export type AdminPhotoDetailsForm = z.infer<typeof adminPhotoDetailsFormSchema>;
