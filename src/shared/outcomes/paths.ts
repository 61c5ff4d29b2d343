import { buildPath, withQuery } from '#src/shared/core/path-pattern.ts';

// Issue 16: what became of the items. The staff pages (partners, reports), the public receipt
// a household can share (/impact/:token, decision 041) and the API behind them.

export const outcomePages = {
  /** Anyone with the link: the receipt of one completed request, without personal data. */
  impact: '/impact/:token',
  adminPartners: '/admin-partners',
  adminReports: '/admin-reports',
} as const;

export const outcomesApi = {
  /** The public counter on the landing and Who We Are pages. */
  counter: '/api/impact',
  receipt: '/api/impact/:token',
  adminPartners: '/api/admin/partners',
  adminPartner: '/api/admin/partners/:id',
  adminOutcomes: '/api/admin/submissions/:trackingNumber/outcomes',
  adminReport: '/api/admin/reports/outcomes',
  adminExport: '/api/admin/reports/export.csv',
} as const;

export function impactPath(token: string): string {
  return buildPath(outcomePages.impact, { token });
}

/** The receipt's full address, for the e-mail (`publicUrl` without a trailing slash). */
export function impactUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${impactPath(token)}`;
}

export function impactReceiptApiPath(token: string): string {
  return buildPath(outcomesApi.receipt, { token });
}

export function adminPartnerApiPath(id: string): string {
  return buildPath(outcomesApi.adminPartner, { id });
}

export function adminOutcomesApiPath(trackingNumber: string): string {
  return buildPath(outcomesApi.adminOutcomes, { trackingNumber });
}

export function adminReportApiPath(range: { from: string; to: string }): string {
  return withQuery(outcomesApi.adminReport, range);
}

export function adminExportApiPath(range: { from: string; to: string }): string {
  return withQuery(outcomesApi.adminExport, range);
}
