import {
  type EmailContent,
  emailLayout,
  escapeHtml,
  firstName,
  inLocale,
  link,
} from '#src/server/features/notifications/templates.ts';
import { m } from '#src/shared/i18n/messages.ts';

// Issue 27: nobody was home. The household is asked, in its language, to pick a new window through
// its request page (the self-service move of issue 15, which a request marked this way may use
// whatever the 24-hour cutoff, as after a suspended day: decision 043).

export interface NobodyHomeInput {
  name: string;
  trackingNumber: string;
  /** The request's page, where its owner moves the pickup. */
  trackUrl: string;
  locale?: string | null;
}

export function nobodyHomeSms(input: NobodyHomeInput): string {
  return inLocale(input.locale, () =>
    m['crew.nobodyHomeSms']({
      first: firstName(input.name),
      trackingNumber: input.trackingNumber,
      trackUrl: input.trackUrl,
    }),
  );
}

export function nobodyHomeEmail(input: NobodyHomeInput): EmailContent {
  return inLocale(input.locale, () => {
    const values = { first: firstName(input.name), trackingNumber: input.trackingNumber };
    const subject = m['crew.nobodyHomeSubject'](values);
    return {
      subject,
      text: [
        m['crew.nobodyHomeBody'](values),
        m['crew.nobodyHomeAction'](),
        `${m['crew.nobodyHomeLink']()}: ${input.trackUrl}`,
      ].join('\n\n'),
      html: emailLayout(m['crew.nobodyHomeHeading'](), [
        escapeHtml(m['crew.nobodyHomeBody'](values)),
        escapeHtml(m['crew.nobodyHomeAction']()),
        link(input.trackUrl, m['crew.nobodyHomeLink']()),
      ]),
    };
  });
}
