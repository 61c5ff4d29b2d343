import { m } from '#src/shared/i18n/messages.ts';
import { materialLabelKeys, type ReceiptItem } from './outcome.schema.ts';

// How a receipt line reads, in the current language: the same words on the tracking result, the
// share page and the e-mail.

/** "Donated to Bahay Kalinga", "Recycled as Metal", "Disposed of". */
export function outcomeText(item: Pick<ReceiptItem, 'outcome' | 'partner' | 'material'>): string {
  switch (item.outcome) {
    case 'donated':
      return item.partner ? m['outcomes.donatedTo']({ partner: item.partner }) : m['outcomes.outcomeDonated']();
    case 'resold':
      return item.partner ? m['outcomes.resoldThrough']({ partner: item.partner }) : m['outcomes.outcomeResold']();
    case 'recycled':
      return item.material
        ? m['outcomes.recycledAs']({ material: m[materialLabelKeys[item.material]]() })
        : m['outcomes.outcomeRecycled']();
    case 'disposed':
      return m['outcomes.disposedOf']();
  }
}

/** Kilograms to one decimal, in the number style of `locale` ("12.5"). */
export function formatKg(kg: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'fil' ? 'fil-PH' : 'en-PH', { maximumFractionDigits: 1 }).format(kg);
}
