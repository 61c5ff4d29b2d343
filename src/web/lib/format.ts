import { intlLocale } from '#src/shared/core/dates.ts';

/** Dashboard cards: "₱62,500" — centavos are noise at that size. */
export function formatCentavosRounded(centavos: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 }).format(
    Math.round(centavos / 100),
  );
}

export function formatCount(n: number): string {
  return new Intl.NumberFormat(intlLocale()).format(n);
}
