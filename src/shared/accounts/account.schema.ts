import { z } from 'zod';
import { canonicalEmail, isOrdinaryEmail } from '#src/shared/core/email.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { accountNotices } from './messages.ts';

// product.md §5 "Sign-up" password rules and §9 (minimum 8 characters), shared by every password form.
export const passwordMessages = {
  required: accountNotices.passwordRequired.description,
  tooShort: accountNotices.passwordTooShort.description,
  mismatch: accountNotices.passwordMismatch.description,
  emailRequired: accountNotices.emailRequired.description,
  emailInvalid: accountNotices.emailInvalid.description,
} as const;

// The schemas name their texts by catalogue key (docs/decisions/006): a page shows them in the
// reader's language (src/web/lib/said.ts), the API answers with the English.
const passwordRules = {
  required: key('accounts.passwordRequired'),
  tooShort: key('accounts.passwordTooShort'),
  mismatch: key('accounts.passwordMismatch'),
  emailRequired: key('accounts.emailRequired'),
  emailInvalid: key('accounts.emailInvalid'),
} as const;

export const passwordMinLength = 8;
/** Better Auth's limit (src/server/auth/auth.ts). */
export const passwordMaxLength = 128;

export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, passwordRules.required)
      .min(passwordMinLength, passwordRules.tooShort)
      .max(passwordMaxLength),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: passwordRules.mismatch, path: ['confirmPassword'] });
export type NewPassword = z.infer<typeof newPasswordSchema>;

export const passwordResetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, passwordRules.emailRequired)
    .refine(isOrdinaryEmail, passwordRules.emailInvalid)
    .transform(canonicalEmail),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

// product.md §5 "Login": e-mail and password are both required, otherwise one toast for both.
export const signInSchema = z.object({
  email: z.string().trim().min(1, key('accounts.loginMissing')),
  password: z.string().min(1, key('accounts.loginMissing')),
  rememberMe: z.boolean(),
});
export type SignIn = z.infer<typeof signInSchema>;
