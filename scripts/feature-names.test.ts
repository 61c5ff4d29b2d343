import { describe, expect, it } from 'vitest';
import { sameBaseNames, subjectSpellings } from './feature-names.mjs';

describe('sameBaseNames', () => {
  it('refuses two modules of one feature folder that share a base name, in any subfolders', () => {
    expect(
      sameBaseNames([
        'web/features/tracking/api/manage-pickup.ts',
        'web/features/tracking/components/manage-pickup.tsx',
        'web/features/tracking/components/manage-pickup.test.tsx',
      ]),
    ).toEqual([
      'src/web/features/tracking/api/manage-pickup and src/web/features/tracking/components/manage-pickup share one name in src/web/features/tracking/ (manage-pickup): rename one to say what it is',
    ]);
  });

  it('refuses a test whose name matches a module in another subfolder', () => {
    expect(
      sameBaseNames(['web/features/crew/crew-sign-in.test.tsx', 'web/features/crew/components/crew-sign-in.tsx']),
    ).toHaveLength(1);
  });

  it('counts shared subject folders as feature folders', () => {
    expect(sameBaseNames(['shared/photos/paths.ts', 'shared/photos/lib/paths.ts'])).toHaveLength(1);
  });

  it('accepts a test beside its module, one name in two features, and other file kinds of one subject', () => {
    expect(
      sameBaseNames([
        'web/features/tracking/api/get-tracking.ts',
        'web/features/tracking/api/get-tracking.test.ts',
        'web/features/photos/api/get-tracking.ts',
        'server/features/photos/photos.service.ts',
        'server/features/photos/photos.test.ts',
        'server/features/photos/photos.admin.routes.ts',
        'web/lib/api.ts',
        'web/features/upload/api/api.ts',
      ]),
    ).toEqual([]);
  });
});

describe('subjectSpellings', () => {
  it('refuses a web folder that is the singular of a server or shared subject', () => {
    expect(subjectSpellings({ shared: ['accounts'], server: ['accounts'], web: ['account'] })).toEqual([
      'src/web/…/account and src/shared/…/accounts spell one subject two ways: name the folder accounts on every side',
      'src/web/…/account and src/server/…/accounts spell one subject two ways: name the folder accounts on every side',
    ]);
  });

  it('refuses a plural in web beside a singular on the server', () => {
    expect(subjectSpellings({ server: ['event'], web: ['events'] })).toHaveLength(1);
  });

  it('accepts one spelling on every side, and subjects only one side has', () => {
    expect(
      subjectSpellings({ shared: ['accounts', 'core'], server: ['accounts', 'health'], web: ['accounts', 'upload'] }),
    ).toEqual([]);
  });
});
