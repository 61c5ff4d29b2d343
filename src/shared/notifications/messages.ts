// English texts of the messages the service sends: e-mails and SMS (product.md §4, §7; design.md §6.9).
// The server renders them through the catalogue: `m['notifications.smsCompleted']({ first, trackingNumber })`.
// SMS texts keep to plain GSM characters (an en dash would switch the SMS to UCS-2 and halve its length).

export const notificationMessages = {
  // ---- Every e-mail ----
  emailFooter: 'Ligpit · Decluttering pickups across Metro Manila',
  firstNameFallback: 'there',

  // ---- Accounts: confirm the address, reset the password ----
  verifySubject: 'Confirm your Ligpit e-mail address',
  verifyText:
    'Welcome to Ligpit! Confirm your e-mail address by opening this link:\n\n{url}\n\nIf you did not sign up, you can ignore this e-mail.',
  verifyTitle: 'Confirm your e-mail address',
  verifyIntro: 'Welcome to Ligpit! Confirm your e-mail address to finish signing up.',
  verifyLink: 'Confirm my e-mail address',
  verifyIgnore: 'If you did not sign up, you can ignore this e-mail.',
  resetSubject: 'Reset your Ligpit password',
  resetText:
    'Someone asked to reset the password of your Ligpit account. Open this link to choose a new one:\n\n{url}\n\nIf it was not you, you can ignore this e-mail.',
  resetTitle: 'Reset your password',
  resetIntro: 'Someone asked to reset the password of your Ligpit account.',
  resetLink: 'Choose a new password',
  resetIgnore: 'If it was not you, you can ignore this e-mail.',

  // ---- Status changes: one SMS each (product.md §4) ----
  smsProcessing:
    'Ligpit: Hi {first}! We are now reviewing your request {trackingNumber}. Our team will contact you soon. Track it at {trackUrl}',
  smsPickupScheduled:
    // One SMS segment (issue 15): at most 160 GSM-7 characters with a long date and window.
    'Ligpit: Hi {first}! Pickup {trackingNumber}: {date}{window}. Cancel or move it until 24h before: {trackUrl}',
  smsDateToConfirm: 'a date we will confirm',
  smsWindow: ', {window}',
  smsCompleted:
    'Ligpit: Hi {first}! Your items for {trackingNumber} have been picked up. Your decluttering process is complete. Thank you!',
  smsDeclined:
    "Ligpit: Hi {first}. Sorry, we can't take the items in request {trackingNumber}.{reason} You can submit a new request anytime.",
  smsCancelled:
    'Ligpit: Hi {first}. Your request {trackingNumber} was cancelled.{reason} You can submit a new request anytime.',
  smsReason: ' Reason: {reason}.',
  smsOtherStatus: 'Ligpit: Hi {first}! Your request {trackingNumber} is now "{status}". Track it at {trackUrl}',
  // Issue 27: with the scheduled SMS, what staff decided per item, as counts (one segment).
  smsVerdicts:
    "Ligpit: Items in {trackingNumber}: {taken} we'll take, {refused} we can't take. See why and what to do: {trackUrl}",

  // ---- A submission: the e-mail, and the thank-you SMS (product.md §7) ----
  submissionSubject: 'Your Ligpit tracking number: {trackingNumber}',
  submissionTitle: 'Your tracking number is {trackingNumber}',
  greeting: 'Hi {first},',
  thanksWithNumber:
    'Thank you for your pickup request! Your tracking number is {trackingNumber}. Keep it: you need it to follow your request.',
  thanksKeepNumber: 'Thank you for your pickup request! Keep your tracking number: you need it to follow your request.',
  itemsOne: '{count} item',
  itemsMany: '{count} items',
  yourItems: 'Your items ({items}):',
  pickupDate: 'Pickup date:',
  followHere: 'Follow your request here: {url}',
  followLink: 'Follow your request',
  whatNext:
    'Our team will review your submission soon and contact you by e-mail or at the phone number you gave us. You may still change your mind about any item when we contact you for the pickup.',
  questions: 'Questions? Just reply to this e-mail.',
  signature: 'Ligpit',
  thankYouSms:
    'Thank you for decluttering with Ligpit! Your tracking number is {trackingNumber}. Questions? Just ask us at {contactEmail}',
  // Issue 40: items left at a booth are handed over there in a slot; nothing says "pickup".
  dropOffThanksWithNumber:
    'Thank you for your drop-off request! Your tracking number is {trackingNumber}. Keep it: you need it to follow your request.',
  dropOffThanksKeepNumber:
    'Thank you for your drop-off request! Keep your tracking number: you need it to follow your request.',
  dropOffWhere: 'Bring your items to:',
  dropOffWhen: 'Hand-over slot:',
  dropOffWhatNext:
    'Bring your items to the booth in your slot. Our team will look at each item there and tell you which ones we can take.',
  dropOffSms: 'Ligpit: Thank you! Bring your items to {venue}, {date} {slot}. Tracking number: {trackingNumber}',

  // ---- Self-service (issue 15): staff hear of a household's own change ----
  staffCancelledSubject: 'Cancelled online: {trackingNumber}',
  staffCancelledBody: '{name} cancelled request {trackingNumber} (pickup {date}) on the tracking page.',

  // ---- Pickup reminders (issue 15): the day before, and when the crew is on the way ----
  reminderSms: 'Ligpit: Hi {first}! Your pickup is tomorrow, {window}. To cancel or move it: {manageUrl}',
  reminderSubject: 'Your pickup is tomorrow, {window}',
  reminderText:
    'Hi {first},\n\nYour Ligpit pickup ({trackingNumber}) is tomorrow, {date}, {window}.\n\nTo cancel or move it (until 24 hours before): {manageUrl}\n\nLigpit',
  reminderIntro: 'Your pickup ({trackingNumber}) is tomorrow, {date}, {window}.',
  reminderLink: 'Cancel or move it',
  onTheWaySms:
    'Ligpit: Hi {first}! Our crew is on the way for {trackingNumber} and should arrive in about {eta} minutes.',
  // A suspended pickup day (issue 15): one segment with a 40-character reason.
  smsSuspended: 'Ligpit: No pickups on {date} ({reason}). Sorry! Please pick a new window: {trackUrl}',
  // Issue 35 (decision 080): the SMS is one text for every household of the day (one provider call
  // for up to 1,000 of them); the e-mail carries each household's own link.
  suspendedSubject: 'No Ligpit pickup on {date}',
  suspendedText:
    'Sorry: there are no pickups on {date} ({reason}).\n\nPlease pick a new window for request {trackingNumber}: {trackUrl}\n\nLigpit',
  // The one-time code that proves a guest owns a request (issue 15).
  smsOwnerCode: 'Ligpit: Your code for {trackingNumber} is {code}. It works for 10 minutes. Do not share it.',
  // Issue 39: each code's e-mail says what the code does and what never to do with it, so the
  // three no longer read alike (an erase code passed off as a "manage" code).
  ownerCodeSubject: 'Your Ligpit code: {code}, to manage request {trackingNumber}',
  ownerCodeText:
    'Your code to manage request {trackingNumber} on another device (move or cancel the pickup, add photos) is {code}.\n\nIt works for 10 minutes. Never read this code to anyone: Ligpit staff will never ask for it, by phone, SMS or chat. If you did not ask for it, ignore this e-mail: nothing changes without the code.\n\nLigpit',
  // Issue 26: erasing a request's personal data needs a code sent to its own contact.
  smsEraseCode:
    'Ligpit: Code {code} ERASES your data in {trackingNumber} for good. Works 10 min. Never read it to anyone.',
  eraseCodeSubject: 'Your Ligpit code: {code}, to ERASE request {trackingNumber}',
  eraseCodeText:
    'Your code to ERASE request {trackingNumber} is {code}. Entering it deletes your name, phone, e-mail, address and photos for good, and cancels an open pickup.\n\nIt works for 10 minutes. Never read this code to anyone: Ligpit staff will never ask for it. If you did not ask to erase your data, do not enter it anywhere and ignore this e-mail: nothing is erased without the code.\n\nLigpit',
  // Issue 26: a claim proves ownership with a code, and the contact hears of the claim.
  claimCodeSms: 'Ligpit: Code {code} adds {trackingNumber} to an account. Works 10 min. Only enter it if you asked.',
  claimCodeSubject: 'Your Ligpit code: {code}, to add request {trackingNumber} to an account',
  claimCodeText:
    'Someone signed in as {account} asked to add request {trackingNumber} to their account. The code that lets them is {code}.\n\nIt works for 10 minutes. Never read this code to anyone, and enter it only if {account} is your own account: with it, that account sees your request’s details and can change the pickup. If this is not you, ignore this e-mail: nothing changes without the code.\n\nLigpit',
  claimedSubject: 'Request {trackingNumber} was added to an account',
  claimedText:
    'Request {trackingNumber} was added to the Ligpit account {account}. That account now sees its details and can change the pickup.\n\nIf this was not you, open this link and choose "This was not me": {url}\n\nLigpit',
  claimedLink: 'This was not me',
  staffClaimUndoneSubject: 'Claim undone: {trackingNumber}',
  staffClaimUndoneBody:
    'The household of request {trackingNumber} said they did not add it to an account. The claim was undone and that account no longer sees the request. Please check what changed meanwhile.',
} as const;
