// design.md §9 budget: the browser downsizes before upload, so a 12 MP camera photo costs ≤ 400 KB
// of mobile data.
//
//   npm run bench:upload
//
// Bundles the app's own `downsizeImage` (src/web/features/upload/lib/downsize-image.ts) with
// Vite, runs it in headless Chromium (the Debian build the journeys use) on 4000×3000 JPEGs, and
// prints the bytes that would be sent. The photos are synthetic but photo-like: lighting, objects
// with fabric and wood texture at several scales, soft edges and sensor noise, saved at quality
// 92 with EXIF orientation 6 (a phone held upright), as phone cameras write them.
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const budgetBytes = 400 * 1024;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

/** Smooth value noise: a random lattice every `cell` px, bilinearly interpolated. */
function valueNoise(width: number, height: number, cell: number, random: () => number): Float32Array {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const grid = new Float32Array(gw * gh).map(() => random() * 2 - 1);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    const sy = fy * fy * (3 - 2 * fy);
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const sx = fx * fx * (3 - 2 * fx);
      const a = grid[y0 * gw + x0]!;
      const b = grid[y0 * gw + x0 + 1]!;
      const c = grid[(y0 + 1) * gw + x0]!;
      const d = grid[(y0 + 1) * gw + x0 + 1]!;
      out[y * width + x] = (a + (b - a) * sx) * (1 - sy) + (c + (d - c) * sx) * sy;
    }
  }
  return out;
}

interface Scene {
  name: string;
  /** Strength of the texture: ~0.6 makes a JPEG the size phones write for a room (~3–4 MB at 12 MP). */
  detail: number;
}

async function cameraPhoto(scene: Scene, seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const random = rng(seed);
  // Texture at several scales, as surfaces have: folds, weave, grain.
  const octaves = [
    { cell: 400, amp: 30 },
    { cell: 90, amp: 18 * scene.detail },
    { cell: 22, amp: 16 * scene.detail },
    { cell: 6, amp: 14 * scene.detail },
    { cell: 2, amp: 8 * scene.detail },
  ].map((o) => ({ ...o, noise: valueNoise(width, height, o.cell, random) }));
  const objects = Array.from({ length: 7 }, () => ({
    cx: width * (0.1 + random() * 0.8),
    cy: height * (0.25 + random() * 0.6),
    rx: 250 + random() * 700,
    ry: 200 + random() * 500,
    rgb: [40 + random() * 200, 40 + random() * 200, 40 + random() * 200] as const,
  }));
  const floorY = height * 0.62;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const light = 0.75 + 0.25 * Math.cos(((x - width * 0.3) / width) * Math.PI) * (1 - (0.3 * y) / height);
      let rgb: readonly number[] =
        y < floorY
          ? [214, 206, 190] // wall
          : [150 + 20 * Math.sin(y / 9 + Math.sin(x / 140) * 3), 108, 72]; // wooden floor with grain
      for (const o of objects) {
        const d = ((x - o.cx) / o.rx) ** 2 + ((y - o.cy) / o.ry) ** 2;
        if (d < 1) {
          const edge = Math.min(1, (1 - d) * 8); // soft edge
          const shade = 0.7 + 0.3 * (1 - d);
          rgb = rgb.map((v, i) => v * (1 - edge) + o.rgb[i]! * shade * edge);
        }
      }
      let texture = 0;
      for (const o of octaves) texture += o.noise[p]! * o.amp;
      const sensor = (random() + random() + random() - 1.5) * 8; // σ ≈ 4 levels, a phone in indoor light
      const i = p * 3;
      for (let c = 0; c < 3; c++) {
        pixels[i + c] = Math.max(0, Math.min(255, rgb[c]! * light + texture + sensor));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92, chromaSubsampling: '4:2:0' })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function bundleDownsize(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: path.join(root, 'src/web/features/upload/lib/downsize-image.ts'),
        formats: ['es'],
        fileName: 'downsize',
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as { output: { type: string; code?: string }[] };
  const chunk = output.output.find((o) => o.type === 'chunk');
  if (!chunk?.code) throw new Error('could not bundle downsize-image.ts');
  return chunk.code;
}

async function main(): Promise<void> {
  const scenes: Scene[] = [
    { name: 'room with furniture (typical)', detail: 0.6 },
    { name: 'cluttered shelf (busy)', detail: 1 },
    { name: 'foliage-like texture everywhere (worst case)', detail: 1.6 },
  ];
  const [moduleCode, photos] = await Promise.all([
    bundleDownsize(),
    Promise.all(scenes.map((scene, i) => cameraPhoto(scene, 1000 + i))),
  ]);

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>bench</title>');
    // The module as it ships, reachable from page.evaluate.
    const exported = moduleCode.replace(/export\s*\{([^}]*)\};?\s*$/, (_, names: string) => {
      const pairs = names.split(',').map((n) => n.trim().split(/\s+as\s+/));
      return `window.__downsize = { ${pairs.map(([local, name]) => `${name ?? local}: ${local}`).join(', ')} };`;
    });
    await page.addScriptTag({ content: exported, type: 'module' });
    await page.waitForFunction(
      () => 'downsizeImage' in ((window as unknown as { __downsize?: object }).__downsize ?? {}),
    );

    console.log('Browser downsizing before upload (design.md §9 budget ≤ 400 KB for a 12 MP photo)');
    console.log(`Chromium ${browser.version()}, longest side ≤ 1600 px, JPEG quality 0.8\n`);
    let typicalBytes = 0;
    for (const [i, scene] of scenes.entries()) {
      const input = photos[i]!;
      const result = await page.evaluate(async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const file = new Blob([bytes], { type: 'image/jpeg' });
        const { downsizeImage } = (window as unknown as { __downsize: { downsizeImage: (b: Blob) => Promise<Blob> } })
          .__downsize;
        const started = performance.now();
        const out = await downsizeImage(file);
        const ms = performance.now() - started;
        const bitmap = await createImageBitmap(out);
        return { bytes: out.size, type: out.type, width: bitmap.width, height: bitmap.height, ms };
      }, input.toString('base64'));
      if (i === 0) typicalBytes = result.bytes;
      console.log(
        `${scene.name.padEnd(46)} 4000×3000 ${(input.length / 1024).toFixed(0).padStart(5)} KB → ` +
          `${result.width}×${result.height} ${result.type} ${(result.bytes / 1024).toFixed(0).padStart(4)} KB ` +
          `(${result.ms.toFixed(0)} ms here)`,
      );
    }
    const ok = typicalBytes <= budgetBytes;
    console.log(
      `\nTypical 12 MP photo uploads ${(typicalBytes / 1024).toFixed(0)} KB: ${ok ? 'within' : 'OVER'} the 400 KB budget.`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

await main();
