// npm run bench:route (issue 37): the route module on instances scattered around the halls of the
// 17 cities (bench/data/ncr-city-halls.json), with a fixed seed so every run sees the same ones.
// - the time to order 40 stops in 3 windows (budget ≤ 50 ms, the median of 20 runs);
// - the gap to the exact shortest path over 50 instances of 9–15 stops (≤ 5 % mean, ≤ 12 % worst);
//   the exact answer is Held–Karp dynamic programming (exact for an open path with a fixed start);
// - the km saved against today's order (window, then barangay name).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { orderDay, orderPoints, type Point, pathKm, straightKm } from '#src/shared/crew/route-order.ts';
import { barangaysOf } from '#src/shared/scheduling/barangays.ts';
import halls from './data/ncr-city-halls.json' with { type: 'json' };

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}
const random = seeded(2026);
// JSON types each pair as number[].
const centres = Object.entries(halls.points as unknown as Record<string, [number, number]>);
const depot: Point = { lat: 14.5995, lng: 120.9842 };

/** A stop within ~2.5 km of a hall of a city near the first one picked (a truck's area). */
function stopsNear(n: number): { point: Point; barangay: string }[] {
  const [, [lat0, lng0]] = centres[Math.floor(random() * centres.length)]!;
  const near = centres.filter(([, [lat, lng]]) => straightKm({ lat: lat0, lng: lng0 }, { lat, lng }) < 8);
  return Array.from({ length: n }, () => {
    const [city, [lat, lng]] = near[Math.floor(random() * near.length)]!;
    const list = barangaysOf(city);
    return {
      point: { lat: lat + (random() - 0.5) * 0.045, lng: lng + (random() - 0.5) * 0.045 },
      barangay: list[Math.floor(random() * list.length)]!.name,
    };
  });
}

function exactKm(start: Point, points: Point[]): number {
  const n = points.length;
  const full = 1 << n;
  const best = new Float64Array(full * n).fill(Number.POSITIVE_INFINITY);
  for (let i = 0; i < n; i++) best[(1 << i) * n + i] = straightKm(start, points[i]!);
  const d = points.map((a) => points.map((b) => straightKm(a, b)));
  for (let set = 1; set < full; set++) {
    for (let last = 0; last < n; last++) {
      const here = best[set * n + last]!;
      if (!(set & (1 << last)) || here === Number.POSITIVE_INFINITY) continue;
      for (let next = 0; next < n; next++) {
        if (set & (1 << next)) continue;
        const to = (set | (1 << next)) * n + next;
        const km = here + d[last]![next]!;
        if (km < best[to]!) best[to] = km;
      }
    }
  }
  let min = Number.POSITIVE_INFINITY;
  for (let last = 0; last < n; last++) min = Math.min(min, best[(full - 1) * n + last]!);
  return min;
}

// 1. 40 stops in 3 windows.
const day = [stopsNear(14), stopsNear(13), stopsNear(13)].map((w, wi) =>
  w.map((s, i) => ({ id: `${wi}-${i}`, point: s.point, barangay: s.barangay })),
);
const times: number[] = [];
for (let run = 0; run < 20; run++) {
  const t0 = performance.now();
  orderDay(depot, day);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const routed = orderDay(depot, day);
const alphabetical = day.flatMap((w) =>
  [...w].sort((a, b) => a.barangay.localeCompare(b.barangay, 'en', { numeric: true })),
);
const alphabeticalKm = pathKm(
  depot,
  alphabetical.map((s) => s.point),
);

// 2. The gap to the exact answer.
const gaps: number[] = [];
let savedTotal = 0;
let alphaTotal = 0;
for (let k = 0; k < 50; k++) {
  const stops = stopsNear(9 + (k % 7));
  const points = stops.map((s) => s.point);
  const km = pathKm(
    depot,
    orderPoints(depot, points).map((i) => points[i]!),
  );
  gaps.push(km / exactKm(depot, points) - 1);
  const alpha = pathKm(
    depot,
    [...stops].sort((a, b) => a.barangay.localeCompare(b.barangay, 'en', { numeric: true })).map((s) => s.point),
  );
  alphaTotal += alpha;
  savedTotal += alpha - km;
}
const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
const pct = (x: number) => `${(x * 100).toFixed(2)} %`;
console.log(
  `host ${os.hostname()}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `40 stops in 3 windows: median ${times[10]!.toFixed(1)} ms, worst ${times.at(-1)!.toFixed(1)} ms (budget 50 ms)`,
);
console.log(
  `  route ${routed.km.toFixed(1)} km (≈ ${Math.round(routed.minutes)} min driving) vs alphabetical ${alphabeticalKm.toFixed(1)} km: ${pct(1 - routed.km / alphabeticalKm)} saved`,
);
console.log(
  `gap to exact over 50 instances of 9–15 stops: mean ${pct(mean)} (≤ 5 %), worst ${pct(Math.max(...gaps))} (≤ 12 %)`,
);
console.log(
  `km saved vs alphabetical over those 50: ${savedTotal.toFixed(1)} of ${alphaTotal.toFixed(1)} km (${pct(savedTotal / alphaTotal)})`,
);
const ok = times[10]! <= 50 && mean <= 0.05 && Math.max(...gaps) <= 0.12;
if (!ok) process.exitCode = 1;
