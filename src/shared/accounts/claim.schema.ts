import { z } from 'zod';
import { canonicalEmail, isOrdinaryEmail } from '#src/shared/core/email.ts';
import { localDigits, phonePrefix } from '#src/shared/core/phone.ts';
import { cleanTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { addProblems, type FormProblem } from './form-rules.ts';
import { accountNotices } from './messages.ts';

// product.md §2 "Claim Tracking", §4 "Claim flow", §5 "Claim"; design.md §6.6: claiming proves ownership
// and sets the submission's owner once.

export const claimFieldsSchema = z.object({
  trackingNumber: z.string().max(40, key('accounts.claimNotFound')).default(''),
  /** The e-mail used at submission; matched case-insensitively. */
  email: z.string().max(254, key('accounts.tooLong')).default(''),
  /** The phone used at submission; matched by its 10 local digits. */
  phone: z.string().max(40, key('accounts.tooLong')).default(''),
  /**
   * Issue 26: the one-time code sent to the request's own e-mail or phone. Without it the claim
   * only sends the code; with the right one it claims.
   */
  code: z.string().max(10, key('accounts.tooLong')).default(''),
});
export type ClaimFields = z.output<typeof claimFieldsSchema>;

/** product.md §5 "Claim": the number first, then the verification (an e-mail or a phone). */
export function claimProblems(v: ClaimFields): FormProblem<keyof ClaimFields>[] {
  if (cleanTrackingNumber(v.trackingNumber) === '') {
    return [{ field: 'trackingNumber', notice: accountNotices.claimNumberRequired }];
  }
  if (v.email.trim() === '' && v.phone.trim() === '') {
    return [{ field: 'email', notice: accountNotices.claimVerificationRequired }];
  }
  // Issue 26: the one e-mail rule; no request was made with another spelling.
  if (v.email.trim() !== '' && !isOrdinaryEmail(v.email)) {
    return [{ field: 'email', notice: accountNotices.emailInvalid }];
  }
  return [];
}

/** The Claim Tracking form's first step: the number alone (product.md §5: the number first). */
export const claimNumberFormSchema = claimFieldsSchema
  .pick({ trackingNumber: true })
  .required()
  .superRefine((v, ctx) =>
    addProblems(
      ctx,
      claimProblems({ ...v, email: '', phone: '', code: '' }).filter((problem) => problem.field === 'trackingNumber'),
    ),
  );

/** The phone field shows "+63 " before anything is typed: that is no phone. */
const typedPhone = (phone: string) => (phone.slice(phonePrefix.length).replace(/\D/g, '') === '' ? '' : phone);

/** The Claim Tracking form's second step: the number, then the e-mail or phone used at submission. */
export const claimFormSchema = claimFieldsSchema
  .required()
  .extend({ phone: claimFieldsSchema.shape.phone.unwrap().transform(typedPhone) })
  .superRefine((v, ctx) => addProblems(ctx, claimProblems(v)));
export type ClaimForm = z.input<typeof claimFormSchema>;

export interface ClaimInput {
  trackingNumber: string;
  email: string | null;
  /** The 10 local digits, or null when no phone (or no readable phone) was given. */
  phoneDigits: string | null;
  /** The code from the message, or null for the first step. */
  code: string | null;
}

/** POST /api/me/claims. The number has its spaces removed and is upper-cased (product.md §2). */
export const claimRequestSchema = claimFieldsSchema
  .superRefine((v, ctx) => addProblems(ctx, claimProblems(v)))
  .transform(
    (v): ClaimInput => ({
      trackingNumber: cleanTrackingNumber(v.trackingNumber),
      email: v.email.trim() === '' ? null : canonicalEmail(v.email),
      phoneDigits: v.phone.trim() === '' ? null : (localDigits(v.phone) ?? v.phone.replace(/\D/g, '')),
      code: v.code.trim() === '' ? null : v.code.trim(),
    }),
  );
export type ClaimRequest = z.input<typeof claimRequestSchema>;

export const claimResponseSchema = z.object({
  trackingNumber: z.string(),
  /** 'code-sent' (202): the code went to the request's own contact; 'claimed' (200): it is yours. */
  status: z.enum(['code-sent', 'claimed']),
  /** "Tracking number successfully claimed and added to your account", or where the code went. */
  message: z.string(),
  /** Where the code went (masked) and until when it works; only with 'code-sent'. */
  codeSent: z.object({ channel: z.enum(['sms', 'email']), destination: z.string(), expiresAt: z.string() }).optional(),
});
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

/** POST /api/claims/not-me: the token of the "this was not me" link (issue 26). */
export const notMeRequestSchema = z.object({ token: z.string().min(16).max(100) });
export type NotMeRequest = z.infer<typeof notMeRequestSchema>;

export const notMeResponseSchema = z.object({ trackingNumber: z.string(), message: z.string() });
export type NotMeResponse = z.infer<typeof notMeResponseSchema>;
