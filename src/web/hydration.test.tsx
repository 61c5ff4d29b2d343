import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { prefetchTrackingFromUrl } from '#src/web/features/tracking/api/get-tracking.ts';
import { aResult } from '#src/web/features/tracking/test-utils.tsx';
import { emptyOwnerDetails } from '#src/web/features/upload/lib/form-draft.ts';
import { storageKeys } from '#src/web/lib/browser-storage.ts';
import { queryClient } from '#src/web/lib/query-client.ts';
import { ssrDataElementId } from '#src/web/lib/ssr-data.ts';
import { answerFetch } from '#src/web/test/http.ts';
import { App } from './app.tsx';
import { preloadRoute } from './router.tsx';

const entryServer = path.join(import.meta.dirname, 'entry-server.tsx');

type ServerRendered = { html: string; key?: readonly unknown[]; shape?: string };

/**
 * Renders with src/web/entry-server.tsx in another process, in another time zone, as the server
 * does. Not in this one: React's server renderer leaves context values set on the shared context
 * objects between its tasks, which a browser never sees but a hydration in this process would.
 * One process serves every test, in order, as one server process serves every request: it compiles
 * the app with tsx once (~3 s on a quiet machine, ~5 s on a busy one), not once per test.
 */
let renderer: ChildProcessWithoutNullStreams | undefined;
let answers: AsyncIterator<string> | undefined;
const answerMark = 'ligpit-render:';

async function serverRender(call: string, args: unknown[], before: unknown[][] = []): Promise<ServerRendered> {
  // `before`: the same call made first with these arguments (a result page's shape seen before, decision 083).
  if (!renderer) {
    const script = `
      const ssr = await import(${JSON.stringify(entryServer)});
      const { createInterface } = await import('node:readline');
      for await (const line of createInterface({ input: process.stdin })) {
        const { call, args, before } = JSON.parse(line);
        let answer;
        try {
          for (const earlier of before) await ssr[call](...earlier);
          const out = await ssr[call](...args);
          answer = typeof out === 'string' ? { html: out } : out;
        } catch (error) {
          answer = { error: String(error?.stack ?? error) };
        }
        process.stdout.write(${JSON.stringify(answerMark)} + JSON.stringify(answer) + '\\n');
      }`;
    renderer = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, TZ: 'America/Los_Angeles', NODE_ENV: 'production' },
      stdio: 'pipe',
    });
    renderer.stderr.pipe(process.stderr);
    answers = createInterface({ input: renderer.stdout })[Symbol.asyncIterator]();
  }
  renderer.stdin.write(`${JSON.stringify({ call, args, before })}\n`);
  for (;;) {
    const next = await answers!.next();
    if (next.done) throw new Error('the server renderer ended');
    if (!next.value.startsWith(answerMark)) continue; // something the app logged
    const answer = JSON.parse(next.value.slice(answerMark.length)) as ServerRendered & { error?: string };
    if (answer.error) throw new Error(answer.error);
    return answer;
  }
}

/** Unmounted after each test: a live root left behind renders after the DOM is torn down. */
const hydrated: Root[] = [];

/** Hydrates `root` as src/web/main.tsx does (route chunk first), collecting what React recovers from. */
async function hydrate(root: HTMLElement, url: string): Promise<unknown[]> {
  await preloadRoute(new URL(url, 'http://localhost').pathname);
  const errors: unknown[] = [];
  await act(async () => {
    const app = hydrateRoot(
      root,
      <MemoryRouter initialEntries={[url]}>
        <App />
      </MemoryRouter>,
      { onRecoverableError: (error) => errors.push(error) },
    );
    hydrated.push(app);
  });
  return errors;
}

