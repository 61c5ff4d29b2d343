import { intlLocale } from '#src/shared/core/dates.ts';

// DESIGN §6.12: money in pesos, formatted for the page's language (en-PH or fil-PH, issue 16).
export function formatPesos(amount: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: 'PHP' }).format(amount);
}

/** Dashboard cards: "₱62,500" — centavos are noise at that size. */
export function formatCentavosRounded(centavos: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 }).format(
    Math.round(centavos / 100),
  );
}

export function formatCount(n: number): string {
  return new Intl.NumberFormat(intlLocale()).format(n);
}
