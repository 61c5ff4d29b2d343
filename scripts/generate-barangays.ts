// Issue 37 (decision 076): writes (then biome lays out) src/shared/scheduling/ncr-barangays.json, the barangays of the 17
// cities of the service area from the PSGC list in @aivangogh/ph-address, with postal codes from
// use-postal-ph where that package names one. Only this slice ships: the browser never loads the
// country. Both packages are dev-dependencies; run `npm run barangays` after updating one of them.
//   --check  fail when the file on disk differs from what the packages give (the lint runs it).
import fs from 'node:fs';
import path from 'node:path';
import { getBarangaysByMunicipality, getMunicipalitiesByProvince } from '@aivangogh/ph-address';
import postalLookup from 'use-postal-ph';
import { serviceCities } from '#src/shared/core/cities.ts';
import { barangayKey } from '#src/shared/scheduling/barangay-key.ts';

const root = path.resolve(import.meta.dirname, '..');
const outFile = path.join(root, 'src/shared/scheduling/ncr-barangays.json');
const ncr = '1300000000';

// PSGC divides Manila into 14 sub-municipalities (its districts); the package lists the barangays
// under their codes but not their names, which are these (PSGC 13806xx000).
const manilaDistricts: Record<string, string> = {
  '1380601000': 'Tondo',
  '1380602000': 'Binondo',
  '1380603000': 'Quiapo',
  '1380604000': 'San Nicolas',
  '1380605000': 'Santa Cruz',
  '1380606000': 'Sampaloc',
  '1380607000': 'San Miguel',
  '1380608000': 'Ermita',
  '1380609000': 'Intramuros',
  '1380610000': 'Malate',
  '1380611000': 'Paco',
  '1380612000': 'Pandacan',
  '1380613000': 'Port Area',
  '1380614000': 'Santa Ana',
};

const cityOf = (packageName: string) => packageName.replace(/ City$/, '').replace(/^Quezon$/, 'Quezon City');
const placeKey = (name: string) => barangayKey(name.replace(/\((north|south)\)|\b(city|area|cpo)\b/gi, ' '));

// use-postal-ph names the city in `location` and the area in `municipality` for NCR.
// The package names its one export like a React hook; it is a plain function.
const postal = postalLookup()
  .fetchDataLists({ region: 'NCR', limit: 100_000 })
  .data.map((p) => ({
    city: placeKey(String(p.location ?? '')),
    area: String(p.municipality ?? ''),
    code: String(p.post_code ?? ''),
  }));

/** The postal code of an area of a city when the package names exactly one. */
function postalCodeOf(city: string, area: string): string {
  const cityKey = placeKey(city);
  const codes = new Set(
    postal
      .filter(
        (p) =>
          p.city.startsWith(cityKey) &&
          barangayKey(p.area.replace(/\b(east|west|north|south)\b/gi, '')) === barangayKey(area),
      )
      .map((p) => p.code)
      .filter((c) => /^\d{4}$/.test(c)),
  );
  return codes.size === 1 ? [...codes][0]! : '';
}

/** [name, postal code or "", Manila district or ""] */
type Entry = [string, string, string];
const cities: Record<string, Entry[]> = {};
for (const municipality of getMunicipalitiesByProvince(ncr)) {
  const city = cityOf(municipality.name);
  const parts =
    city === 'Manila'
      ? Object.entries(manilaDistricts).map(([code, district]) => ({ code, district }))
      : [{ code: municipality.psgcCode, district: '' }];
  const entries: Entry[] = [];
  for (const { code, district } of parts) {
    const districtCode = district ? postalCodeOf(city, district) : '';
    for (const b of getBarangaysByMunicipality(code)) {
      entries.push([b.name, postalCodeOf(city, b.name) || districtCode, district]);
    }
  }
  entries.sort((a, b) => a[0].localeCompare(b[0], 'en', { numeric: true }));
  const keys = new Set(entries.map((e) => barangayKey(e[0])));
  if (keys.size !== entries.length) throw new Error(`${city}: two barangays share a comparison key`);
  cities[city] = entries;
}

const missing = serviceCities.filter((c) => !cities[c]?.length);
if (missing.length > 0) throw new Error(`No barangays for ${missing.join(', ')}`);
const ordered = Object.fromEntries(serviceCities.map((c) => [c, cities[c]]));
const text = `${JSON.stringify({ source: '@aivangogh/ph-address 2025.4.4 (PSGC), use-postal-ph 1.1.14', cities: ordered })}\n`;

if (process.argv.includes('--check')) {
  // Compared as data: the file on disk is laid out by the formatter (biome), not by this script.
  const onDisk = fs.existsSync(outFile) ? JSON.stringify(JSON.parse(fs.readFileSync(outFile, 'utf8'))) : '';
  if (onDisk !== text.trim()) {
    console.error('src/shared/scheduling/ncr-barangays.json is not what the packages give: run npm run barangays');
    process.exit(1);
  }
} else {
  fs.writeFileSync(outFile, text);
  const counts = serviceCities.map((c) => `${c} ${ordered[c]!.length}`);
  const total = serviceCities.reduce((n, c) => n + ordered[c]!.length, 0);
  const withPostal = serviceCities.reduce((n, c) => n + ordered[c]!.filter((e) => e[1] !== '').length, 0);
  console.log(`${total} barangays (${withPostal} with a postal code): ${counts.join(', ')}`);
}
