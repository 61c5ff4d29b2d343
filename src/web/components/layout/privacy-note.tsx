import { Link } from 'react-router';
import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';

/** Issue 26: beside every form that asks for personal data, a link to the privacy notice. */
export function PrivacyNote() {
  return (
    <p className="text-sm text-muted">
      {m['core.privacyFormNote']()}{' '}
      <Link to={staticPages.privacy} className="font-medium text-brand-700 underline">
        {m['core.privacyFormLink']()}
      </Link>
    </p>
  );
}
