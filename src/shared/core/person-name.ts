import { z } from 'zod';
import type { MessageKey } from '#src/shared/i18n/keys.ts';

// Issue 26: a person's name is validated the same on every path that writes it (the guest and
// booth forms, sign-up, the profile, Better Auth's update-user): a string, trimmed, 1–100 characters.
export const personNameMaxLength = 100;

/** The name rule, naming the texts of the form that uses it. */
export function personNameField(texts: { required: MessageKey; tooLong: MessageKey }) {
  return z.string().trim().min(1, texts.required).max(personNameMaxLength, texts.tooLong);
}
