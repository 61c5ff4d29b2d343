import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPhoto } from '#src/shared/photos/gallery.schema.ts';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import { aStaffPhoto } from '#src/web/test/staff-photo.ts';
import { PhotoViewer } from './photo-viewer.tsx';

// product.md §4 "Photo viewer" on the staff review page: previous and next wrap, the arrows step, the
// thumbnails jump, and the arrows leave a field being typed in alone.

const aPhoto = (id: string, label: string) => aStaffPhoto(id, { label, brand: 'Uratex', condition: 'Good' });

const photos = [aPhoto('p1', 'Dining chair'), aPhoto('p2', 'Electric fan'), aPhoto('p3', 'Rice cooker')];

function renderViewer(list: AdminPhoto[]) {
  answerFetch(() => json(200, {}));
  return renderAt('/review', {
    '/review': (
      <>
        <input aria-label="Note" />
        <PhotoViewer photos={list} />
      </>
    ),
  });
}

/** The item shown in full size now: its image's description starts with its name. */
const shownItem = () =>
  screen
    .getByRole('img', { name: /: Uratex, Good$/ })
    .getAttribute('alt')
    ?.split(':')[0];

describe('the staff photo viewer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('steps with previous and next, wrapping at both ends, and counts where it is', async () => {
    const user = userEvent.setup();
    renderViewer(photos);
    expect(shownItem()).toBe('Dining chair');
    expect(screen.getByText('1 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shownItem()).toBe('Rice cooker');
    expect(screen.getByText('3 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shownItem()).toBe('Dining chair');
    expect(screen.getByRole('link', { name: /Full size/ }).getAttribute('href')).toBe('/api/admin/photos/p1/file');
  });

  it('jumps to a thumbnail, and the arrow keys step unless a field is being typed in', async () => {
    const user = userEvent.setup();
    renderViewer(photos);
    await user.click(screen.getByRole('button', { name: 'Photo 3: Rice cooker' }));
    expect(shownItem()).toBe('Rice cooker');
    expect(screen.getByRole('button', { name: 'Photo 3: Rice cooker' }).getAttribute('aria-current')).toBe('true');

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shownItem()).toBe('Dining chair');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shownItem()).toBe('Rice cooker');

    const note = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.keyDown(note, { key: 'ArrowLeft' });
    expect(shownItem()).toBe('Rice cooker');
  });

  it('shows one photo without the stepping controls, and says so when none is left', () => {
    const { unmount } = renderViewer([photos[0]!]);
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.getByText('1 / 1')).toBeTruthy();
    unmount();
    renderViewer([]);
    expect(screen.getByText(/This request has no photos left/)).toBeTruthy();
  });
});
