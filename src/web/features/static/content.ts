// Copy for the landing and the static pages, in one place.

export const howItWorksSteps = [
  { title: 'Photograph your items', body: 'Snap a photo of each thing you no longer need. No account required.' },
  { title: 'Fill in your details', body: 'Tell us who you are and the pickup address, so we know where to go.' },
  { title: 'Schedule a pickup', body: 'Choose a pickup day at least a week ahead. We confirm by SMS.' },
  {
    title: 'We handle the rest',
    body: 'Our team picks up your items, then donates, recycles or disposes of them responsibly.',
  },
] as const;

export const termsSections = [
  {
    title: '1. Service description',
    body: 'Ligpit collects household items you no longer want from your home. Our team reviews the photos you send, schedules a pickup, and then donates, recycles or responsibly disposes of each item.',
  },
  {
    title: '2. Service area',
    body: 'We serve Metro Manila only: the 17 cities of the National Capital Region. Requests from other locations cannot be accepted yet.',
  },
  {
    title: '3. User responsibilities',
    body: 'You confirm that you own the items or may give them away, that the photos and details you send are accurate, and that the items are safe to handle. We cannot take hazardous materials, firearms, medicines or anything illegal.',
  },
  {
    title: '4. Pickup and processing',
    body: 'Pickups are booked at least 7 days and at most 30 days ahead. Our team may decline items that cannot be donated, recycled or disposed of responsibly; we will tell you why. You may change your mind about individual items when we contact you to arrange the pickup.',
  },
  {
    title: '5. Privacy',
    body: 'We use your name, e-mail, phone number and address only to arrange and confirm your pickup. Anyone with your tracking number sees your request’s status and items, never your full contact details. We strip location data from the photos you upload.',
  },
  {
    title: '6. Limitation of liability',
    body: 'Once picked up, items become Ligpit’s responsibility to donate, recycle or dispose of, and cannot be returned. Please remove personal data and valuables from devices, bags and drawers before the pickup.',
  },
  {
    title: '7. Cancellations',
    body: 'You may cancel a pickup at least 24 hours before the scheduled time. A late cancellation may incur a fee to cover the crew’s trip.',
  },
] as const;
