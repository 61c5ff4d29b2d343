import { z } from 'zod';
import { messageKey as key } from '#src/shared/i18n/keys.ts';

// Issue 26 (RA 10173), decision 048: how long a request's personal data is kept.

export { endedStatuses } from '#src/shared/core/ended-statuses.ts';

/** Whole days between two instants, for "Erased after N days". */
export function daysBetween(from: Date | string, to: Date | string): number {
  return Math.max(0, Math.round((new Date(to).getTime() - new Date(from).getTime()) / 86_400_000));
}

/** POST /api/me/delete-account: the password again, fresh, whatever the session's age. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, key('accounts.passwordRequired')).max(128),
});
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;

const photoLinkSchema = z.object({ name: z.string(), url: z.string() });

/** GET /api/me/data: everything Ligpit holds about the signed-in customer, as one JSON file. */
export const myDataSchema = z.object({
  exportedAt: z.string(),
  account: z.object({ email: z.string(), name: z.string(), createdAt: z.string() }),
  profile: z.record(z.string(), z.unknown()).nullable(),
  savedTrackingNumbers: z.array(z.string()),
  requests: z.array(
    z.object({
      trackingNumber: z.string(),
      status: z.string(),
      submittedAt: z.string(),
      details: z.record(z.string(), z.unknown()),
      history: z.array(z.object({ status: z.string(), at: z.string() })),
      photos: z.array(photoLinkSchema),
      outcomes: z.array(z.object({ item: z.string(), outcome: z.string(), weightGrams: z.number() })),
      messages: z.array(
        z.object({
          channel: z.string(),
          to: z.string(),
          subject: z.string().nullable(),
          text: z.string(),
          status: z.string(),
          at: z.string(),
        }),
      ),
    }),
  ),
});
export type MyData = z.infer<typeof myDataSchema>;

/** POST /api/submissions/:trackingNumber/erase: the code sent to the request's own contact. */
export const eraseRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, key('submissions.ownerCodeInvalid')),
});
export type EraseRequest = z.infer<typeof eraseRequestSchema>;
