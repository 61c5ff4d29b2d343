import { intlLocale } from '#src/shared/core/dates.ts';
import { centavosToPesos } from '#src/shared/core/money.ts';

/** Dashboard cards: "₱62,500" — centavos are noise at that size. */
export function formatCentavosRounded(centavos: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 }).format(
    Math.round(centavosToPesos(centavos)),
  );
}

export function formatCount(n: number): string {
  return new Intl.NumberFormat(intlLocale()).format(n);
}
