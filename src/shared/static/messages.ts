// English texts of the landing and the static pages (product.md §2 "Landing screen", "Who We Are",
// "Terms and Conditions", "Maintenance and 404"). Read them through the catalogue:
// `m['static.startTakingPhotos']()` (docs/decisions/006).

export const staticMessages = {
  // ---- The document's title and description (src/web/index.html; per language: entry-server.tsx) ----
  documentTitle: 'Ligpit · Decluttering pickups in Metro Manila',
  documentDescription:
    'Ligpit picks up the things you no longer need anywhere in Metro Manila, then donates, recycles or disposes of them responsibly. No account required.',

  // ---- The landing ----
  freePickups: 'Free pickups across Metro Manila',
  heroTitle: 'Clear the clutter.',
  heroTitleAccent: 'We’ll pick it up.',
  heroIntro:
    'Photograph what you no longer need, choose a pickup day, and our team donates, recycles or disposes of it responsibly.',
  welcomeBack: 'Welcome back!',
  noAccountRequired: 'No Account Required!',
  cameraRequired: 'Camera access required.',
  cameraRequiredBody:
    'Allow camera access when your browser asks, so you can photograph your items. You can also upload photos from your gallery.',
  uploading: 'Uploading...',
  startTakingPhotos: 'Start Taking Photos',
  howItWorks: 'How it works',
  trackPickup: 'Track pickup',
  termsApply: 'Terms and Conditions Apply',
  fourSteps: 'Four steps to a tidier home',
  howItWorksIntro: 'From photo to pickup in four steps.',
  gotIt: 'Got it',
  termsShort: 'The short version of our terms.',
  readFullTerms: 'Read the full terms',
  understand: 'I understand',

  // ---- How it works: four steps (product.md §2) ----
  step1Title: 'Photograph your items',
  step1Body: 'Snap a photo of each thing you no longer need. No account required.',
  step2Title: 'Fill in your details',
  step2Body: 'Tell us who you are and the pickup address, so we know where to go.',
  step3Title: 'Schedule a pickup',
  step3Body: 'Choose a pickup day at least a week ahead. We confirm by SMS.',
  step4Title: 'We handle the rest',
  step4Body: 'Our team picks up your items, then donates, recycles or disposes of them responsibly.',

  // ---- Terms and Conditions: seven sections (product.md §2) ----
  termsTitle: 'Terms and Conditions',
  termsIntro: 'Please read these terms before you request a pickup. Using Ligpit means you accept them.',
  terms1Title: '1. Service description',
  terms1Body:
    'Ligpit collects household items you no longer want from your home. Our team reviews the photos you send, schedules a pickup, and then donates, recycles or responsibly disposes of each item.',
  terms2Title: '2. Service area',
  terms2Body:
    'We serve Metro Manila only: the {count} cities of the National Capital Region ({cities}). Requests from other locations cannot be accepted yet.',
  terms3Title: '3. User responsibilities',
  terms3Body:
    'You confirm that you own the items or may give them away, that the photos and details you send are accurate, and that the items are safe to handle. We cannot take hazardous materials, firearms, medicines or anything illegal.',
  terms4Title: '4. Pickup and processing',
  terms4Body:
    'Pickups are booked at least 7 days and at most 30 days ahead. Our team may decline items that cannot be donated, recycled or disposed of responsibly; we will tell you why. You may change your mind about individual items when we contact you to arrange the pickup.',
  terms5Title: '5. Privacy',
  terms5Body:
    'We use your name, e-mail, phone number and address only to arrange and confirm your pickup. Anyone with your tracking number sees your request’s status and items, never your full contact details. We strip location data from the photos you upload.',
  terms6Title: '6. Limitation of liability',
  terms6Body:
    'Once picked up, items become Ligpit’s responsibility to donate, recycle or dispose of, and cannot be returned. Please remove personal data and valuables from devices, bags and drawers before the pickup.',
  terms7Title: '7. Cancellations',
  terms7Body:
    'You may cancel a pickup at least 24 hours before the scheduled time. A late cancellation may incur a fee to cover the crew’s trip.',

  // ---- Who We Are (product.md §2) ----
  whoTitle: 'Who We Are',
  whoIntro:
    'Ligpit — Filipino for “to tidy up” — was founded in 2023 by neighbours in Metro Manila who were tired of seeing good things end up in the trash. We make letting go easy: you take the photos, we do the heavy lifting.',
  missionTitle: 'Our mission',
  donateTitle: 'Donate',
  donateBody: 'Usable items go to families, schools and community groups who need them.',
  recycleTitle: 'Recycle',
  recycleBody: 'Metal, plastic, paper and electronics go to accredited recyclers.',
  disposeTitle: 'Dispose',
  disposeBody: 'What cannot be saved is disposed of safely and legally — never dumped.',
  processTitle: 'The process',
  processStep: '{title}.',
  areaTitle: 'Where we pick up',
  areaIntro: 'All {count} cities of Metro Manila:',
  newsletterTitle: 'Join our newsletter',
  newsletterBefore:
    'Decluttering tips, stories of where your items went, and news when we reach new areas — about once a month. Write to',
  newsletterAfter: 'with the subject “Newsletter” to join.',

  // ---- Maintenance and 404 (product.md §2) ----
  maintenanceTitle: 'Site Under Maintenance',
  maintenanceBody:
    'We’re upgrading the site to serve you better. Please check back soon — your tracking numbers and pickups are safe.',
  notFoundTitle: 'Oops! Page not found',
  notFoundBody: 'The page you were looking for has moved or never existed.',
  returnToHome: 'Return to home',

  // ---- /privacy (issue 26: RA 10173, the Data Privacy Act of 2012) ----
  privacyTitle: 'Privacy notice',
  privacyIntro:
    'Ligpit follows the Data Privacy Act of 2012 (RA 10173) and the rules of the National Privacy Commission. This page says what we collect, why, who sees it, how long we keep it, and what you can ask of us.',
  privacyCollectTitle: 'What we collect',
  privacyCollectBody:
    'Your name, phone number, e-mail address and pickup address (street, barangay, landmark, postal code, city); photos of the items you give away; the pickup day and window; and, with an account, your password (stored only as a hash) and the tracking numbers you save.',
  privacyWhyTitle: 'Why',
  privacyWhyBody:
    'To review your items, schedule and make the pickup, send you your tracking number and pickup messages, and tell you what became of your items. We do not sell your data or use it for advertising.',
  privacyWhoTitle: 'Who sees it',
  privacyWhoBody:
    'Our staff, and the crew that comes for your pickup. Our SMS and e-mail providers carry our messages to you. Anyone with your tracking number sees the status, items and your first name only; your phone, e-mail and street stay hidden.',
  privacyKeepTitle: 'How long we keep it',
  privacyKeepBody:
    'Until {days} days after your request is completed, declined or cancelled. Then your name, phone, e-mail, address and photos are erased; only anonymous figures (how many items, of what kind, how heavy) remain.',
  privacyRightsTitle: 'Your rights',
  privacyRightsBody:
    'You may see, correct and erase your data. Signed in, download all of it or delete your account under Edit Profile. Without an account, erase a request from its tracking page with a one-time code. You can also turn off a shared impact receipt at any time.',
  privacyContactTitle: 'Our data protection officer',
  privacyContactBody:
    'Write to {contact} with any question or request about your data. You may also complain to the National Privacy Commission (privacy.gov.ph).',
} as const;
