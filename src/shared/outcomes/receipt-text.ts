import { m } from '#src/shared/i18n/messages.ts';
import type { ItemOutcomeKind, PartnerKind, RecycledMaterial } from './outcome-kinds.ts';

// How outcomes read, in the current language: the same words on the tracking result, the share
// page, the e-mail and the staff pages. Each text is named where it is used (not looked up by a
// computed key), so a page's bundle keeps only these texts, not the whole catalogue.

export const outcomeLabels: Record<ItemOutcomeKind, () => string> = {
  donated: m['outcomes.outcomeDonated'],
  resold: m['outcomes.outcomeResold'],
  recycled: m['outcomes.outcomeRecycled'],
  disposed: m['outcomes.outcomeDisposed'],
};

export const materialLabels: Record<RecycledMaterial, () => string> = {
  plastic: m['outcomes.materialPlastic'],
  metal: m['outcomes.materialMetal'],
  paper: m['outcomes.materialPaper'],
  glass: m['outcomes.materialGlass'],
  textile: m['outcomes.materialTextile'],
  electronics: m['outcomes.materialElectronics'],
  wood: m['outcomes.materialWood'],
  mixed: m['outcomes.materialMixed'],
};

export const partnerKindLabels: Record<PartnerKind, () => string> = {
  donation: m['outcomes.kindDonation'],
  recycling: m['outcomes.kindRecycling'],
  resale: m['outcomes.kindResale'],
};

/** "Donated to Bahay Kalinga", "Recycled as Metal", "Disposed of". */
export function outcomeText(item: {
  outcome: ItemOutcomeKind;
  partner: string | null;
  material: RecycledMaterial | null;
}): string {
  switch (item.outcome) {
    case 'donated':
      return item.partner ? m['outcomes.donatedTo']({ partner: item.partner }) : m['outcomes.outcomeDonated']();
    case 'resold':
      return item.partner ? m['outcomes.resoldThrough']({ partner: item.partner }) : m['outcomes.outcomeResold']();
    case 'recycled':
      return item.material
        ? m['outcomes.recycledAs']({ material: materialLabels[item.material]() })
        : m['outcomes.outcomeRecycled']();
    case 'disposed':
      return m['outcomes.disposedOf']();
  }
}
