import { z } from 'zod';

// spec §5 "Sign-up" password rules and §9 (minimum 8 characters), shared by every password form.
export const passwordMessages = {
  required: 'Please enter a password',
  tooShort: 'Password must be at least 8 characters long',
  mismatch: 'Passwords do not match',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
} as const;

export const passwordMinLength = 8;

export const newPasswordSchema = z
  .object({
    password: z.string().min(1, passwordMessages.required).min(passwordMinLength, passwordMessages.tooShort).max(128),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: passwordMessages.mismatch, path: ['confirmPassword'] });
export type NewPassword = z.infer<typeof newPasswordSchema>;

export const passwordResetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, passwordMessages.emailRequired)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, passwordMessages.emailInvalid),
});
