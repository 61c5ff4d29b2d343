import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminGalleryPhoto, AdminPhotoList } from '#src/shared/photos/gallery.schema.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt, type SeenRequest, staffUser } from '#src/web/test/http.ts';
import { aStaffPhoto } from '#src/web/test/staff-photo.ts';
import AdminGalleryPage from './admin-gallery-page.tsx';

// product.md §2 "/admin-database-gallery": staff search the photos, fix a brand or condition, delete one.

const routes = { '/admin-database-gallery': <AdminGalleryPage /> };

function aPhoto(id: string, overrides: Partial<AdminGalleryPhoto> = {}): AdminGalleryPhoto {
  return { ...aStaffPhoto(id), trackingNumber: 'AB12CD34', submissionName: 'Maria Santos', ...overrides };
}

const fan = aPhoto('p1', { verdict: 'recycle', verdictNote: 'motor burnt' });
const chair = aPhoto('p2', { label: 'Chair', brand: 'Uratex', condition: 'Good', trackingNumber: 'ZZ99YY88' });

const listOf = (items: AdminGalleryPhoto[], total = items.length, page = 1): AdminPhotoList => ({
  items,
  total,
  page,
  pageSize: 24,
});

const photoButton = (name: RegExp) => screen.findByRole('button', { name });

