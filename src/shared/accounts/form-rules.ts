import type { z } from 'zod';
import type { Notice } from '#src/shared/core/messages.ts';
import { trackingNumberLength } from '#src/shared/core/tracking-number.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** One broken rule of a form: the field it belongs to and what people read (title for the toast). */
export interface FormProblem<Field extends string = string> {
  field: Field;
  /** One of `accountNotices`: its `key` names the text in the catalogue. */
  notice: Notice & { readonly key: string };
}

/**
 * Adds a form's problems to a zod parse as issues, in the order product.md checks them, so the
 * first issue is the toast and `{ error: 'VALIDATION', message }` names the same rule on the server.
 * A field is reported once: its first broken rule. The issue's message is the notice's catalogue key
 * (docs/decisions/006): the API answers with the English, a form shows it through `accountFormTexts`.
 */
export function addProblems(ctx: z.RefinementCtx, problems: readonly FormProblem[]): void {
  const seen = new Set<string>();
  for (const problem of problems) {
    if (seen.has(problem.field)) continue;
    seen.add(problem.field);
    ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.notice.key });
  }
}

/**
 * The texts the account forms' schemas can name (sign-up, profile, saved numbers, claim), for the
 * forms that show them (web/lib/field-error.ts).
 */
export const accountFormTexts = {
  'accounts.nameRequired': m['accounts.nameRequired'],
  'accounts.emailRequired': m['accounts.emailRequired'],
  'accounts.emailInvalid': m['accounts.emailInvalid'],
  'accounts.passwordRequired': m['accounts.passwordRequired'],
  'accounts.passwordTooShort': m['accounts.passwordTooShort'],
  'accounts.passwordTooLong': m['accounts.passwordTooLong'],
  'accounts.passwordMismatch': m['accounts.passwordMismatch'],
  'accounts.phoneInvalid': m['accounts.phoneInvalid'],
  'accounts.addressIncomplete': m['accounts.addressIncomplete'],
  'accounts.cityNotServed': m['accounts.cityNotServed'],
  'accounts.postalCodeInvalid': m['accounts.postalCodeInvalid'],
  'accounts.trackingNumberInvalid': m['accounts.trackingNumberInvalid'],
  'accounts.tooManyTrackingNumbers': m['accounts.tooManyTrackingNumbers'],
  'accounts.claimNumberRequired': m['accounts.claimNumberRequired'],
  'accounts.claimVerificationRequired': m['accounts.claimVerificationRequired'],
  'accounts.claimNotFound': m['accounts.claimNotFound'],
  'accounts.tooLong': m['accounts.tooLong'],
};

/** product.md §5: "The name is split on spaces: the first word is first name, the rest joined is last name." */
export function splitName(fullName: string): { firstName: string; lastName: string; name: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' '), name: words.join(' ') };
}

/**
 * A saved tracking number input's maxLength (spec: "The input has a maximum length of 8"). Here, not
 * beside the saved numbers' schema, so the sign-up form hydrates without zod (issue 25).
 */
export const savedTrackingNumberMaxLength = trackingNumberLength;
