import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, expectToast, json, renderAt, staffUser, writes } from '#src/web/test/http.ts';
import { aStaffPhoto } from '#src/web/test/staff-photo.ts';
import { VerdictControls } from './verdict-controls.tsx';

// Issue 5: staff's verdict on a photo, and the note for it that stays with staff ("Save note").

const photo = aStaffPhoto('p1', { verdict: 'accept', verdictNote: 'Scratched top' });

describe('the verdict note', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('saves the note as typed, trimmed, with the verdict the photo has', async () => {
    const seen = answerFetch((request) => json(200, { ...photo, ...(request.body as object) }));
    renderAt('/review', { '/review': <VerdictControls photo={photo} /> });
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save note' });
    // Nothing to save while the note is the saved one.
    expect(save.disabled).toBe(true);
    const note = screen.getByLabelText('Verdict note');
    await userEvent.clear(note);
    await userEvent.type(note, '  Scratched top, one leg loose ');
    await userEvent.click(save);

    await expectToast('Verdict saved', 'The photo verdict has been saved');
    expect(writes(seen)).toEqual([
      {
        url: '/api/admin/photos/p1',
        method: 'PATCH',
        body: { verdict: 'accept', verdictNote: 'Scratched top, one leg loose' },
      },
    ]);
  });

  it('sends an emptied note as none, and says why when the server refuses it', async () => {
    const seen = answerFetch(() => json(409, { error: 'CONFLICT', message: 'This request was already completed.' }));
    renderAt('/review', { '/review': <VerdictControls photo={photo} /> });
    await userEvent.clear(screen.getByLabelText('Verdict note'));
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));

    await expectToast('Error', 'This request was already completed.');
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]!.body).toEqual({ verdict: 'accept', verdictNote: null });
    expect(screen.getByLabelText<HTMLInputElement>('Verdict note').value).toBe('');
  });
});
