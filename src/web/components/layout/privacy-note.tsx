import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';

/**
 * Issue 26: beside every form that asks for personal data, a link to the privacy notice. It opens
 * in a new tab, so what is typed in the form stays.
 */
export function PrivacyNote() {
  return (
    <p className="text-sm text-muted">
      {m['core.privacyFormNote']()}{' '}
      <a href={staticPages.privacy} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
        {m['core.privacyFormLink']()}
      </a>
    </p>
  );
}
