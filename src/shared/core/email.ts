// Issue 26 (M1): one e-mail rule for every form, the API and the auth endpoints, and one canonical
// spelling that budgets, claims, the admin bootstrap and account uniqueness all key on. A mail
// server delivers `"victim"@x.test`, `"v\ictim"@x.test` and `victim@x.test` to one mailbox; each
// spelling used to buy a fresh message budget, so only ordinary addresses are accepted: no quoted
// local parts, no comments, no IP literals.

/** RFC 5322 dot-atom characters, ASCII only (after Unicode normalisation). */
const atom = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";
const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** The last label is a name (letters, or an IDN's xn-- form): "1.2.3.4" and "[127.0.0.1]" are not domains. */
const topLabel = '(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})';
const ordinaryAddress = new RegExp(`^${atom}(?:\\.${atom})*@(?:${label}\\.)+${topLabel}$`);

export const emailMaxLength = 254;
const localPartMaxLength = 64;

/**
 * The one spelling of an address: Unicode-normalised (NFKC, so full-width "ｖ" is "v"), trimmed
 * and lower-cased. Every address is stored, compared and counted in this form.
 */
export function canonicalEmail(raw: string): string {
  return raw.normalize('NFKC').trim().toLowerCase();
}

/** An ordinary address in its canonical form: dot-atom local part, a named domain, sane lengths. */
export function isOrdinaryEmail(raw: string): boolean {
  const email = canonicalEmail(raw);
  const at = email.lastIndexOf('@');
  return email.length <= emailMaxLength && at >= 1 && at <= localPartMaxLength && ordinaryAddress.test(email);
}
