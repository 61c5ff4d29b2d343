import {
  type EmailContent,
  emailLayout,
  escapeHtml,
  firstName,
  inLocale,
  link,
} from '#src/server/features/notifications/templates.ts';
import { itemName } from '#src/shared/core/item-display.ts';
import { m } from '#src/shared/i18n/messages.ts';
import type { ImpactTotals, ReceiptItem } from '#src/shared/outcomes/outcome.schema.ts';
import { formatKg } from '#src/shared/outcomes/outcome-kinds.ts';
import { outcomeText } from '#src/shared/outcomes/receipt-text.ts';

// The impact receipt's e-mail (issue 16).

export interface ImpactReceiptEmailInput {
  name: string;
  trackingNumber: string;
  items: ReceiptItem[];
  totals: ImpactTotals;
  /** The public receipt's address, /impact/:token. */
  shareUrl: string;
  locale?: string | null;
}

/** What became of each item, with the totals and the share link: the tracking result's receipt, by e-mail. */
export function impactReceiptEmail(input: ImpactReceiptEmailInput): EmailContent {
  return inLocale(input.locale, () => {
    const first = firstName(input.name);
    const { trackingNumber } = input;
    const lines = input.items.map(
      (item, index) =>
        `${itemName(item.name, index + 1)}: ${outcomeText(item)} (${m['outcomes.weightKg']({ kg: formatKg(item.weightKg) })})`,
    );
    const totals = m['outcomes.receiptTotals']({
      donated: String(input.totals.donated),
      kg: formatKg(input.totals.kgDiverted),
    });
    const text = [
      m['notifications.greeting']({ first }),
      m['outcomes.receiptEmailIntro']({ trackingNumber }),
      lines.map((line) => `- ${line}`).join('\n'),
      totals,
      m['outcomes.receiptEmailShare']({ url: input.shareUrl }),
      m['notifications.signature'](),
    ].join('\n\n');
    const html = emailLayout(m['outcomes.receiptTitle'](), [
      escapeHtml(m['notifications.greeting']({ first })),
      escapeHtml(m['outcomes.receiptEmailIntro']({ trackingNumber })),
      lines.map((line) => `• ${escapeHtml(line)}`).join('<br>'),
      `<strong>${escapeHtml(totals)}</strong>`,
      link(input.shareUrl, m['outcomes.receiptEmailLink']()),
    ]);
    return { subject: m['outcomes.receiptSubject']({ trackingNumber }), text, html };
  });
}
