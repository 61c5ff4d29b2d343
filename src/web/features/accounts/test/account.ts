import type { MySubmission } from '#src/shared/accounts/my-submissions.schema.ts';
import type { Profile } from '#src/shared/accounts/profile.schema.ts';
import type { SavedTrackingNumber } from '#src/shared/accounts/tracking-numbers.schema.ts';
import { json, type SeenRequest } from '#src/web/test/http.ts';

// The signed-in customer's API (/api/me/*) as the server answers it, for the account screens' tests.

export function aProfile(changes: Partial<Profile> = {}): Profile {
  return {
    email: 'juan@example.ph',
    name: 'Juan Dela Cruz',
    firstName: 'Juan',
    lastName: 'Dela Cruz',
    phone: '+639171234567',
    city: 'Pasig',
    address: '3 Kapitolyo St.',
    barangay: 'Kapitolyo',
    postalCode: '1603',
    landmark: '',
    pin: null,
    trackingNumbers: [],
    ...changes,
  };
}

export const aSavedNumber = (trackingNumber: string, addedAt = '2026-11-20T02:30:00.000Z'): SavedTrackingNumber => ({
  trackingNumber,
  addedAt,
});

export function aMySubmission(changes: Partial<MySubmission> = {}): MySubmission {
  return {
    trackingNumber: 'AB12CD34',
    kind: 'regular',
    eventSlug: null,
    name: 'Juan Dela Cruz',
    status: 'Processing',
    city: 'Pasig',
    submittedAt: '2026-11-20T02:30:00.000Z',
    ...changes,
  };
}

/** The /api/me server of one customer: a profile, saved numbers and submissions it keeps up to date. */
export function meServer(
  state: { profile?: Profile; numbers?: SavedTrackingNumber[]; submissions?: MySubmission[] },
  override?: (request: SeenRequest) => Response | undefined,
) {
  const numbers = state.numbers ?? [];
  return (request: SeenRequest): Response => {
    const answer = override?.(request);
    if (answer) return answer;
    const { url, method } = request;
    if (url === '/api/me/profile' && method === 'GET') return json(200, state.profile ?? aProfile());
    if (url === '/api/me/profile' && method === 'PATCH') {
      state.profile = { ...(state.profile ?? aProfile()), ...(request.body as Partial<Profile>) };
      return json(200, state.profile);
    }
    if (url === '/api/me/tracking-numbers' && method === 'GET') return json(200, { trackingNumbers: numbers });
    if (url === '/api/me/tracking-numbers' && method === 'POST') {
      const saved = aSavedNumber(
        (request.body as { trackingNumber: string }).trackingNumber,
        '2026-11-27T01:00:00.000Z',
      );
      numbers.unshift(saved);
      return json(201, saved);
    }
    if (url.startsWith('/api/me/tracking-numbers/') && method === 'DELETE') {
      const gone = decodeURIComponent(url.split('/').pop() ?? '');
      numbers.splice(
        numbers.findIndex((n) => n.trackingNumber === gone),
        1,
      );
      return new Response(null, { status: 204 });
    }
    if (url === '/api/me/submissions') return json(200, { submissions: state.submissions ?? [] });
    return json(404, { error: 'NOT_FOUND', message: `No such endpoint: ${method} ${url}` });
  };
}
