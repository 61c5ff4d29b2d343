import { describe, expect, it } from 'vitest';
import { nest } from '#src/server/test/fuzz/arbitraries.ts';
import {
  checkParsedBody,
  checkUrl,
  inputMessages,
  isAllowedRedirect,
  isCleanText,
  jsonLimits,
} from './input-hygiene.ts';

describe('input hygiene rules', () => {
  it('tells clean text from text with a NUL or a lone surrogate', () => {
    for (const clean of ['', 'Juan Dela Cruz', 'Ñoño', '😀 emoji pair', '\ud83d\ude00', 'tab\tand\nnewline']) {
      expect(isCleanText(clean), JSON.stringify(clean)).toBe(true);
    }
    for (const dirty of ['\0', 'a\0b', '\ud800', 'x\udfff', '\udc00\ud800', 'end\ud83d']) {
      expect(isCleanText(dirty), JSON.stringify(dirty)).toBe(false);
    }
  });

  it('names the first field that holds a bad string, keys included, at any depth', () => {
    expect(checkParsedBody({ name: 'ok', items: [{ label: 'a\0' }] })?.details?.issues).toEqual([
      { path: 'items.0.label', message: inputMessages.badCharacter, key: 'core.badCharacter' },
    ]);
    expect(checkParsedBody({ 'bad\ud800key': 1 })?.code).toBe('VALIDATION');
    expect(checkParsedBody('plain text\0')?.code).toBe('VALIDATION');
    expect(checkParsedBody({ name: 'Juan', n: 1, ok: true, none: null })).toBeUndefined();
  });

  it(`refuses bodies nested deeper than ${jsonLimits.maxDepth} levels without recursing`, () => {
    expect(checkParsedBody(nest(jsonLimits.maxDepth - 1))).toBeUndefined();
    expect(checkParsedBody(nest(jsonLimits.maxDepth + 1))?.message).toBe(inputMessages.tooDeep);
    // Far past any call stack: a recursive walk would throw RangeError here.
    expect(checkParsedBody(nest(200_000))?.message).toBe(inputMessages.tooDeep);
  });

  it('refuses a URL with a NUL escape or escapes that are not UTF-8, anywhere in path or query', () => {
    expect(checkUrl('/api/track/ABCD1234?x=1')).toBeUndefined();
    expect(checkUrl('/api/admin/submissions?q=Se%C3%B1ora%20%25')).toBeUndefined();
    expect(checkUrl('/api/track/%00')?.message).toBe(inputMessages.badCharacter);
    expect(checkUrl('/api/admin/submissions?q=a%00')?.message).toBe(inputMessages.badCharacter);
    expect(checkUrl('/api/track/%ED%A0%80')?.message).toBe(inputMessages.badUrl);
    expect(checkUrl('/api/admin/submissions?q=%E0%A4%A')?.message).toBe(inputMessages.badUrl);
    expect(checkUrl('/api/admin/submissions?q=100%')?.message).toBe(inputMessages.badUrl);
  });

  it('allows redirects to our own pages and origin only', () => {
    const origin = 'https://ligpit.ph';
    for (const ok of ['/dashboard', '/reset-password?x=1', 'https://ligpit.ph/dashboard']) {
      expect(isAllowedRedirect(ok, [origin]), ok).toBe(true);
    }
    for (const bad of [
      ' ',
      'dashboard',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      42,
    ]) {
      expect(isAllowedRedirect(bad, [origin]), String(bad)).toBe(false);
    }
  });
});