describe('photo gallery (staff)', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the photos with their count and shows the one picked, with its request and verdict', async () => {
    answerFetch(() => json(200, listOf([fan, chair])));
    renderAt('/admin-database-gallery', routes);

    expect(await screen.findByRole('heading', { name: 'All Photos (2)' })).toBeTruthy();
    expect(
      screen.getByText('Select a photo to see its details, edit its brand and condition, download or delete it.'),
    ).toBeTruthy();
    const button = await photoButton(/^Electric Fan, Hanabishi, AB12CD34$/);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);

    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: 'Electric Fan: Hanabishi' })).toBeTruthy();
    const review = screen.getByRole('link', { name: 'AB12CD34' });
    expect(review.getAttribute('href')).toBe('/admin-to-review/AB12CD34');
    expect(screen.getByText(/Maria Santos/)).toBeTruthy();
    expect(screen.getByText(/1280×960 · 200 KB/)).toBeTruthy();
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Verdict: recycle — motor burnt'),
    ).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('download')).toBe('ligpit-AB12CD34-p1.jpg');
    expect(screen.getByLabelText<HTMLInputElement>('Brand').value).toBe('Hanabishi');
  });

  it('searches on the server once staff pause typing, from the first page', async () => {
    const seen = answerFetch((r) =>
      json(
        200,
        r.url.includes('q=uratex') ? listOf([chair]) : listOf([fan, chair], 30, r.url.includes('page=2') ? 2 : 1),
      ),
    );
    renderAt('/admin-database-gallery?page=2', routes);
    await photoButton(/^Chair/);
    expect(seen.map((r) => r.url)).toContain('/api/admin/photos?page=2&pageSize=24');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search photos' }), 'uratex');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin-database-gallery?q=uratex'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'All Photos (1)' })).toBeTruthy());
    expect(seen.map((r) => r.url)).toContain('/api/admin/photos?q=uratex&page=1&pageSize=24');
    expect(seen.some((r) => r.url.includes('q=u&') || r.url.includes('q=ur&'))).toBe(false);
  });

  it('pages through the photos, keeping the page in the address', async () => {
    const seen = answerFetch((r) => json(200, listOf([fan], 30, r.url.includes('page=2') ? 2 : 1)));
    renderAt('/admin-database-gallery', routes);
    const pages = await screen.findByRole('navigation', { name: 'Photo pages' });
    expect(within(pages).getByText('1–24 of 30')).toBeTruthy();
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin-database-gallery?page=2'));
    await waitFor(() => expect(within(pages).getByText('25–30 of 30')).toBeTruthy());
    expect(seen.map((r) => r.url)).toContain('/api/admin/photos?page=2&pageSize=24');
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('says when there are no photos, and when none match the search', async () => {
    answerFetch(() => json(200, listOf([])));
    const first = renderAt('/admin-database-gallery', routes);
    expect(await screen.findByText('No photos yet. Photos of submitted requests appear here.')).toBeTruthy();
    first.unmount();

    renderAt('/admin-database-gallery?q=nothing', routes);
    expect(
      await screen.findByText('No photos match. Try a brand, a condition or the start of a tracking number.'),
    ).toBeTruthy();
  });

  it('says the photos could not be loaded when the server fails twice', async () => {
    const seen = answerFetch(() => json(500, { error: 'INTERNAL', message: 'boom' }));
    renderAt('/admin-database-gallery', routes);
    // A server error is asked once more (a refusal is not) before the page gives up.
    expect(await screen.findByText('Failed to load photos from database', {}, { timeout: 5000 })).toBeTruthy();
    expect(seen.filter((r) => r.url.startsWith('/api/admin/photos'))).toHaveLength(2);
  });

  it('sends staff whose session ended back to the admin login', async () => {
    answerFetch((r) =>
      r.url.startsWith('/api/admin/photos')
        ? json(401, { error: 'UNAUTHENTICATED', message: 'Sign in' })
        : json(200, { user: staffUser }),
    );
    renderAt('/admin-database-gallery', routes);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin-access'));
    expect(await screen.findByText('Authentication required')).toBeTruthy();
  });

  it('saves a changed brand and condition, and refuses a blank brand without asking the server', async () => {
    let photo = fan;
    const seen = answerFetch((r) => {
      if (r.method === 'PATCH') {
        photo = { ...photo, ...(r.body as object) };
        return json(200, photo);
      }
      return json(200, listOf([photo]));
    });
    renderAt('/admin-database-gallery', routes);
    await userEvent.click(await photoButton(/^Electric Fan/));
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save details' });
    expect(save.disabled).toBe(true);

    const brand = screen.getByLabelText('Brand');
    await userEvent.clear(brand);
    await userEvent.type(brand, ' ');
    expect(save.disabled).toBe(true);

    await userEvent.clear(brand);
    await userEvent.type(brand, 'Asahi');
    const condition = screen.getByLabelText('Condition');
    await userEvent.clear(condition);
    await userEvent.type(condition, 'Needs repair');
    await userEvent.click(save);

    expect(await screen.findByText('Photo details updated')).toBeTruthy();
    const patches = seen.filter((r) => r.method === 'PATCH');
    expect(patches).toEqual([
      { url: '/api/admin/photos/p1', method: 'PATCH', body: { brand: 'Asahi', condition: 'Needs repair' } },
    ]);
    // The list is asked again, and the photo shows what was saved.
    expect(await photoButton(/^Electric Fan, Asahi, AB12CD34$/)).toBeTruthy();
  });

  it('says why a save failed, in the server’s words', async () => {
    answerFetch((r) =>
      r.method === 'PATCH'
        ? json(409, { error: 'CONFLICT', message: 'Someone changed this photo first.' })
        : json(200, listOf([fan])),
    );
    renderAt('/admin-database-gallery', routes);
    await userEvent.click(await photoButton(/^Electric Fan/));
    await userEvent.type(screen.getByLabelText('Brand'), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Someone changed this photo first.')).toBeTruthy();
  });

  it('deletes a photo only after asking, then closes its details', async () => {
    let items = [fan, chair];
    const seen = answerFetch((r: SeenRequest) => {
      if (r.method === 'DELETE') {
        items = items.filter((p) => !r.url.endsWith(`/${p.id}`));
        return new Response(null, { status: 204 });
      }
      return json(200, listOf(items));
    });
    renderAt('/admin-database-gallery', routes);
    await userEvent.click(await photoButton(/^Electric Fan/));

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    expect(
      within(dialog).getByText('The photo and its stored file are removed for good. This cannot be undone.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('Photo deleted')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/admin/photos/p1']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'All Photos (1)' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: /^Electric Fan/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save details' })).toBeNull();
  });

  it('keeps the photo and says so when the delete fails', async () => {
    answerFetch((r) =>
      r.method === 'DELETE' ? json(500, { error: 'INTERNAL', message: 'boom' }) : json(200, listOf([fan])),
    );
    renderAt('/admin-database-gallery', routes);
    await userEvent.click(await photoButton(/^Electric Fan/));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('Failed to delete photo')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Delete this photo?' })).toBeTruthy();
  });
});
