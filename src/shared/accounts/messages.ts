import type { Notice } from '#src/shared/core/messages.ts';
import { noticesOf } from '#src/shared/i18n/notices.ts';

// Every text of the customer account screens in one place: product.md's words verbatim (§2, §5, §8),
// then the few sentences we add where the original specification had none (marked "ours"). A toast shows `<name>Title`
// over `<name>`; a field error and an API error's `message` are the `<name>` text.
// These objects are the English catalogue (docs/decisions/006): a page reads `m['accounts.loginFailed']()`;
// `accountNotices` and `authErrorNotices` give the same English texts as { title, description } pairs.

export const accountMessages = {
  // ---- /login (product.md §5 "Login", §8 "Authentication") ----
  loginMissingTitle: 'Missing Information',
  loginMissing: 'Please enter your email and password',
  loginFailedTitle: 'Login Failed',
  loginFailed: 'Invalid email or password. Please try again.',
  loginSuccessTitle: 'Success!',
  loginSuccess: '',

  // ---- /signup, in the order the form checks them (product.md §5 "Sign-up") ----
  nameRequiredTitle: 'Missing Information',
  nameRequired: 'Please enter your name',
  emailRequiredTitle: 'Missing Information',
  emailRequired: 'Please enter your email address',
  emailInvalidTitle: 'Invalid Email',
  emailInvalid: 'Please enter a valid email address',
  passwordRequiredTitle: 'Missing Information',
  passwordRequired: 'Please enter a password',
  passwordTooShortTitle: 'Weak Password',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordMismatchTitle: 'Password Mismatch',
  passwordMismatch: 'Passwords do not match',
  /** Ours: Better Auth's upper limit. */
  passwordTooLongTitle: 'Weak Password',
  passwordTooLong: 'Password must be at most 128 characters long',
  phoneInvalidTitle: 'Invalid Phone Number',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  addressIncompleteTitle: 'Incomplete Address',
  addressIncomplete: 'Please fill in both city and address fields',
  emailTakenTitle: 'Email Already Registered',
  emailTaken: 'This email is already in use. Please use a different email or sign in.',
  registrationFailedTitle: 'Registration Failed',
  registrationFailed: 'There was an error processing your request. Please try again.',
  registrationFailedEmailTitle: 'Registration Failed',
  registrationFailedEmail: 'This email is already registered. Please use a different email or sign in.',
  userRegistrationFailedTitle: 'Registration Failed',
  userRegistrationFailed: 'User registration failed',
  accountCreatedTitle: 'Account Created!',
  // Issue 40 item 14: not the original specification's "You can now sign in": sign-in waits for the confirmed address (design.md §6.11).
  accountCreated: 'Check your e-mail: open the link we sent to confirm your address, then sign in.',

  // ---- Sign-out, cache clear, guards (product.md §8 "Authentication") ----
  signingOutTitle: 'Signing out',
  signingOut: 'Clearing data and signing you out...',
  signOutFailedTitle: 'Error',
  signOutFailed: 'Failed to sign out. Please try again.',
  signedOutTitle: 'You are signed out',
  signedOut: 'Your session ended. Sign in again to see your requests.',
  cacheClearTitle: 'Aggressive Cache Clear',
  cacheClear: 'Purging all storage and redirecting to logout page...',
  cacheClearFailedTitle: 'Error',
  cacheClearFailed: 'Cache clearing failed. Try clearing browser data manually.',
  authRequiredTitle: 'Authentication Required',
  authRequired: 'Please sign in to access this page',
  authRequiredToSubmitTitle: 'Authentication Error',
  authRequiredToSubmit: 'You must be logged in to submit items',
  profileUnavailableTitle: 'Error',
  profileUnavailable: 'Could not retrieve your profile information',

  // ---- Dashboard and profile (product.md §8 "Dashboard and profile") ----
  trackingNumbersLoadFailedTitle: 'Error',
  trackingNumbersLoadFailed: 'Failed to load your tracking numbers',
  submissionsLoadFailedTitle: 'Error',
  submissionsLoadFailed: 'Failed to load your submissions',
  trackingNumberAddFailedTitle: 'Error',
  trackingNumberAddFailed: 'Failed to add tracking number',
  trackingNumberRemoveFailedTitle: 'Error',
  trackingNumberRemoveFailed: 'Failed to remove tracking number',
  authDataMissingTitle: 'Error',
  authDataMissing: 'Authentication data is missing. Please try signing out and back in.',
  trackingNumberAddedTitle: 'Success',
  trackingNumberAdded: 'Tracking number added successfully',
  trackingNumberRemovedTitle: 'Success',
  trackingNumberRemoved: 'Tracking number removed successfully',
  profileUpdatedTitle: 'Success',
  profileUpdated: 'Your profile has been updated successfully',
  profileUpdateFailedTitle: 'Error',
  profileUpdateFailed: 'Failed to update your profile. Please try again.',
  profileTrackingNumberAddedTitle: 'Tracking Number Added',
  profileTrackingNumberAdded: 'Tracking number added successfully',
  profileTrackingNumberRemovedTitle: 'Tracking Number Removed',
  profileTrackingNumberRemoved: 'Tracking number removed successfully',

  // ---- Saved tracking numbers: the profile's add (product.md §5 "Profile tracking number add") ----
  trackingNumberInvalidTitle: 'Invalid Tracking Number',
  trackingNumberInvalid: 'Please enter a valid tracking number (8 alphanumeric characters)',
  trackingNumberDuplicateTitle: 'Duplicate Tracking Number',
  trackingNumberDuplicate: 'This tracking number is already in your list',
  trackingNumberUnknownTitle: 'Error',
  trackingNumberUnknown: 'This tracking number was not found in our system',
  // ---- … and the dashboard's add (product.md §5 "Dashboard add") ----
  trackingNumberAlreadyAddedTitle: 'Already Added',
  trackingNumberAlreadyAdded: 'This tracking number is already in your list',

  // ---- Claim (product.md §5 "Claim", §8 "Claim"; titles "Claim Failed" and "Success!") ----
  claimNumberRequiredTitle: 'Claim Failed',
  claimNumberRequired: 'Please enter a tracking number',
  claimVerificationRequiredTitle: 'Verification Required',
  claimVerificationRequired: 'Please provide either the email or phone number used during submission',
  claimSignInRequiredTitle: 'Claim Failed',
  claimSignInRequired: 'You must be logged in to claim a tracking number',
  claimNotFoundTitle: 'Claim Failed',
  claimNotFound: 'This tracking number does not exist',
  claimAlreadyYoursTitle: 'Claim Failed',
  claimAlreadyYours: 'You have already claimed this tracking number',
  claimTakenByOtherTitle: 'Claim Failed',
  claimTakenByOther: 'This tracking number has already been claimed by another user',
  claimMismatchTitle: 'Claim Failed',
  claimMismatch: 'The verification information does not match our records for this tracking number',
  claimSuccessTitle: 'Success!',
  claimSuccess: 'Tracking number successfully claimed and added to your account',
  claimFailedTitle: 'Claim Failed',
  claimFailed: 'An error occurred while claiming the tracking number',
  claimRemovedTitle: 'Success!',
  claimRemoved: 'Tracking number removed from your account',
  claimRemoveFailedTitle: 'Error',
  claimRemoveFailed: 'An error occurred while removing the tracking number',

  // ---- Ours: where the original specification had no words ----
  /** Sign-in with a correct password before the address is confirmed (design.md §6.11). */
  emailNotVerifiedTitle: 'Please confirm your e-mail address',
  emailNotVerified:
    'Open the link we e-mailed you to finish signing up. No e-mail? Check your spam folder, or send a new link.',
  verificationSentTitle: 'Check your e-mail',
  verificationSent: 'We sent you a link to confirm your e-mail address. It works for one hour.',
  verificationLinkInvalidTitle: 'This link is not valid any more',
  verificationLinkInvalid: 'Confirmation and reset links work once and for one hour. Ask for a new one.',
  verificationSendFailedTitle: 'Error',
  verificationSendFailed: 'We could not send the e-mail. Please try again.',
  tooManySignInsOneMinute: 'Too many sign-in attempts. Please wait 1 minute and try again.',
  tooManySignInsMinutes: 'Too many sign-in attempts. Please wait {minutes} minutes and try again.',
  verificationTooManyTitle: 'Too many e-mails',
  verificationTooMany: 'We already sent you several links. Please wait an hour before asking for another one.',
  /** A city outside the 17 (the select only offers the 17; an API caller may send anything). */
  cityNotServedTitle: 'Location Not Available',
  cityNotServed: "Unfortunately, we currently don't service this location. We'll be expanding soon!",
  postalCodeInvalidTitle: 'Invalid Postal Code',
  postalCodeInvalid: 'Please enter a 4-digit postal code',
  tooLongTitle: 'Too Long',
  tooLong: 'Please shorten this field',
  trackingListFullTitle: 'List Full',
  trackingListFull: 'Your list is full (100 tracking numbers). Remove one first.',
  tooManyTrackingNumbersTitle: 'Too Many',
  tooManyTrackingNumbers: 'You can add at most 20 tracking numbers at sign-up',
  claimTooManyTitle: 'Claim Failed',
  // Issue 26: the wait it says is the wait there is (the per-request limit lasts up to a day).
  claimTooMany: 'Too many claim attempts. Please wait {minutes} minutes and try again.',
  claimTooManyHoursTitle: 'Claim Failed',
  claimTooManyHours: 'Too many claim attempts for this tracking number. Please try again in {hours} hours.',
  /** Issue 26: a claim proves ownership with a code sent to the request's own e-mail or phone. */
  claimCodeSentTitle: 'Check your messages',
  claimCodeSent: 'We sent a code to {destination}. Enter it to finish claiming this request.',
  claimCodeLabel: 'Code from the message',
  /** The "this was not me" page a claimed request's contact reaches from the e-mail. */
  notMeTitle: 'Was this you?',
  notMeIntro:
    'A Ligpit account added your request to its list. If that was not you, undo it here: the account loses access at once and our team is told.',
  notMeButton: 'This was not me',
  notMeDoneTitle: 'Undone',
  notMeDone: 'The request is no longer linked to that account, and our team has been told.',
  myDataTitle: 'Your data',
  myDataIntro: 'Download everything Ligpit keeps about you, or delete your account.',
  downloadMyData: 'Download my data',
  deleteAccount: 'Delete my account',
  deleteAccountWarning:
    'Your account, saved numbers and profile go for good. Open requests are cancelled, and the personal data of your requests is erased.',
  deleteAccountPassword: 'Your password, to confirm',
  deleteAccountConfirm: 'Delete my account for good',
  deleteAccountFailedTitle: 'Account not deleted',
  deleteAccountFailed: 'We could not delete your account. Please try again.',
  deleteWrongPasswordTitle: 'Account not deleted',
  deleteWrongPassword: 'That password is not right. Your account was not deleted.',
  notMeInvalidTitle: 'This link is not valid any more',
  notMeInvalid:
    'This link was used already or is too old. If something is wrong with your request, reply to our e-mail.',
  staffAccountTitle: 'Staff account',
  staffAccount: 'Staff accounts use the admin dashboard, not the customer pages.',
  signUpClosedHereTitle: 'Registration Failed',
  signUpClosedHere: 'Accounts are created on the sign-up page.',
  offSiteTitle: 'Error',
  offSite: 'This request came from another site and was blocked.',
  emailAlreadyVerifiedTitle: 'Already confirmed',
  emailAlreadyVerified: 'Your e-mail address is already confirmed. You can sign in.',
} as const;

