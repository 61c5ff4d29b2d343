import type { Notice } from '#src/shared/core/messages.ts';

// Every text of the customer account screens in one place: the spec's words verbatim (§2, §5, §8),
// then the few sentences we add where the spec has none (marked "ours"). A toast shows `title`
// over `description`; a field error and an API error's `message` are the `description`.

export const accountNotices = {
  // ---- /login (spec §5 "Login", §8 "Authentication") ----
  loginMissing: { title: 'Missing Information', description: 'Please enter your email and password' },
  loginFailed: { title: 'Login Failed', description: 'Invalid email or password. Please try again.' },
  loginSuccess: { title: 'Success!', description: '' },

  // ---- /signup, in the order the form checks them (spec §5 "Sign-up") ----
  nameRequired: { title: 'Missing Information', description: 'Please enter your name' },
  emailRequired: { title: 'Missing Information', description: 'Please enter your email address' },
  emailInvalid: { title: 'Invalid Email', description: 'Please enter a valid email address' },
  passwordRequired: { title: 'Missing Information', description: 'Please enter a password' },
  passwordTooShort: { title: 'Weak Password', description: 'Password must be at least 8 characters long' },
  passwordMismatch: { title: 'Password Mismatch', description: 'Passwords do not match' },
  /** Ours: Better Auth's upper limit. */
  passwordTooLong: { title: 'Weak Password', description: 'Password must be at most 128 characters long' },
  phoneInvalid: { title: 'Invalid Phone Number', description: 'Please enter a valid 10-digit phone number' },
  addressIncomplete: { title: 'Incomplete Address', description: 'Please fill in both city and address fields' },
  emailTaken: {
    title: 'Email Already Registered',
    description: 'This email is already in use. Please use a different email or sign in.',
  },
  registrationFailed: {
    title: 'Registration Failed',
    description: 'There was an error processing your request. Please try again.',
  },
  registrationFailedEmail: {
    title: 'Registration Failed',
    description: 'This email is already registered. Please use a different email or sign in.',
  },
  userRegistrationFailed: { title: 'Registration Failed', description: 'User registration failed' },
  accountCreated: { title: 'Account Created!', description: 'You can now sign in with your new account.' },

  // ---- Sign-out, cache clear, guards (spec §8 "Authentication") ----
  signingOut: { title: 'Signing out', description: 'Clearing data and signing you out...' },
  signOutFailed: { title: 'Error', description: 'Failed to sign out. Please try again.' },
  cacheClear: { title: 'Aggressive Cache Clear', description: 'Purging all storage and redirecting to logout page...' },
  cacheClearFailed: { title: 'Error', description: 'Cache clearing failed. Try clearing browser data manually.' },
  authRequired: { title: 'Authentication Required', description: 'Please sign in to access this page' },
  authRequiredToSubmit: { title: 'Authentication Error', description: 'You must be logged in to submit items' },
  profileUnavailable: { title: 'Error', description: 'Could not retrieve your profile information' },

  // ---- Dashboard and profile (spec §8 "Dashboard and profile") ----
  trackingNumbersLoadFailed: { title: 'Error', description: 'Failed to load your tracking numbers' },
  submissionsLoadFailed: { title: 'Error', description: 'Failed to load your submissions' },
  trackingNumberAddFailed: { title: 'Error', description: 'Failed to add tracking number' },
  trackingNumberRemoveFailed: { title: 'Error', description: 'Failed to remove tracking number' },
  authDataMissing: {
    title: 'Error',
    description: 'Authentication data is missing. Please try signing out and back in.',
  },
  trackingNumberAdded: { title: 'Success', description: 'Tracking number added successfully' },
  trackingNumberRemoved: { title: 'Success', description: 'Tracking number removed successfully' },
  profileUpdated: { title: 'Success', description: 'Your profile has been updated successfully' },
  profileUpdateFailed: { title: 'Error', description: 'Failed to update your profile. Please try again.' },
  profileTrackingNumberAdded: { title: 'Tracking Number Added', description: 'Tracking number added successfully' },
  profileTrackingNumberRemoved: {
    title: 'Tracking Number Removed',
    description: 'Tracking number removed successfully',
  },

  // ---- Saved tracking numbers: the profile's add (spec §5 "Profile tracking number add") ----
  trackingNumberInvalid: {
    title: 'Invalid Tracking Number',
    description: 'Please enter a valid tracking number (8 alphanumeric characters)',
  },
  trackingNumberDuplicate: {
    title: 'Duplicate Tracking Number',
    description: 'This tracking number is already in your list',
  },
  trackingNumberUnknown: { title: 'Error', description: 'This tracking number was not found in our system' },
  // ---- … and the dashboard's add (spec §5 "Dashboard add") ----
  trackingNumberAlreadyAdded: { title: 'Already Added', description: 'This tracking number is already in your list' },

  // ---- Claim (spec §5 "Claim", §8 "Claim"; titles "Claim Failed" and "Success!") ----
  claimNumberRequired: { title: 'Claim Failed', description: 'Please enter a tracking number' },
  claimVerificationRequired: {
    title: 'Verification Required',
    description: 'Please provide either the email or phone number used during submission',
  },
  claimSignInRequired: { title: 'Claim Failed', description: 'You must be logged in to claim a tracking number' },
  claimNotFound: { title: 'Claim Failed', description: 'This tracking number does not exist' },
  claimAlreadyYours: { title: 'Claim Failed', description: 'You have already claimed this tracking number' },
  claimTakenByOther: {
    title: 'Claim Failed',
    description: 'This tracking number has already been claimed by another user',
  },
  claimMismatch: {
    title: 'Claim Failed',
    description: 'The verification information does not match our records for this tracking number',
  },
  claimSuccess: { title: 'Success!', description: 'Tracking number successfully claimed and added to your account' },
  claimFailed: { title: 'Claim Failed', description: 'An error occurred while claiming the tracking number' },
  claimRemoved: { title: 'Success!', description: 'Tracking number removed from your account' },
  claimRemoveFailed: { title: 'Error', description: 'An error occurred while removing the tracking number' },

  // ---- Ours: where the spec has no words ----
  /** Sign-in with a correct password before the address is confirmed (DESIGN §6.11). */
  emailNotVerified: {
    title: 'Please confirm your e-mail address',
    description:
      'Open the link we e-mailed you to finish signing up. No e-mail? Check your spam folder, or send a new link.',
  },
  verificationSent: {
    title: 'Check your e-mail',
    description: 'We sent you a link to confirm your e-mail address. It works for one hour.',
  },
  verificationLinkInvalid: {
    title: 'This link is not valid any more',
    description: 'Confirmation and reset links work once and for one hour. Ask for a new one.',
  },
  verificationSendFailed: { title: 'Error', description: 'We could not send the e-mail. Please try again.' },
  verificationTooMany: {
    title: 'Too many e-mails',
    description: 'We already sent you several links. Please wait an hour before asking for another one.',
  },
  /** A city outside the 17 (the select only offers the 17; an API caller may send anything). */
  cityNotServed: {
    title: 'Location Not Available',
    description: "Unfortunately, we currently don't service this location. We'll be expanding soon!",
  },
  postalCodeInvalid: { title: 'Invalid Postal Code', description: 'Please enter a 4-digit postal code' },
  tooLong: { title: 'Too Long', description: 'Please shorten this field' },
  trackingListFull: { title: 'List Full', description: 'Your list is full (100 tracking numbers). Remove one first.' },
  tooManyTrackingNumbers: { title: 'Too Many', description: 'You can add at most 20 tracking numbers at sign-up' },
  claimTooMany: {
    title: 'Claim Failed',
    description: 'Too many claim attempts. Please wait an hour and try again.',
  },
  staffAccount: {
    title: 'Staff account',
    description: 'Staff accounts use the admin dashboard, not the customer pages.',
  },
  signUpClosedHere: {
    title: 'Registration Failed',
    description: 'Accounts are created on the sign-up page.',
  },
  offSite: { title: 'Error', description: 'This request came from another site and was blocked.' },
} as const satisfies Record<string, Notice>;

export type AccountNoticeKey = keyof typeof accountNotices;

/** Labels the spec gives the account screens (§2), for the web to use as written. */
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
  EMAIL_ALREADY_VERIFIED: {
    title: 'Already confirmed',
    description: 'Your e-mail address is already confirmed. You can sign in.',
  },
  EMAIL_PASSWORD_SIGN_UP_DISABLED: accountNotices.signUpClosedHere,
  INVALID_ORIGIN: accountNotices.offSite,
  MISSING_OR_NULL_ORIGIN: accountNotices.offSite,
};

// spec §4 "Profile loading" and §9 "Profile fallback defaults".
export const profileFallbacks = {
  /** The spec's "placeholder customer name". */
  name: 'Valued Customer',
  address: 'Default Address',
} as const;

/** Headings, buttons and short lines of the account screens that the spec leaves to us. */
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
  address: 'Address',
  addressHint: 'House number, street and barangay.',
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
  postalCode: 'Postal code (optional)',
  barangay: 'Barangay',
  streetAddress: 'Street address',
  view: 'View',
  removeAction: 'Remove',
  loadFailed: 'Something went wrong while loading your account.',
  signedOutEverywhere: 'You are signed out on every device.',
} as const;
