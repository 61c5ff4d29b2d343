import { serviceCities } from '#src/shared/core/cities.ts';
import { m } from '#src/shared/i18n/messages.ts';

// The seven sections of the terms (product.md §2), for the terms page and the landing's terms dialog.
export const termsSections = [
  { id: 'terms1', title: m['static.terms1Title'], body: m['static.terms1Body'] },
  // The service area is the one list of src/shared/core/cities.ts (issue 23).
  {
    id: 'terms2',
    title: m['static.terms2Title'],
    body: () => m['static.terms2Body']({ count: serviceCities.length, cities: serviceCities.join(', ') }),
  },
  { id: 'terms3', title: m['static.terms3Title'], body: m['static.terms3Body'] },
  { id: 'terms4', title: m['static.terms4Title'], body: m['static.terms4Body'] },
  { id: 'terms5', title: m['static.terms5Title'], body: m['static.terms5Body'] },
  { id: 'terms6', title: m['static.terms6Title'], body: m['static.terms6Body'] },
  { id: 'terms7', title: m['static.terms7Title'], body: m['static.terms7Body'] },
] as const;