/** The pairs above as notices, by name: `accountNotices.loginFailed` is { title, description }. */
export const accountNotices = noticesOf(accountMessages, 'accounts');

/** The sign-in form's own notice: here, not beside its schema, so the form hydrates without zod (issue 25). */
export const signInMessages = { missing: accountNotices.loginMissing } as const;

export type AccountNoticeKey = keyof typeof accountNotices;

/** Labels product.md gives the account screens (§2), for the web to use as written. */
export const accountLabels = {
  signedInAs: 'Signed in as',
  dashboard: 'Dashboard',
  track: 'Track',
  signOut: 'Sign Out',
  login: 'Login',
  signUp: 'Sign Up',
  clearCache: 'Clear Cache & Refresh',
  clearCacheNote: 'Debug tool: Clears all browser storage',
  forgotPassword: 'Forgot password?',
  editProfile: 'Edit Profile',
  newRequest: 'New request',
  tryAgain: 'Try Again',
  goHome: 'Go to Home',
  myTrackingNumbers: 'My Tracking Numbers',
  mySubmissions: 'My Submissions',
  claimTracking: 'Claim Tracking',
  continue: 'Continue',
  back: 'Back',
  claim: 'Claim',
  viewDetails: 'View Details',
  clearingAllData: 'Clearing All Data',
  clearingAllDataDetail: 'Signing you out on every device and clearing this browser’s storage…',
  /** Ours: the action beside the "confirm your e-mail address" message. */
  resendVerification: 'Resend verification e-mail',
} as const;

