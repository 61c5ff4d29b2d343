// English texts every subject uses (docs/decisions/006): generic titles, the API's own errors, the
// parts of the page frame. Read them through the catalogue: `m['core.titleError']()`.

import { calendarYears } from './dates.ts';

/** A toast's title over its description (product.md's pairs, §8). Account code still builds these from texts. */
export interface Notice {
  title: string;
  description: string;
  /** The description's catalogue key (the title's adds "Title"): pages show it in the reader's language. */
  key?: string;
}

export const coreMessages = {
  // ---- Titles product.md gives many toasts (§8) ----
  titleError: 'Error',
  titleSuccess: 'Success',
  titleSuccessBang: 'Success!',
  titleMissingInformation: 'Missing Information',
  titleTooManyRequests: 'Too many requests',

  // ---- Dates typed in forms ----
  dateFormat: 'Please enter a date as YYYY-MM-DD',
  dateOutOfRange: `Please choose a date between ${calendarYears.min} and ${calendarYears.max}`,

  // ---- Controls every form shares ----
  hidePassword: 'Hide password',
  showPassword: 'Show password',

  // ---- Errors the API answers for any route (design.md §8) and the browser's own ----
  tooManyRequests: 'Please wait a moment and try again.',
  tooManyRequestsFull: 'Too many requests. Please wait a moment and try again.',
  rateLimited: 'Too many requests. Please wait {seconds} seconds and try again.',
  rateLimitedMinutes: 'Too many requests. Please wait {minutes} minutes and try again.',
  rateLimitedHours: 'Too many requests. Please wait {hours} hours and try again.',
  network: 'We could not reach Ligpit. Check your connection and try again.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'Ligpit cannot answer right now. Please try again in a few seconds.',
  signInToContinue: 'Please sign in to continue.',
  notAllowed: 'You are not allowed to do this.',
  nothingHere: 'There is nothing at this address.',
  badRequest: 'The request could not be handled. Please check it and try again.',
  bodyTooLarge: 'The request body is too large.',
  bodyLengthMismatch: 'The request body does not match its Content-Length.',
  fileTooLarge: 'That file is too large. Photos can be at most 10 MB.',
  bodyTypeUnsupported: 'That kind of request body is not supported.',
  bodyNotJson: 'The request body is not valid JSON.',
  invalidValue: 'Invalid value',
  invalidRequest: 'Invalid request',
  noSuchEndpoint: 'No such endpoint: {method} {path}',
  offSite: 'This request came from another site and was blocked.',
  adminRequired: 'Admin access is required',
  maintenance: 'Site Under Maintenance. We are upgrading the site; please check back soon.',
  badUrl: 'The address of this request is not valid.',
  badCharacter: 'This text contains a character that cannot be saved. Please remove it and try again.',
  tooDeep: 'The request body is nested too deeply (at most {maxDepth} levels).',
  badRedirect: 'This redirect address is not allowed.',
  operatorTokenRequired: 'This endpoint needs the operator token, or a request from this machine.',

  // ---- The page frame ----
  close: 'Close',
  loading: 'Loading',
  back: 'Back',
  tryAgain: 'Try again',
  // Issue 37: the Leaflet maps' own buttons.
  mapZoomIn: 'Zoom in',
  mapZoomOut: 'Zoom out',
  pageNotLoaded: 'This page did not load',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
  ok: 'OK',
  edit: 'Edit',
  requestPickup: 'Request a pickup',
  trackPickup: 'Track a pickup',
  homeLabel: 'Ligpit home',
  track: 'Track',
  openMenu: 'Open menu',
  menu: 'Menu',
  mainNav: 'Main',
  footerNav: 'Footer',
  footerTagline: 'Decluttering pickups across Metro Manila',
  whoWeAre: 'Who We Are',
  terms: 'Terms',
  /** Issue 26: the privacy notice, in the footer and beside every form that asks for personal data. */
  privacy: 'Privacy',
  privacyFormNote: 'We use these details only for your pickup. How we keep and erase them:',
  privacyFormLink: 'Privacy notice',

  // ---- The language switch (issue 16): each language named in itself ----
  language: 'Language',
  languageEnglish: 'English',
  languageFilipino: 'Filipino',
} as const;
