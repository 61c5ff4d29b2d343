import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Builds the app once for all journeys (skip with E2E_SKIP_BUILD=1 when dist/ is fresh). */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const root = path.resolve(import.meta.dirname, '..');
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
}
