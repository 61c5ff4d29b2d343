// The built assets are compressed once, at build, at each format's best (docs/decisions/103): brotli
// at quality 11 is ~13 % smaller than the gzip @fastify/compress made per request (level 6), a
// booth's ~230 KB of script 30 KB less on a 1.6 Mbps phone, and serving a first visit becomes a
// file read instead of compressing ~600 KB on the server's one thread. @fastify/static sends
// `name.br` or `name.gz` beside each file as the browser's Accept-Encoding allows
// (src/server/http/spa.ts), and the file itself to a client that takes neither.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Text formats worth compressing; images and fonts are compressed already. */
const compressible = new Set(['.js', '.css', '.svg', '.json', '.webmanifest', '.html', '.txt']);

/**
 * Writes `file.br` and `file.gz` beside every compressible file in dir, small ones too: @fastify/static
 * sends a file as a stream, whose length @fastify/compress does not know, so its 1 KB threshold
 * does not apply and a file without them would be gzipped on every request.
 */
export function precompress(dir) {
  const written = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(dir, entry.name);
    if (!compressible.has(path.extname(file))) continue;
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }));
    written.push(file);
  }
  return written;
}
