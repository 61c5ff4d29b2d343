import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileHint, hintFiles, withCompileHint } from './compile-hint.mjs';

describe("V8's compile hint on the chunks a painted page runs at once (decision 103)", () => {
  it('is the first line, as Chromium reads it only there, and the code after it is unchanged', () => {
    const code = 'import{a as b}from"./x.js";export const c=()=>b();';
    const hinted = withCompileHint(code);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(compileHint.length)).toBe(code);
  });

  it('is added once, so a second build step over the same file changes nothing', () => {
    const once = withCompileHint('let a=1;');
    expect(withCompileHint(once)).toBe(once);
  });

  it('rewrites only the files it is given', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-hint-'));
    try {
      const startup = path.join(dir, 'index-abc.js');
      const later = path.join(dir, 'leaflet-abc.js');
      fs.writeFileSync(startup, 'export const a=1;');
      fs.writeFileSync(later, 'export const b=2;');
      hintFiles([startup]);
      expect(fs.readFileSync(startup, 'utf8')).toBe(`${compileHint}export const a=1;`);
      expect(fs.readFileSync(later, 'utf8')).toBe('export const b=2;');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
