import { describe, expect, it } from 'vitest';
import {
  adminEventApiPath,
  adminNotesApiPath,
  adminPhotoApiPath,
  adminReviewPath,
  adminStatusApiPath,
  adminSubmissionApiPath,
  buildPath,
  eventsApi,
  eventUploadPath,
  forceLogoutPath,
  isApiPath,
  matchPath,
  pages,
  parseTrackingResultPath,
  photoApiPath,
  photoFileUrl,
  photosApi,
  photoThumbUrl,
  receiptApiPath,
  resendApiPath,
  submissionPages,
  submissionsApi,
  trackingLookupPath,
  trackingPages,
  trackingResultPath,
  trackingResultUrl,
  trackPath,
  withQuery,
} from './paths.ts';

describe('route table', () => {
  it('gives every page its own pattern', () => {
    const patterns = Object.values(pages);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) expect(pattern).toMatch(/^\/[a-z0-9:/-]*$/i);
  });
});

describe('buildPath and matchPath', () => {
  it('encodes what it puts in and decodes what it reads back', () => {
    const venue = 'SM Aura / 5F & café';
    const path = buildPath(trackingPages.eventTrack, { venue });
    expect(path).toBe('/event/SM%20Aura%20%2F%205F%20%26%20caf%C3%A9/track');
    expect(matchPath(trackingPages.eventTrack, path)).toEqual({ venue });
  });

  it('reads a path with a query, a fragment or one trailing slash', () => {
    for (const url of [
      '/admin-to-review/AB12CD34?tab=notes',
      '/admin-to-review/AB12CD34#notes',
      '/admin-to-review/AB12CD34/',
    ]) {
      expect(matchPath(submissionPages.adminReview, url)).toEqual({ trackingId: 'AB12CD34' });
    }
  });

  it('refuses another shape, an empty parameter or a broken escape', () => {
    const pattern = submissionPages.adminReview;
    for (const url of [
      '/admin-to-review',
      '/admin-to-review/',
      '/admin-to-review//',
      '/admin-to-review/A/B',
      '/x/AB12CD34',
      '/admin-to-review/%E0%A4%A',
    ]) {
      expect(matchPath(pattern, url)).toBeUndefined();
    }
  });
});

describe('each builder round-trips through its pattern', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const number = 'AB12CD34';
  it.each([
    [trackingPages.result, trackingResultPath(number), { trackingId: number }],
    [
      trackingPages.eventResult,
      trackingResultPath(number, 'bgc-weekend-market'),
      { venue: 'bgc-weekend-market', trackingId: number },
    ],
    [trackingPages.eventTrack, trackPath('bgc-weekend-market'), { venue: 'bgc-weekend-market' }],
    [submissionPages.eventUpload, eventUploadPath('sm-aura'), { venue: 'sm-aura' }],
    [submissionPages.adminReview, adminReviewPath(number), { trackingId: number }],
    [submissionsApi.receipt, receiptApiPath(number), { trackingNumber: number }],
    [submissionsApi.resend, resendApiPath(number), { trackingNumber: number }],
    [submissionsApi.adminDetail, adminSubmissionApiPath(number), { trackingNumber: number }],
    [submissionsApi.adminNotes, adminNotesApiPath(number), { trackingNumber: number }],
    [submissionsApi.adminStatus, adminStatusApiPath(number), { trackingNumber: number }],
    [photosApi.photo, photoApiPath(id), { id }],
    [photosApi.file, photoFileUrl(id), { id }],
    [photosApi.thumb, photoThumbUrl(id), { id }],
    [photosApi.adminPhoto, adminPhotoApiPath(id), { id }],
    [eventsApi.adminEvent, adminEventApiPath(id), { id }],
  ] as const)('%s ← %s', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });

  it('builds the paths without parameters as their pattern', () => {
    expect(trackPath()).toBe(trackingPages.track);
    expect(forceLogoutPath(1_700_000_000_000)).toBe('/force-logout?clear=1700000000000');
    expect(withQuery(submissionsApi.adminList, { q: 'santos', status: undefined, page: 2 })).toBe(
      '/api/admin/submissions?q=santos&page=2',
    );
    expect(withQuery(photosApi.adminList, { q: '' })).toBe('/api/admin/photos');
  });
});

describe('tracking result pages', () => {
  it.each([
    ['/tracking-result/AB12CD34', { trackingNumber: 'AB12CD34' }],
    ['/tracking-result/ab12cd34/', { trackingNumber: 'AB12CD34' }],
    ['/tracking-result/AB12%20CD34?from=sms', { trackingNumber: 'AB12CD34' }],
    [
      '/event/bgc-weekend-market/tracking-result/AB12CD34?from=sms',
      { trackingNumber: 'AB12CD34', eventSlug: 'bgc-weekend-market' },
    ],
    ['/event/sm%20aura/tracking-result/AB12CD34/', { trackingNumber: 'AB12CD34', eventSlug: 'sm aura' }],
  ])('reads %s', (url, target) => {
    expect(parseTrackingResultPath(url)).toEqual(target);
  });

  it.each([
    '/tracking-result/',
    '/tracking-result/%20',
    '/tracking-result/AB12CD34/extra',
    '/tracking-result/%E0%A4%A',
    '/track',
    '/api/track/AB12CD34',
    '/event//tracking-result/AB12CD34',
    '/events/x/tracking-result/AB12CD34',
  ])('reads nothing from %s', (url) => {
    expect(parseTrackingResultPath(url)).toBeUndefined();
  });

  it('reads back what it builds, for both shapes', () => {
    expect(parseTrackingResultPath(trackingResultPath('ZX98YW76'))).toEqual({ trackingNumber: 'ZX98YW76' });
    expect(parseTrackingResultPath(trackingResultPath('ZX98YW76', 'sm-aura'))).toEqual({
      trackingNumber: 'ZX98YW76',
      eventSlug: 'sm-aura',
    });
  });

  it('puts the result page behind PUBLIC_URL for e-mails and SMS, and names its lookup', () => {
    expect(trackingResultUrl('https://ligpit.ph', 'AB12CD34')).toBe('https://ligpit.ph/tracking-result/AB12CD34');
    expect(trackingLookupPath('AB12CD34')).toBe('/api/track/AB12CD34');
    expect(trackingLookupPath('a/b')).toBe('/api/track/a%2Fb');
  });
});

describe('isApiPath', () => {
  it.each([
    ['/api', true],
    ['/api/health', true],
    ['/apiary', false],
    ['/', false],
    ['/tracking-result/AB12CD34', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isApiPath(pathname)).toBe(expected);
  });
});
