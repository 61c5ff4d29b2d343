import { describe, expect, it } from 'vitest';
import { chooseStartupChunks, type StartupModuleInfo } from './startup-chunk.mjs';

// A module graph as Rolldown's chunking context shows it, from src/web and src/shared below /w.
type Module = Partial<StartupModuleInfo> & { code?: string };
const web = (file: string) => `/w/src/web/${file}`;
const text = (name: string) => `/w/src/shared/i18n/paraglide/messages/${name}.js`;
const barrel = '/w/src/shared/i18n/messages.ts';
const paraglideBarrel = '/w/src/shared/i18n/paraglide/messages.js';
const paraglideIndex = '/w/src/shared/i18n/paraglide/messages/_index.js';

function graphOf(modules: Record<string, Module>) {
  return {
    getModuleInfo(id: string): StartupModuleInfo | null {
      const module = modules[id];
      if (!module) return null;
      return {
        importedIds: module.importedIds ?? [],
        dynamicallyImportedIds: module.dynamicallyImportedIds ?? [],
        exports: module.exports ?? [],
        isEntry: module.isEntry ?? false,
        code: module.code ?? 'export const x = 1;',
      };
    },
  };
}

/** The entry loads five pages lazily; the booth shows the guest screen, as in the app. */
function app(extra: Record<string, Module> = {}): Record<string, Module> {
  return {
    [web('main.tsx')]: {
      isEntry: true,
      importedIds: [web('lib/api.ts'), barrel],
      dynamicallyImportedIds: [
        web('booth-page.tsx'),
        web('guest-page.tsx'),
        web('result-page.tsx'),
        web('staff-page.tsx'),
      ],
    },
    [web('lib/api.ts')]: {},
    [barrel]: { importedIds: [paraglideBarrel] },
    [paraglideBarrel]: { importedIds: [paraglideIndex] },
    [paraglideIndex]: { importedIds: [text('a_one'), text('a_two')] },
    [text('a_one')]: { exports: ['a.one'] },
    [text('a_two')]: { exports: ['a.two'] },
    ...extra,
  };
}

const options = {
  webRoot: '/w/src/web',
  entry: 'main.tsx',
  families: {
    booth: ['booth-page.tsx', 'guest-page.tsx'],
    guest: ['guest-page.tsx'],
    result: ['result-page.tsx'],
  },
  unions: { upload: ['booth', 'guest'] },
  maxBytes: 100,
};

describe('the startup chunks of painted pages (decision 104)', () => {
  it('puts a small module two painted pages share into one chunk named for who loads it', () => {
    const chosen = chooseStartupChunks(
      graphOf(
        app({
          [web('booth-page.tsx')]: { importedIds: [web('kiosk.ts'), web('form.ts')] },
          [web('guest-page.tsx')]: { importedIds: [web('form.ts'), web('slots.ts')] },
          [web('result-page.tsx')]: { importedIds: [web('slots.ts'), web('kiosk.ts')] },
          [web('staff-page.tsx')]: { importedIds: [web('form.ts')] },
          [web('form.ts')]: { importedIds: [web('lib/api.ts')] },
          [web('slots.ts')]: {},
          [web('kiosk.ts')]: {},
        }),
      ),
      options,
    );
    expect(Object.fromEntries(chosen)).toEqual({
      // Both upload pages alone (the staff page is not a painted family): their union's chunk.
      [web('form.ts')]: 'startup-upload',
      // The booth and the result: neither a family nor a union.
      [web('slots.ts')]: 'startup-shared',
      [web('kiosk.ts')]: 'startup-shared',
    });
  });

  it('leaves a module that one chunk root alone reaches in that root chunk', () => {
    const chosen = chooseStartupChunks(
      graphOf(
        app({
          [web('booth-page.tsx')]: { importedIds: [web('booth-only.ts')] },
          [web('guest-page.tsx')]: {},
          [web('result-page.tsx')]: {},
          [web('staff-page.tsx')]: {},
          [web('booth-only.ts')]: {},
        }),
      ),
      options,
    );
    expect(chosen.size).toBe(0);
  });

  it('never takes a chunk root, a module the build names, a package, a large module, or the entry’s own', () => {
    const chosen = chooseStartupChunks(
      graphOf(
        app({
          [web('booth-page.tsx')]: {
            importedIds: [web('shared-page-part.ts'), web('big.ts'), web('named.ts'), '/w/node_modules/lib/index.js'],
          },
          [web('guest-page.tsx')]: { importedIds: [web('big.ts'), web('named.ts'), '/w/node_modules/lib/index.js'] },
          [web('result-page.tsx')]: { importedIds: [web('lib/api.ts')] },
          // Imported lazily by the staff page: a chunk root.
          [web('staff-page.tsx')]: { dynamicallyImportedIds: [web('shared-page-part.ts')] },
          [web('shared-page-part.ts')]: {},
          [web('big.ts')]: { code: 'x'.repeat(101) },
          [web('named.ts')]: {},
          '/w/node_modules/lib/index.js': {},
        }),
      ),
      { ...options, keep: ['named.ts'] },
    );
    expect(chosen.has(web('shared-page-part.ts'))).toBe(false);
    expect(chosen.has(web('big.ts'))).toBe(false);
    expect(chosen.has(web('named.ts'))).toBe(false);
    expect(chosen.has('/w/node_modules/lib/index.js')).toBe(false);
    expect(chosen.has(web('lib/api.ts'))).toBe(false);
  });

  it('takes a module only when all it imports is in the entry, a package or a startup chunk: no cycle between chunks', () => {
    const chosen = chooseStartupChunks(
      graphOf(
        app({
          [web('booth-page.tsx')]: { importedIds: [web('uses-big.ts'), web('uses-small.ts')] },
          [web('guest-page.tsx')]: { importedIds: [web('uses-big.ts'), web('uses-small.ts')] },
          [web('result-page.tsx')]: {},
          [web('staff-page.tsx')]: {},
          [web('uses-big.ts')]: { importedIds: [web('big.ts')] },
          [web('uses-small.ts')]: { importedIds: [web('small.ts'), '/w/node_modules/lib/index.js', web('lib/api.ts')] },
          [web('big.ts')]: { code: 'x'.repeat(101) },
          [web('small.ts')]: {},
          '/w/node_modules/lib/index.js': {},
        }),
      ),
      options,
    );
    expect(Object.fromEntries(chosen)).toEqual({
      [web('uses-small.ts')]: 'startup-upload',
      [web('small.ts')]: 'startup-upload',
    });
  });

  it('reaches through the message catalogue only the texts a module names', () => {
    const chosen = chooseStartupChunks(
      graphOf(
        app({
          [web('booth-page.tsx')]: { importedIds: [web('notice.ts')] },
          [web('guest-page.tsx')]: { importedIds: [web('notice.ts')] },
          [web('result-page.tsx')]: {},
          [web('staff-page.tsx')]: {},
          [web('notice.ts')]: { importedIds: [barrel], code: "export const t = () => m['a.one']();" },
        }),
      ),
      options,
    );
    expect(Object.fromEntries(chosen)).toEqual({
      [web('notice.ts')]: 'startup-upload',
      [text('a_one')]: 'startup-upload',
    });
  });
});
