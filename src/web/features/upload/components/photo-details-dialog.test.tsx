import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savePhotoState } from '#src/web/features/upload/lib/photo-state.ts';
import { resetPhotoStore, usePhotoList } from '#src/web/features/upload/lib/photo-store.ts';
import { answerFetch, expectToast, json, renderAt, type SeenRequest, writes } from '#src/web/test/http.ts';
import { PhotoArea } from './photo-area.tsx';

// product.md §4: a photo's name, brand and condition can be changed before the request is sent
// (the pencil on the photo area opens the details form).

const photoId = '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const saved = {
  id: photoId,
  url: `/api/photos/${photoId}/file`,
  thumbUrl: `/api/photos/${photoId}/thumb`,
  label: 'Electric Fan',
  brand: 'Hanabishi',
  condition: 'Good',
};

function Photos() {
  return <PhotoArea list={usePhotoList()} />;
}

/** The draft photo's PATCH, answered by `patch`. */
function answerPhoto(patch: (request: SeenRequest) => Response) {
  return answerFetch((request) =>
    request.method === 'PATCH' ? patch(request) : json(404, { error: 'NOT_FOUND', message: 'nope' }),
  );
}

async function openDetails() {
  await userEvent.click(screen.getByRole('button', { name: 'Edit details of Electric Fan' }));
  return screen.findByRole('dialog', { name: 'Photo details' });
}

describe('the photo details form', () => {
  beforeEach(() => {
    sessionStorage.clear();
    savePhotoState({ photos: [{ ...saved, timestamp: Date.now() }], currentIndex: 0 });
    resetPhotoStore();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves the name, brand and condition typed, says so, and shows them on the photo', async () => {
    const seen = answerPhoto((request) =>
      json(200, { ...saved, ...(request.body as object), width: 1280, height: 960, bytes: 204_800 }),
    );
    renderAt('/no-login-upload', { '/no-login-upload': <Photos /> });
    const dialog = await openDetails();
    const name = within(dialog).getByLabelText('Item name');
    await userEvent.clear(name);
    await userEvent.type(name, '  Stand fan ');
    await userEvent.clear(within(dialog).getByLabelText('Brand'));
    await userEvent.selectOptions(within(dialog).getByLabelText('Condition'), 'Needs Repair');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await expectToast('Photo details updated', 'The metadata has been saved');
    // The shared schema trims; an emptied brand is no brand.
    expect(writes(seen)).toEqual([
      {
        url: `/api/photos/${photoId}`,
        method: 'PATCH',
        body: { label: 'Stand fan', brand: '', condition: 'Needs Repair' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Edit details of Stand fan' })).toBeTruthy();
  });

  it('keeps the form open with what was typed when the server refuses it, in the server’s words', async () => {
    answerPhoto(() => json(409, { error: 'PHOTO_LOCKED', message: 'This photo is part of a sent request.' }));
    renderAt('/no-login-upload', { '/no-login-upload': <Photos /> });
    const dialog = await openDetails();
    await userEvent.type(within(dialog).getByLabelText('Brand'), ' XL');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await expectToast('Error', 'This photo is part of a sent request.');
    expect(screen.getByRole('dialog', { name: 'Photo details' })).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Brand').value).toBe('Hanabishi XL');
  });
});
