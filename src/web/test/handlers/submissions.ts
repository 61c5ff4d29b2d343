import { HttpResponse, http } from 'msw';
import { submissionsApi } from '#src/shared/submissions/paths.ts';

// A request's receipt and the resend of its tracking number (design.md §6.1: two resends at most).

/** One request's receipt and resends; `state` is the server's, a test may change it meanwhile. */
export const receiptServer = (state: { photoCount: number; resendCount: number }) => [
  http.get(submissionsApi.receipt, ({ params }) =>
    HttpResponse.json({
      trackingNumber: params.trackingNumber,
      photoCount: state.photoCount,
      resendCount: state.resendCount,
      resendsLeft: 2 - state.resendCount,
    }),
  ),
  http.post(submissionsApi.resend, () => {
    if (state.resendCount >= 2) {
      return HttpResponse.json(
        { error: 'RESEND_LIMIT', message: "You've reached the maximum number of resend attempts." },
        { status: 429 },
      );
    }
    state.resendCount += 1;
    return HttpResponse.json({ resendsLeft: 2 - state.resendCount });
  }),
];
