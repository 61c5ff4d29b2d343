// DESIGN §6.12: money in pesos with en-PH formatting.
const pesos = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });
const wholePesos = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 });

export function formatPesos(amount: number): string {
  return pesos.format(amount);
}

/** Dashboard cards: "₱62,500" — centavos are noise at that size. */
export function formatCentavosRounded(centavos: number): string {
  return wholePesos.format(Math.round(centavos / 100));
}

export function formatCount(n: number): string {
  return new Intl.NumberFormat('en-PH').format(n);
}
