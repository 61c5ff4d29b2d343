import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { notifications } from '#src/server/db/schema.ts';
import type { TestApp } from '#src/server/test/test-app.ts';
import type { SignUpRequest } from '#src/shared/accounts/sign-up.schema.ts';

/** What the sign-up and confirmation tests share. */

export const signUpBody = (overrides: Partial<SignUpRequest> = {}): SignUpRequest => ({
  name: 'Maria Clara Santos',
  email: `maria-${randomUUID().slice(0, 8)}@example.ph`,
  password: 'pickup please',
  confirmPassword: 'pickup please',
  phone: '+63 9171234567',
  city: 'Makati',
  address: '12 Mabini St., Brgy. Poblacion',
  trackingNumbers: [''],
  ...overrides,
});

/** The link in the newest confirmation e-mail queued for this address. */
export async function verificationLink(t: TestApp, email: string): Promise<URL> {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipient, email), eq(notifications.template, 'verify-email')))
    .orderBy(sql`${notifications.createdAt} desc`);
  const link = rows[0]?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no confirmation e-mail for ${email}`);
  return new URL(link);
}
