import { randomUUID } from 'node:crypto';
import type { Database } from '#src/server/db/client.ts';
import { buildSubmission, insertSubmissions } from '#src/server/dev/factories.ts';
import { serviceCities } from '#src/shared/core/cities.ts';

// A day of households suspended through the staff API (issue 35): the seeding, the staff account and
// the calls bench:wave and bench:result's `changed` phase share.

/** The staff account the benches' server creates at start (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const benchStaff = { email: 'bench-staff@ligpit.ph', password: 'bench-staff-password' } as const;
export const benchStaffEnv = { ADMIN_EMAIL: benchStaff.email, ADMIN_PASSWORD: benchStaff.password } as const;

/** The address staff come from, apart from every household's (bench/households.ts: 10.0.0.1 onwards). */
const staffAddress = '10.255.0.1';

/** +639… form of household n's number: distinct, valid PH mobiles. */
export const householdMobile = (n: number): string => `+63918${String(n).padStart(7, '0')}`;

/**
 * `households` requests booked on `day` across the 17 cities, half Processing and half Pickup
 * Scheduled, a third in Filipino, each with its own phone and e-mail. Returns their tracking numbers,
 * household n's at n.
 */
export async function seedBookedDay(database: Database, households: number, day: string): Promise<string[]> {
  const rows = Array.from({ length: households }, (_, n) => ({
    ...buildSubmission({
      pickupDate: day,
      status: n % 2 ? 'Pickup Scheduled' : 'Processing',
      city: serviceCities[n % serviceCities.length]!,
      phone: householdMobile(n),
      email: `household-${n}@example.ph`,
      locale: n % 3 === 0 ? 'fil' : 'en',
    }),
    id: randomUUID(),
  }));
  await insertSubmissions(database.db, rows);
  return rows.map((r) => r.trackingNumber);
}

/** Signs the bench's staff member in; the session's cookie header. */
export async function signInStaff(url: string): Promise<string> {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': staffAddress },
    body: JSON.stringify(benchStaff),
  });
  if (!signIn.ok) throw new Error(`staff sign-in: HTTP ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Suspends pickups on `day` through the staff API, as staff do on a typhoon day. */
export async function suspendDay(url: string, cookie: string, day: string): Promise<{ moved: number; ms: number }> {
  const started = performance.now();
  const suspended = await fetch(`${url}/api/admin/pickup-suspensions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie, 'x-forwarded-for': staffAddress },
    body: JSON.stringify({ date: day, reason: 'PAGASA Signal No. 3' }),
  });
  const ms = performance.now() - started;
  const answer = (await suspended.json()) as { moved?: number };
  if (!suspended.ok) throw new Error(`suspension: HTTP ${suspended.status} ${JSON.stringify(answer)}`);
  return { moved: answer.moved ?? 0, ms };
}

/** A gauge of the outbox by channel from /metrics (loopback may scrape): `pending` or `oldest_pending_seconds`. */
export async function outboxGauge(
  url: string,
  gauge: 'pending' | 'oldest_pending_seconds',
): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const read = (channel: string) =>
    Number(new RegExp(`ligpit_outbox_${gauge}\\{channel="${channel}"\\} ([\\d.e+-]+)`).exec(text)?.[1] ?? Number.NaN);
  return { sms: read('sms'), email: read('email') };
}
