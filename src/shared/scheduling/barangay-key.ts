// Issue 37 (decision 076): the forgiving comparison of a barangay as a person types it with the
// PSGC name. Case, accents, a "Brgy."/"Barangay" in front, "Sta."/"Sto." and the "Pob." or
// "(Pob.)" of a poblacion, leading zeros of a number and all punctuation and spaces are ignored:
// "brgy. 001" is Manila's "Barangay 1", "Sto. Nino" is "Santo Niño", "pob" is "Poblacion".
// Migration 0018 holds the same steps in SQL (ligpit_barangay_key); a test holds the two equal.

/** The comparison key of a barangay name: lower case, plain letters and digits only. */
export function barangayKey(typed: string): string {
  return typed
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\bsta\b\.?/g, 'santa')
    .replace(/\bsto\b\.?/g, 'santo')
    .replace(/\bpob\b\.?/g, 'poblacion')
    .replace(/^[^a-z0-9]*(brgy|bgy|barangay)\b\.?/, '')
    .replace(/\b0+(?=\d)/g, '')
    .replace(/[^a-z0-9]/g, '');
}
