import { localDigits } from '#src/shared/core/phone.ts';

// Issue 27 (decision 061): a crew account may be made with a mobile number instead of an e-mail.
// Better Auth signs in by e-mail, so the number becomes an address of a reserved domain; the staff
// sign-in page (accounts) turns a typed number into it, the crew subject makes the accounts.

/** A crew account's sign-in name for a mobile number: Better Auth signs in by e-mail (decision 061). */
export const crewPhoneDomain = 'crew.ligpit.invalid';

/**
 * Issue 39: an address of the crew domain is made only by staff (crew-accounts.service.ts). Public
 * sign-up and a change of e-mail refuse it, so a stranger cannot hold a crew login before staff make it.
 */
export function isCrewDomainEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().replace(/\.$/, '').split('@').pop() ?? '';
  return email.includes('@') && (domain === crewPhoneDomain || domain.endsWith(`.${crewPhoneDomain}`));
}

/** What a crew member types to sign in (an e-mail, or a PH mobile number) as the account's e-mail. */
export function crewSignInEmail(login: string): string {
  const trimmed = login.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  const local = localDigits(trimmed);
  return local ? `63${local}@${crewPhoneDomain}` : trimmed.toLowerCase();
}

/** The login as people read it: the number for a phone account, else the e-mail. */
export function crewLoginLabel(email: string): string {
  const match = email.match(new RegExp(`^63(\\d{10})@${crewPhoneDomain.replace(/\./g, '\\.')}$`));
  return match ? `+63 ${match[1]}` : email;
}
