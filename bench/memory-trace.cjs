// Preloaded into the server by `npm run bench:memory -- --trace`: prints the process's own view of its
// memory (V8 heap by space, external, array buffers) to stderr every MEMLOG_MS (default 1 s).
const fs = require('node:fs');
const mb = (n) => Math.round(n / 1048576);
function report(tag) {
  const m = process.memoryUsage();
  const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
  const v8 = require('node:v8')
    .getHeapSpaceStatistics()
    .map((s) => `${s.space_name.replace('_space', '')}=${mb(s.space_used_size)}/${mb(s.physical_space_size)}`)
    .join(' ');
  const code = require('node:v8').getHeapCodeStatistics();
  fs.writeSync(
    2,
    `MEM ${tag} rss=${rss.toFixed(0)} heapTotal=${mb(m.heapTotal)} heapUsed=${mb(m.heapUsed)} external=${mb(m.external)} arrayBuffers=${mb(m.arrayBuffers)} codeAndMeta=${mb(code.code_and_metadata_size)} ${v8}\n`,
  );
}
setInterval(() => report('tick'), Number(process.env.MEMLOG_MS ?? 1000)).unref();
process.on('SIGUSR2', () => report('usr2'));
