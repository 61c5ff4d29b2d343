import { m } from '#src/shared/i18n/messages.ts';
import { statusLabelKey } from './status.ts';

/** A status as people read it, in the current language; a value we do not know reads as stored. */
export function statusLabel(status: string): string {
  const key = statusLabelKey(status);
  return key ? m[key]() : status;
}
