import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

const dirs: string[] = [];
function folder(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-precompress-'));
  dirs.push(dir);
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), bytes);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Script-like text: repetitive, as bundles are, but not one repeated byte.
const script = Array.from({ length: 400 }, (_, i) => `export function f${i}(a){return a+${i}*${i % 7};}`).join('\n');

describe('assets compressed once at build (decision 103)', () => {
  it('writes brotli and gzip beside each script, stylesheet and icon sheet, each giving back the file', () => {
    const dir = folder({ 'index-abc.js': script, 'index-abc.css': `.a{color:red}${'.b{margin:0}'.repeat(200)}` });
    expect(
      precompress(dir)
        .map((file) => path.basename(file))
        .sort(),
    ).toEqual(['index-abc.css', 'index-abc.js']);
    const original = fs.readFileSync(path.join(dir, 'index-abc.js'));
    const br = fs.readFileSync(path.join(dir, 'index-abc.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'index-abc.js.gz'));
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    // At its best: smaller than what the server made per request before (gzip level 6).
    expect(br.length).toBeLessThan(zlib.gzipSync(original, { level: 6 }).length);
    expect(fs.existsSync(path.join(dir, 'index-abc.css.br'))).toBe(true);
  });

  it('compresses a small chunk too, and leaves formats that are compressed already as they are', () => {
    const tiny = 'export const a="Too many requests";'.repeat(20);
    const dir = folder({ 'tiny-abc.js': tiny, 'photo.png': Buffer.alloc(4096, 7) });
    expect(precompress(dir).map((file) => path.basename(file))).toEqual(['tiny-abc.js']);
    expect(fs.readdirSync(dir).sort()).toEqual(['photo.png', 'tiny-abc.js', 'tiny-abc.js.br', 'tiny-abc.js.gz']);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'tiny-abc.js.br'))).toString()).toBe(tiny);
  });
});
