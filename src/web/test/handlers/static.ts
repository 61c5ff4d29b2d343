import { HttpResponse, http } from 'msw';
import { privacyNoticeApi } from '#src/shared/static/paths.ts';

// The settings the static pages name (GET /api/privacy, issue 26): the server's defaults.

export const siteSettings = (settings: { contact?: string; retentionDays?: number; contactEmail?: string } = {}) =>
  http.get(privacyNoticeApi.notice, () =>
    HttpResponse.json({ contact: 'hello@ligpit.ph', retentionDays: 180, contactEmail: 'hello@ligpit.ph', ...settings }),
  );

export const staticHandlers = [siteSettings()];
