// `npm run bench`: every benchmark in turn (the app must be built: `npm run build`). Each prints
// its own figures; this prints which ones ran and which failed. Benchmarks load the machine:
// run them on a quiet one, and read the figures, not the exit codes, against design.md §9.
import { spawnSync } from 'node:child_process';

const benches = [
  'bench:landing',
  'bench:photo',
  'bench:upload',
  'bench:admin',
  'bench:track',
  'bench:result',
  'bench:memory',
  'bench:lighthouse',
];
const results = [];
for (const name of benches) {
  console.log(`\n==> npm run ${name}`);
  const started = Date.now();
  const run = spawnSync('npm', ['run', '--silent', name], { stdio: 'inherit' });
  results.push({ name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}
console.log('\nbenchmarks:');
for (const r of results) console.log(`  ${r.ok ? 'ran   ' : 'FAILED'} ${r.name} (${r.seconds} s)`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
