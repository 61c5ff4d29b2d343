import { describe, expect, it } from 'vitest';
import { answerFetch } from '#src/web/test/http.ts';
import { ApiError, api } from './api.ts';

function answer(status: number, body: unknown) {
  answerFetch(() => new Response(JSON.stringify(body), { status }));
}

async function failure(): Promise<ApiError> {
  const error = await api('/api/anything').catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('API errors in the visitor’s language (docs/decisions/006)', () => {
  it('reads a keyed message from the catalogue, with its values, and keeps the code to branch on', async () => {
    answer(404, {
      error: 'SUBMISSION_NOT_FOUND',
      message: 'the server’s English, not what the page shows',
      key: 'submissions.noDataFor',
      params: { trackingNumber: 'ZZZZ9999' },
    });
    const error = await failure();
    expect(error.code).toBe('SUBMISSION_NOT_FOUND');
    expect(error.key).toBe('submissions.noDataFor');
    expect(error.message).toBe('No data found for tracking number ZZZZ9999');
  });

  it('reads each validation issue by its key', async () => {
    answer(400, {
      error: 'VALIDATION',
      message: 'x',
      key: 'submissions.nameRequired',
      issues: [{ path: 'name', message: 'x', key: 'submissions.nameRequired' }],
    });
    const error = await failure();
    expect(error.message).toBe('Please enter your name');
    expect(error.issues).toEqual([
      { path: 'name', message: 'Please enter your name', key: 'submissions.nameRequired' },
    ]);
  });

  it('keeps the server’s message when it names no key, or one the catalogue does not have', async () => {
    answer(409, { error: 'EMAIL_TAKEN', message: 'This email is already in use.' });
    expect((await failure()).message).toBe('This email is already in use.');
    answer(400, { error: 'SOMETHING', message: 'As sent', key: 'nobody.knows' });
    expect((await failure()).message).toBe('As sent');
  });
});
