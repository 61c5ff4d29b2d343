// Measures the offline object detector decision 034 evaluated and left out: the COCO CenterNet model
// that ships inside @vladmandic/human, on TensorFlow.js's WASM backend. It installs the packages into
// a throw-away folder (never into the project), then prints what the install adds and the time per
// photo. Budget (issue 12, design.md §9): ≤ 1.5 s a photo on 2 cores and ≤ 80 MB added by the install.
//
//   npm run bench:recogniser [-- photo.jpg …]     (without photos it makes six test images)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const packages = [
  '@vladmandic/human@3.3.6',
  '@tensorflow/tfjs-core@4.22.0',
  '@tensorflow/tfjs-converter@4.22.0',
  '@tensorflow/tfjs-backend-wasm@4.22.0',
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-recogniser-'));
fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"recogniser-bench","private":true}');
console.log(`installing ${packages.join(' ')} into ${dir}`);
const started = Date.now();
execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...packages], {
  cwd: dir,
  stdio: 'inherit',
});
const installSeconds = (Date.now() - started) / 1000;
const bytes = du(path.join(dir, 'node_modules'));
const perPackage = [
  '@vladmandic/human',
  '@tensorflow/tfjs-core',
  '@tensorflow/tfjs-converter',
  '@tensorflow/tfjs-backend-wasm',
  '@tensorflow/tfjs-backend-cpu',
]
  .map((name) => `${name} ${mb(du(path.join(dir, 'node_modules', name)))}`)
  .join(', ');
console.log(`install: ${mb(bytes)} in node_modules (${perPackage}), ${installSeconds.toFixed(1)} s`);

try {
  await measure();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

async function measure() {
  const require = createRequire(path.join(dir, 'package.json'));
  const modules = path.join(dir, 'node_modules');
  // The package's exports map lists its subpaths without "./", so Node refuses them by name: load the file.
  const { Human } = require(path.join(modules, '@vladmandic/human/dist/human.node-wasm.js'));
  // Without tfjs-node, TensorFlow.js loads models with fetch, and Node's fetch has no file: URLs.
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (url, init) =>
    String(url).startsWith('file://')
      ? new Response(fs.readFileSync(new URL(String(url))), { status: 200 })
      : realFetch(url, init);

  const loadStarted = performance.now();
  const human = new Human({
    backend: 'wasm',
    wasmPath: `${path.join(modules, '@tensorflow/tfjs-backend-wasm/dist')}/`,
    modelBasePath: `file://${path.join(modules, '@vladmandic/human/models')}/`,
    debug: false,
    warmup: 'none',
    // Human reuses the last result for a similar frame (video); every photo here is new.
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    gesture: { enabled: false },
    object: { enabled: true, modelPath: 'centernet.json', minConfidence: 0.2, maxDetected: 10 },
  });
  await human.load();
  console.log(`model load: ${Math.round(performance.now() - loadStarted)} ms (backend ${human.tf.getBackend()})`);

  const photos = process.argv.slice(2);
  const inputs = photos.length > 0 ? photos.map((p) => fs.readFileSync(p)) : await testImages(6);
  const times = [];
  for (const [i, input] of inputs.entries()) {
    const t0 = performance.now();
    const { data, info } = await sharp(input)
      .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const tensor = human.tf.tensor4d(new Uint8Array(data), [1, info.height, info.width, 3], 'int32');
    const result = await human.detect(tensor);
    human.tf.dispose(tensor);
    const ms = performance.now() - t0;
    times.push(ms);
    const found = result.object.map((o) => `${o.label} ${o.score.toFixed(2)}`).join(', ') || 'nothing';
    console.log(`  photo ${i + 1}: ${Math.round(ms)} ms, ${info.width}×${info.height}: ${found}`);
  }
  const later = times.slice(1).sort((a, b) => a - b);
  const median = later.length > 0 ? later[Math.floor(later.length / 2)] : times[0];
  console.log(
    `time per photo: first ${Math.round(times[0])} ms, then median ${Math.round(median)} ms, worst ${Math.round(Math.max(...times))} ms (budget 1500 ms)`,
  );
  console.log(`install adds ${mb(bytes)} (budget 80 MB): ${bytes <= 80 * 1024 * 1024 ? 'within' : 'OVER BUDGET'}`);
}

/** Camera-sized test images (1600×1200) of shapes; they time the detector, they show no furniture. */
async function testImages(count) {
  const images = [];
  for (let i = 0; i < count; i++) {
    const hue = (i * 67) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
      <rect width="100%" height="100%" fill="hsl(${hue},35%,80%)"/>
      <rect x="${300 + i * 40}" y="400" width="600" height="500" rx="40" fill="hsl(${(hue + 150) % 360},50%,40%)"/>
      <circle cx="1200" cy="${350 + i * 30}" r="220" fill="hsl(${(hue + 60) % 360},60%,55%)"/>
    </svg>`;
    images.push(await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
  }
  return images;
}

function du(folder) {
  let total = 0;
  const walk = (p) => {
    const stat = fs.lstatSync(p);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
    else total += stat.size;
  };
  if (fs.existsSync(folder)) walk(folder);
  return total;
}

function mb(n) {
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
