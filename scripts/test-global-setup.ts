// Vitest's global setup (vitest.config.ts): runs once per `npm test`, before any test file.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ensurePgliteTemplate } from '#src/server/test/pglite-template.ts';
import { buildServerBundle } from '#src/server/test/server-bundle.ts';
import { catalogueLooksFresh } from './messages/freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');

export default async function setup(): Promise<() => void> {
  // The compiled message catalogue is not committed (decision 047), and a clone installed with
  // --ignore-scripts has none. A look at file dates first, so a run that changed no text pays nothing.
  if (!catalogueLooksFresh(root)) {
    execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'scripts', 'compile-messages.ts')], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  // One migrated database that the test workers load instead of running initdb and the migrations
  // (each opens it once and empties it between files: src/server/test/test-db.ts).
  if (!process.env.TEST_DATABASE_URL) await ensurePgliteTemplate();
  // The server that tests start in a child process, bundled once (the test workers inherit the variable).
  const bundle = await buildServerBundle();
  process.env.LIGPIT_TEST_SERVER_BUNDLE = bundle.entry;
  return () => bundle.remove();
}
