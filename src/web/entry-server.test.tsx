import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { aResult } from '#src/web/features/tracking/test-utils.tsx';
import {
  localizeDocument,
  prerenderedPageModules,
  renderPage,
  renderTrackingResult,
  serverRenderedPageModules,
} from './entry-server.tsx';

// The markup must be complete: a boundary React streams separately or gives up on needs an inline
// script, which the CSP (script-src 'self') blocks, and cannot be hydrated (see hydration.test.tsx).
const unfinished = /<!--\$[?!]-->/;

describe('server rendering', () => {
  it('renders a tracking result completely, with a large page inline rather than streamed', async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      id: `p${i}`,
      name: `Wooden chair ${i}`,
      condition: 'Working',
      thumbUrl: `/api/photos/p${i}/thumb`,
      url: `/api/photos/p${i}/file`,
    }));
    const { html, key } = await renderTrackingResult('/tracking-result/AB12CD34', 'AB12CD34', aResult({ items }));
    expect(html.length).toBeGreaterThan(12_800); // React's default size for streaming a boundary separately
    expect(html).not.toMatch(unfinished);
    expect(html).not.toContain('<script');
    expect(html).toContain('AB12CD34');
    expect(html).toContain('Wooden chair 11');
    expect(key).toEqual(['tracking', 'AB12CD34']);
  });

  it('renders the pre-rendered pages completely', async () => {
    for (const url of ['/', '/track', '/who-we-are', '/terms', '/site-upgrading']) {
      expect(await renderPage(url), url).not.toMatch(unfinished);
    }
  });

  it('renders each page in the language asked for, concurrent renders kept apart (issue 16)', async () => {
    const [filipino, english, result] = await Promise.all([
      renderPage('/', 'fil'),
      renderPage('/', 'en'),
      renderTrackingResult('/tracking-result/AB12CD34', 'AB12CD34', aResult(), 'fil'),
    ]);
    expect(filipino).toContain('Ligpitin ang kalat.');
    expect(filipino).not.toContain('Clear the clutter.');
    expect(english).toContain('Clear the clutter.');
    expect(result.html).toContain('Impormasyon ng Pickup');
    // Without a language the page is in English, whatever rendered before.
    expect(await renderPage('/')).toContain('Clear the clutter.');
  });

  it('writes the document in a language: lang, title and description; English leaves index.html as it is', () => {
    const template = fs.readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8');
    expect(localizeDocument(template, 'en')).toBe(template);
    const filipino = localizeDocument(template, 'fil');
    expect(filipino).toContain('<html lang="fil"');
    expect(filipino).toContain('<title>Ligpit · Pickup ng mga gamit na ayaw mo na sa Metro Manila</title>');
    expect(filipino).toContain('<meta name="description" content="Kinukuha ng Ligpit');
  });

  // Issue 36 (docs/decisions/085): the query provider every lazy page renders in comes with each
  // page's first scripts; the booth's list left it out, a round trip asked for once the entry had run.
  it('lists the query provider among the scripts every lazily loaded painted page loads after paint', () => {
    const lists = [...Object.values(prerenderedPageModules), ...Object.values(serverRenderedPageModules)];
    for (const modules of lists) expect(modules).toContain('components/layout/query-boundary.tsx');
  });

  // Issue 36 (decisions 084, 085): the form a painted upload page hydrates in its own task comes with
  // the page's first scripts; asked for only once the entry had run, it was a second round of ~15
  // chunks before the form was taken over.
  it("lists the upload pages' forms among the scripts they load after paint", () => {
    const listed = (modules: readonly string[]) => new Set(modules.map((m) => path.basename(m)));
    expect(listed(prerenderedPageModules[submissionPages.guestUpload] ?? [])).toContain('owner-details-form.tsx');
    expect(listed(serverRenderedPageModules.eventUpload)).toContain('booth-details-form.tsx');
  });

  // Decision 103: the chunk list follows this order, and the form, which hydrates in its own task,
  // is needed last; the page and its provider, first.
  it('lists a form after the page and its query provider', () => {
    const upload = [prerenderedPageModules[submissionPages.guestUpload] ?? [], serverRenderedPageModules.eventUpload];
    for (const modules of upload) {
      const names = modules.map((m) => path.basename(m));
      expect(names.findIndex((n) => n.endsWith('-details-form.tsx'))).toBe(names.length - 1);
      expect(names.indexOf('query-boundary.tsx')).toBeLessThan(names.length - 1);
    }
  });
});
