import { z } from 'zod';
import { accountNotices } from './messages.ts';

// spec §5 "Sign-up" password rules and §9 (minimum 8 characters), shared by every password form.
export const passwordMessages = {
  required: accountNotices.passwordRequired.description,
  tooShort: accountNotices.passwordTooShort.description,
  mismatch: accountNotices.passwordMismatch.description,
  emailRequired: accountNotices.emailRequired.description,
  emailInvalid: accountNotices.emailInvalid.description,
} as const;

export const passwordMinLength = 8;
/** Better Auth's limit (src/server/auth/auth.ts). */
export const passwordMaxLength = 128;

/** spec §5: "a simple address pattern". */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, passwordMessages.required)
      .min(passwordMinLength, passwordMessages.tooShort)
      .max(passwordMaxLength),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: passwordMessages.mismatch, path: ['confirmPassword'] });
export type NewPassword = z.infer<typeof newPasswordSchema>;

export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(1, passwordMessages.emailRequired).regex(emailPattern, passwordMessages.emailInvalid),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

// spec §5 "Login": e-mail and password are both required, otherwise one toast for both.
export const signInMessages = {
  missing: { title: 'Missing Information', description: 'Please enter your email and password' },
} as const;

export const signInSchema = z.object({
  email: z.string().trim().min(1, signInMessages.missing.description),
  password: z.string().min(1, signInMessages.missing.description),
  rememberMe: z.boolean(),
});
export type SignIn = z.infer<typeof signInSchema>;
