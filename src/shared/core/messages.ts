// The spec's user-facing texts (spec §5, §8), kept in one place so forms, toasts and the server agree.
// A toast shows `title` over `description`; a field error shows `description`.
export interface Notice {
  title: string;
  description: string;
}

export const notices = {
  nameRequired: { title: 'Missing Information', description: 'Please enter your name' },
  emailRequired: { title: 'Missing Information', description: 'Please enter your email' },
  emailInvalid: { title: 'Invalid Email', description: 'Please enter a valid email address' },
  phoneInvalid: { title: 'Invalid Phone Number', description: 'Please enter a valid 10-digit phone number' },
  locationRequired: { title: 'Missing Information', description: 'Please select a location' },
  pickupDateRequired: { title: 'Missing Information', description: 'Please select a pickup date' },
  pickupDateOutOfWindow: {
    title: 'Invalid Pickup Date',
    description: 'Please choose a pickup date at least 1 week in advance and within 30 days',
  },
  photosMissing: { title: 'Missing Photos', description: 'Please add at least one photo of your items' },
  locationNotAvailable: {
    title: 'Location Not Available',
    description: "Unfortunately, we currently don't service this location. We'll be expanding soon!",
  },
  submissionSuccess: { title: 'Success!', description: 'Your items have been submitted successfully!' },
  submissionFailed: {
    title: 'Submission Failed',
    description: 'There was an error submitting your form. Please try again.',
  },
  trackingInvalid: { title: 'Tracking error', description: 'Please enter a valid tracking number.' },
  trackingNotFound: {
    title: 'Tracking error',
    description: "We couldn't find a submission with this tracking number.",
  },
  resendDone: {
    title: 'Tracking number resent',
    description: "We've resent your tracking information to your email and phone",
  },
  resendFailed: {
    title: 'Error',
    description: 'There was a problem resending your tracking information. Please try again.',
  },
  resendMaxed: {
    title: 'Maximum resends reached',
    description: "You've reached the maximum number of resend attempts.",
  },
  trackingRequestFailed: { title: 'Error', description: 'There was a problem with your request. Please try again.' },
  linkCopied: { title: 'Success', description: 'Tracking link copied to clipboard!' },
  cameraDenied: {
    title: 'Camera Access Denied',
    description: 'Please allow camera access in your browser settings to use this feature.',
  },
  photoUploadFailed: { title: 'Error', description: 'Failed to upload photo' },
  photoProcessFailed: { title: 'Error', description: 'Failed to process photo' },
  photoDeleteFailed: { title: 'Error', description: 'Failed to delete photo from storage' },
  tooManyRequests: { title: 'Too many requests', description: 'Please wait a moment and try again.' },
} as const satisfies Record<string, Notice>;

/** The toast title that goes with a field message, so server errors display like the form's own. */
export function noticeFor(description: string): Notice {
  const found = Object.values(notices).find((notice) => notice.description === description);
  return found ?? { title: 'Error', description };
}
