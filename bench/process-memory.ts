import fs from 'node:fs';
import path from 'node:path';

// How much memory a server process holds, read from Linux's /proc while a bench loads it (on
// another system the figures stay 0). One home for the three benches that report a peak RSS.

/** Peak resident memory of a process in KB, sampled every `everyMs` until `stop`. */
export function sampleRss(pid: number, everyMs = 100): { stop: () => number } {
  let peak = 0;
  const read = () => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) peak = Math.max(peak, Number(match[1]));
    } catch {
      // not Linux, or the process is gone: the peak so far stands
    }
  };
  const timer = setInterval(read, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

export interface Sample {
  rssKb: number;
  breakdown: Record<string, number>;
}

/** RSS from /proc, and at each new peak the memory map summed by kind (Linux). */
export function sampleMemory(pid: number): { stop: () => Sample } {
  let peak: Sample = { rssKb: 0, breakdown: {} };
  const read = () => {
    try {
      const rss = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      if (rss > peak.rssKb) peak = { rssKb: rss, breakdown: mapByKind(pid) };
    } catch {
      // not Linux, or the process is gone
    }
  };
  const timer = setInterval(read, 100);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

/**
 * Resident memory by what holds it, from /proc/PID/smaps: file-backed mappings by file (node,
 * libvips, …), anonymous ones by size class. WebAssembly memories are large anonymous mappings
 * reserved whole (PGlite's Postgres heap lives in one); V8's heap pages are small ones.
 */
function mapByKind(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  let current = '';
  let size = 0;
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) {
      size = (Number.parseInt(head[2]!, 16) - Number.parseInt(head[1]!, 16)) / 1024;
      const file = head[3]!.trim();
      if (file.startsWith('/')) current = `file ${path.basename(file).replace(/[-.][\d.]+.*$/, '')}`;
      else if (file) current = file;
      else if (size >= 4 * 1024 * 1024) current = 'anon ≥ 4 GB reserved (WebAssembly memory)';
      else if (size >= 60 * 1024) current = 'anon 60 MB–4 GB (malloc arenas, big buffers)';
      else current = 'anon < 60 MB (V8 heap, malloc, stacks)';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) out[current] = (out[current] ?? 0) + Number(rss[1]);
  }
  return out;
}
