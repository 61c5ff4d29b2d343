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

/**
 * A count or kg with thousands separators and at most one decimal: "1,234.5". en-PH and fil-PH
 * write numbers alike; done by hand, as the dates are, so a page pays for no Intl locale data.
 */
export function formatAmount(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(1).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction && fraction !== '0' ? `.${fraction}` : ''}`;
}

/** Kilograms to one decimal: "12.5". */
export function formatKg(kg: number): string {
  return formatAmount(kg);
}
