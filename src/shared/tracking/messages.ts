// English texts of tracking: the lookup, the result screen and its self-service (product.md §2, §4, §5, §8).
// Read them through the catalogue: `m['tracking.notFound']()` (docs/decisions/006).

export const trackingMessages = {
  // ---- /track (product.md §2 "Track screen", §5 "Track lookup", §8) ----
  trackTitle: 'Track your pickup',
  trackIntro: 'Enter the 8-character tracking number from the text message or e-mail we sent you.',
  numberLabel: 'Tracking number',
  numberPlaceholder: 'e.g. AB12CD34',
  trackOrder: 'Track Order',
  lostNumber: 'Lost your number? It is in the text message and the e-mail we sent when you submitted your items.',
  errorTitle: 'Tracking error',
  numberInvalid: 'Please enter a valid tracking number.',
  notFound: "We couldn't find a submission with this tracking number.",
  requestFailed: 'There was a problem with your request. Please try again.',

  // ---- The result screen (product.md §2 "Tracking result screen") ----
  noNumber: 'No tracking number provided',
  noData: 'Could not find data for this tracking number',
  noDataHint: 'Check the number in your text message or e-mail and try again.',
  backToTracking: 'Back to Tracking',
  loadingDetails: 'Loading tracking details',
  submittedOn: 'Submitted {date}',
  statusUpdate: 'Status Update',
  copyLink: 'Copy Link',
  trackAnother: 'Track Another',
  linkCopied: 'Tracking link copied to clipboard!',
  copyFailed: 'Could not copy the link. Please copy it from the address bar.',
  savedOnDevice: 'Saved on this device',
  offlineTitle: "We couldn't reach Ligpit just now",
  offlineBody:
    'This is your request as it was saved on this device. Its status may have changed since — try again when you are back online.',
  progress: 'Progress',
  progressStep: 'Step {step} of {total}: {label}',
  historyTitle: 'Status History',
  itemsTitle: 'Your Decluttered Items',
  noItems: 'No item photos on this request.',
  ownerDetails: 'Owner Details',
  pickupInformation: 'Pickup Information',
  detailName: 'Name',
  detailContact: 'Contact',
  detailEmail: 'E-mail',
  detailLocation: 'Location',
  detailAddress: 'Address',
  detailSchedule: 'Schedule',
  detailPickup: 'Pickup',
  maskedNote:
    'For privacy, contact details are partly hidden. Only the person who made this request sees them in full.',
  toBeScheduled: 'To be scheduled',

  // ---- Next-step texts (product.md §4; Declined and Cancelled are design.md §7's) ----
  nextStepReview: 'Our team will review your submission soon',
  nextStepContact: 'Our team will review your submission and contact you soon',
  nextStepCollect: 'Our team will come to collect your items soon',
  nextStepComplete: 'Your decluttering process is complete. Thank you!',
  nextStepDeclined: "We're sorry, we can't take these items. We've sent you a message with the reason",
  nextStepCancelled: 'This pickup was cancelled. You can submit a new request anytime',
  nextStepOther: "We'll update you as your donation progresses",
  // Issue 40: after "Nobody home" or a suspended day, until a new window is booked.
  nextStepReschedule:
    'The booked pickup window will not happen. Please pick a new window with the link we sent you by SMS and e-mail.',
  // Issue 27: the crew pressed Done; staff record what became of each item at the warehouse.
  nextStepPickedUp: "Your items are on our truck. We'll tell you what became of each one",
  itemLoaded: 'Loaded',
  itemLeftBehind: 'Left behind',
  // Issue 26: a household erases its request's personal data with a one-time code.
  eraseTitle: 'Erase my personal data',
  eraseIntro:
    'Your name, phone, e-mail, address and photos are erased for good; an open pickup is cancelled. We send you a code first, by SMS or e-mail.',
  eraseSendCode: 'Send me a code to erase',
  eraseConfirm: 'Erase my data',
  eraseDoneTitle: 'Erased',
  eraseDone: 'The personal data of this request is erased. Only anonymous figures remain.',
  // Issue 40 item 14: an erased request's page says so where the name, contacts and photos were.
  erasedDetails:
    'Erased: the name, phone, e-mail, address and photos of this request are gone for good. Only anonymous figures remain.',
  // Issue 24: each history line says what happened.
  historySubmitted: 'Request submitted',
  historyScheduled: 'Pickup scheduled for {date}, {window}',
  historyScheduledDay: 'Pickup scheduled for {date}',
  historyMoved: 'Pickup moved to {date}, {window}',
  historyMovedDay: 'Pickup moved to {date}',
  historyPhotoAdded: 'Photo added ({count} in all)',
  historyPhotoRemoved: 'Photo removed ({count} left)',
  historyDaySuspended: 'Pickups were suspended that day: please choose a new pickup window',
  historyOnTheWay: 'Our crew is on the way (about {minutes} minutes)',
  historyProcessing: 'Being reviewed by our team',
  historyCompleted: 'Picked up and completed',
  historyDeclined: 'Request declined',
  historyCancelled: 'Request cancelled',

  // ---- Self-service on the result screen (issue 15): cancel or move the pickup ----
  managePickup: 'Manage your pickup',
  manageIntro: 'You can cancel or move your pickup online until {until}.',
  manageClosed:
    'Online changes closed on {until}, 24 hours before the pickup. Reply to our SMS or e-mail and we will help.',
  manageSettledCompleted: 'This request is completed: we picked up your things. Thank you for letting them go!',
  manageSettledDeclined: 'This request was declined, so there is nothing to change. You can submit a new one anytime.',
  manageSettledCancelled: 'This request is cancelled. You can submit a new one anytime.',
  cancelPickup: 'Cancel pickup',
  cancelPickupConfirm: 'Cancel this pickup? We will tell our team.',
  keepPickup: 'Keep it',
  cancelPickupAndNotify: 'Yes, cancel',
  pickupCancelledTitle: 'Pickup cancelled',
  pickupCancelled: 'Your request is cancelled. You can submit a new one anytime.',
  reschedulePickupOnline: 'Move pickup',
  newPickupDate: 'New pickup date',
  saveNewPickup: 'Move my pickup',
  pickupMovedTitle: 'Pickup moved',
  pickupMoved: 'See you on {date}, {window}.',
  // Issue 27: also after the crew found nobody home, so it names no cause (the SMS and e-mail did).
  needsReschedulingNotice: 'Needs rescheduling: the pickup on {date} will not happen. Please pick a new window below.',
  // The one-time code for a guest on another device (issue 15, decision 044).
  ownerCodeIntro:
    'Is this your request? We can send a 6-digit code to the phone number or e-mail address on file so you can cancel or move it.',
  sendOwnerCode: 'Send me a code',
  ownerCodeWhere: 'Send the code to',
  ownerCodeBySms: 'SMS to {destination}',
  ownerCodeByEmail: 'E-mail to {destination}',
  ownerCodeSent: 'We sent a code to {destination}. It works for 10 minutes.',
  ownerCodeLabel: '6-digit code',
  verifyOwnerCode: 'Confirm',
  ownerVerifiedTitle: 'Confirmed',
  ownerVerified: 'You can now manage this pickup.',
  // Photos the owner adds or removes while the request is Submitted or Processing (issue 15).
  yourPhotos: 'Your photos',
  addPhotoOnline: 'Add a photo',
  removePhotoOf: 'Remove the photo of {name}',
  photoAddedTitle: 'Photo added',
  photoAdded: 'Our team sees it with your request.',
  photoRemovedTitle: 'Photo removed',
  photoRemoved: 'It is no longer part of your request.',
} as const;
