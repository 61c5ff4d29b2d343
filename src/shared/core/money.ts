// Issue 38 (one way per thing): money travels and is stored in centavos, whole numbers; pesos exist
// only where a person types or reads them (the staff note's "Possible profit", the ₱ figures).

export const centavosPerPeso = 100;

/** What a person typed in pesos (₱1,250.50), as the centavos the API and the database count. */
export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * centavosPerPeso);
}

/** Centavos as pesos, for a field a person edits. */
export function centavosToPesos(centavos: number): number {
  return centavos / centavosPerPeso;
}
