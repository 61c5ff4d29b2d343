import { buildPath } from '#src/shared/core/path-pattern.ts';
import { privacyApi } from '#src/shared/submissions/privacy-api.ts';
import type { OwnerCodeSent } from '#src/shared/submissions/self-service.ts';
import { api } from '#src/web/lib/api.ts';
import type { OwnerCodeChannel } from './self-service-api.ts';

// Issue 26: the result page's erase panel. Plain request functions, not mutations: the panel is a
// plain form (decision 095) and keeps its own busy and error state.

/** Sends the one-time erase code to the request's phone or e-mail (the server's choice when none given). */
export const sendEraseCode = (trackingNumber: string, channel: OwnerCodeChannel | undefined) =>
  api<OwnerCodeSent>(buildPath(privacyApi.eraseCode, { trackingNumber }), {
    method: 'POST',
    body: channel ? { channel } : {},
  });

/** Erases the request's personal data with the code. */
export const eraseWithCode = (trackingNumber: string, code: string) =>
  api(buildPath(privacyApi.erase, { trackingNumber }), { method: 'POST', body: { code } });