/**
 * What people read for an auth error code (Better Auth's codes, answered by /api/auth/* as
 * `{ error: CODE, message }`, and the `?error=CODE` that its e-mailed links append when they
 * redirect). Codes not listed keep Better Auth's own message.
 */
export const authErrorNotices: Record<string, Notice> = {
  INVALID_EMAIL_OR_PASSWORD: accountNotices.loginFailed,
  EMAIL_NOT_VERIFIED: accountNotices.emailNotVerified,
  INVALID_TOKEN: accountNotices.verificationLinkInvalid,
  TOKEN_EXPIRED: accountNotices.verificationLinkInvalid,
  // A confirmation link of an account that was replaced by a later sign-up (decision 012).
  USER_NOT_FOUND: accountNotices.verificationLinkInvalid,
  INVALID_EMAIL: accountNotices.emailInvalid,
  PASSWORD_TOO_SHORT: accountNotices.passwordTooShort,
  PASSWORD_TOO_LONG: accountNotices.passwordTooLong,
  EMAIL_ALREADY_VERIFIED: accountNotices.emailAlreadyVerified,
  EMAIL_PASSWORD_SIGN_UP_DISABLED: accountNotices.signUpClosedHere,
  INVALID_ORIGIN: accountNotices.offSite,
  MISSING_OR_NULL_ORIGIN: accountNotices.offSite,
};