// The first test waits for the renderer to compile the app with tsx: past the web suite's 15 s when
// the two cores are busy.
describe('hydrating server-rendered markup', { timeout: 60_000 }, () => {
  afterAll(() => {
    renderer?.stdin.end();
    renderer = undefined;
  });
  afterEach(() => {
    act(() => {
      for (const app of hydrated.splice(0)) app.unmount();
    });
    document.body.innerHTML = '';
    sessionStorage.clear();
    queryClient.clear();
  });

  it('adopts a tracking result rendered with its embedded answer: same nodes, no errors, no lookup', async () => {
    const url = '/event/bgc/tracking-result/AB12CD34';
    const result = aResult({ kind: 'event', eventSlug: 'bgc', submittedAt: '2026-11-20T17:30:00.000Z' });
    const { html, key } = await serverRender('renderTrackingResult', [url, 'AB12CD34', result]);
    document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${ssrDataElementId}">${JSON.stringify({ key, data: result })}</script>`;
    const root = document.getElementById('root')!;
    const painted = root.querySelector('h1');
    expect(painted?.textContent).toBe('AB12CD34');
    // A Manila date, whatever the server's zone (01:30 on the 21st in Manila, the 20th in Los Angeles).
    expect(root.textContent).toContain('Submitted Sat, Nov 21, 2026');

    // What the result page's module does when main.tsx loads it, before hydrating.
    prefetchTrackingFromUrl(url);
    expect(document.getElementById(ssrDataElementId)).toBeNull();

    const seen = answerFetch(() => {
      throw new Error('no lookup expected');
    });
    expect(await hydrate(root, url)).toEqual([]);
    expect(root.querySelector('h1')).toBe(painted);
    expect(root.textContent).toContain('Owner Details');
    expect(root.querySelector('button:disabled')).toBeNull(); // live once hydrated
    // No second lookup of the answer. The only call is the owner's pickup options (issue 15), which
    // depend on who is looking and so are never in the shared, server-made page.
    expect(seen.map((request) => request.url)).toEqual(['/api/submissions/AB12CD34/manage']);
  });

  it('adopts a tracking result made from its shape template, values with <, & and quotes put in (decision 083)', async () => {
    const url = '/tracking-result/ZX98YW76';
    const shared = { submittedAt: '2026-11-20T17:30:00.000Z' };
    const other = aResult({ ...shared, trackingNumber: 'KL45MN67' });
    const result = aResult({
      ...shared,
      trackingNumber: 'ZX98YW76',
      details: { ...other.details, name: `Ligaya "Aya" <Cruz> & O'Neil 🌺`, location: 'Pasig & Taguig' },
    });
    const earlier = ['/tracking-result/KL45MN67', 'KL45MN67', other];
    const { html, key, shape } = await serverRender(
      'renderTrackingResult',
      [url, 'ZX98YW76', result],
      [earlier, earlier],
    );
    expect(shape).toBeDefined(); // made from the template, not rendered for this request
    document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${ssrDataElementId}">${JSON.stringify({ key, data: result })}</script>`;
    const root = document.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe('ZX98YW76');
    expect(root.textContent).toContain(`Ligaya "Aya" <Cruz> & O'Neil 🌺`);
    prefetchTrackingFromUrl(url);
    answerFetch(() => new Response('null', { status: 404 }));
    expect(await hydrate(root, url)).toEqual([]);
    expect(root.textContent).toContain('Pasig & Taguig');
  });

  it('adopts the pre-rendered /track page', async () => {
    const { html } = await serverRender('renderPage', ['/track']);
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const root = document.getElementById('root')!;
    const painted = root.querySelector('h1');
    expect(painted).not.toBeNull();
    expect(await hydrate(root, '/track')).toEqual([]);
    expect(root.querySelector('h1')).toBe(painted);
  });

  it.each([
    ['/login', 'Sign in'],
    ['/signup', 'Sign Up'],
    ['/no-login-upload', 'Submit'],
  ])(
    'adopts the pre-rendered %s page: its form is the one painted, its submit live only once hydrated (issue 25)',
    async (url, submit) => {
      const { html } = await serverRender('renderPage', [url]);
      document.body.innerHTML = `<div id="root">${html}</div>`;
      const root = document.getElementById('root')!;
      const form = root.querySelector('form');
      const button = () =>
        [...root.querySelectorAll('button[type="submit"]')].find((b) => b.textContent?.includes(submit));
      expect(form).not.toBeNull();
      // Before the app runs, Enter in a field cannot submit the form natively (a password in the URL).
      expect(button()?.hasAttribute('disabled')).toBe(true);
      expect(await hydrate(root, url)).toEqual([]);
      expect(root.querySelector('form')).toBe(form);
      if (url !== '/no-login-upload') expect(button()?.hasAttribute('disabled')).toBe(false);
    },
  );

  it('adopts the pre-rendered /no-login-upload page over a draft this browser saved, then shows the draft (decision 084)', async () => {
    const { html } = await serverRender('renderPage', ['/no-login-upload']);
    // What an earlier visit in this tab saved; the server painted the empty form.
    const values = {
      ...emptyOwnerDetails(),
      name: 'Tess Cruz',
      phone: '+63 9171234567',
      city: 'Quezon City',
      address: '12 Mabini St',
      barangay: 'Pinyahan',
      pin: { lat: 14.64, lng: 121.05 },
    };
    sessionStorage.setItem(storageKeys.formData, JSON.stringify({ values }));
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const root = document.getElementById('root')!;
    const form = root.querySelector('form');
    const errors = await hydrate(root, '/no-login-upload');
    await act(async () => {
      await import('#src/web/features/upload/components/owner-details-form.tsx');
    });
    expect(errors).toEqual([]);
    expect(root.querySelector('form')).toBe(form);
    const field = (name: string) => root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value;
    expect([field('name'), field('phone'), field('city'), field('barangay')]).toEqual([
      'Tess Cruz',
      '+63 9171234567',
      'Quezon City',
      'Pinyahan',
    ]);
    expect(root.textContent).toContain('14.64');
  });

  it('adopts a booth page rendered with its event, its owner form hydrated from its own chunk (issue 14)', async () => {
    const url = '/event/sm-aura-2026/upload';
    const event = {
      slug: 'sm-aura-2026',
      venue: 'SM Aura Premier',
      city: 'Taguig',
      address: '',
      startsOn: null,
      endsOn: null,
      handoverSlots: [],
      phase: 'open',
    };
    const { html, key } = await serverRender('renderEventUpload', [url, event.slug, event]);
    document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${ssrDataElementId}">${JSON.stringify({ key, data: event })}</script>`;
    const root = document.getElementById('root')!;
    const form = root.querySelector('form');
    expect(form?.textContent).toContain('Submit');
    expect(await hydrate(root, url)).toEqual([]);
    await act(async () => {
      await import('#src/web/features/upload/components/owner-details-form.tsx');
    });
    // The painted form is adopted once its chunk has come, not replaced by a placeholder or a new form.
    expect(root.querySelector('form')).toBe(form);
    expect(root.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