// product.md §4 "Profile loading" and §9 "Profile fallback defaults".
export const profileFallbacks = {
  /** product.md's "placeholder customer name". */
  name: 'Valued Customer',
} as const;

/** Headings, buttons and short lines of the account screens that the original specification left to us. */
export const accountCopy = {
  loginTitle: 'Login',
  loginIntro: 'Sign in to follow your requests and keep your tracking numbers in one place.',
  email: 'E-mail',
  password: 'Password',
  confirmPassword: 'Confirm password',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  noAccount: 'No account yet?',
  createAccount: 'Create an account',
  haveAccount: 'Already have an account?',
  signUpTitle: 'Create your account',
  signUpIntro: 'Save your tracking numbers and follow every request from one place.',
  personalInformation: 'Personal information',
  fullName: 'Full name',
  phone: 'Phone number',
  passwordSection: 'Password',
  passwordHint: 'At least 8 characters.',
  addressSection: 'Address',
  city: 'City',
  chooseCity: 'Choose your city',
  addressLabel: 'Address',
  addressHint: 'House number and street.',
  previousTransactions: 'Previous transactions',
  previousTransactionsHint: 'Optional: tracking numbers of requests you made before.',
  trackingNumber: 'Tracking number',
  addRow: 'Add another',
  removeRow: 'Remove',
  creatingAccount: 'Creating account…',
  resendSending: 'Sending…',
  welcome: 'Welcome',
  yourAccount: 'Your account',
  editProfileIntro: 'We use these details to reach you and to pick up your items.',
  add: 'Add',
  adding: 'Adding…',
  trackAction: 'Track',
  deleteAction: 'Delete',
  noSavedNumbers: 'No tracking numbers yet. Add one above, or claim a request you made.',
  noSubmissions: 'No requests yet. Claim one you made as a guest in the Claim Tracking tab.',
  submittedOn: 'Submitted',
  location: 'Location',
  status: 'Status',
  claimIntro: 'Made a request without an account? Claim it to follow it here.',
  claimVerifyIntro: 'To prove it is yours, enter the e-mail or the phone number you used for this request.',
  claimEmail: 'E-mail used at submission',
  claimPhone: 'Phone used at submission',
  claiming: 'Claiming…',
  saveProfile: 'Save Profile',
  saving: 'Saving…',
  view: 'View',
  removeAction: 'Remove',
  loadFailed: 'Something went wrong while loading your account.',
  signedOutEverywhere: 'You are signed out on every device.',

  // ---- Forgot and reset password ----
  resetRequestIntro: 'Enter the e-mail address of your account and we will send you a reset link.',
  resetSendLink: 'Send reset link',
  resetSentTo: 'If an account uses {email}, we sent it a link to choose a new password. The link works for one hour.',
  resetLinkInvalidTitle: 'This reset link is not valid any more',
  resetLinkInvalid: 'Links work once and for one hour. Ask for a new one below.',
  resetSendNewLink: 'Send me a new link',
  passwordUpdatedTitle: 'Password updated',
  passwordUpdated: 'You can now sign in with your new password.',
  staffSignIn: 'Staff sign-in',
  newPasswordTitle: 'Choose a new password',
  newPasswordIntro: 'At least 8 characters. Signing in elsewhere will need the new password.',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  saveNewPassword: 'Save new password',
} as const;
