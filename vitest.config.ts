import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// The compiled message catalogue (src/shared/i18n/paraglide, ~1,200 small ES modules) is loaded by
// Node itself, not through Vite's module runner: through the runner, every test file that reads a
// text fetched each module from the main process, ~20 s of import per file on a busy 2-core machine
// against ~3 s natively. It is plain JavaScript that needs no transform. (Every path to it is
// externalised alike, so the runtime's locale state is one module instance.)
const server = { deps: { external: [/\/src\/shared\/i18n\/paraglide\//] } };

// Suites that take minutes, or start processes of their own and wait on them (a crash, a restart, a
// backup, the CLI) or on hundreds of password hashes (the sign-in limits): `npm run test:slow` (and
// `npm run fuzz`, with ten times the requests); `.ci/run` runs them on both databases and both Node
// versions. `npm test` runs the others, under 5 minutes on this 2-core machine (issue 22).
const slowSuites = [
  'src/server/test/fuzz/**/*.test.ts',
  'src/server/backup.test.ts',
  'src/server/main.test.ts',
  'src/server/graceful-shutdown.test.ts',
  'src/server/features/submissions/submissions.crash.test.ts',
  'src/server/features/notifications/outbox-worker.crash.test.ts',
  'src/server/features/accounts/login-rate-limit.test.ts',
  'scripts/admin-create.test.ts',
];

// Web files that need a module graph of their own (the others share one per worker, below):
// - they render with React's server renderer in this process: it marks the app's shared context
//   objects as its own, and a client render of the same objects in a later file then fails
//   ("multiple renderers");
// - they replace a module with `vi.mock`, which a shared graph would hand to every later file;
// - they test what a page does when its modules first run (the language).
// The first two are found by what the file says, so a new such file is isolated without a list.
const needsOwnModules = /\bvi\.mock\(|react-dom\/server|entry-server/;
const isolatedWebSuites = [
  ...fs
    .readdirSync('src/web', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join('src/web', file))
    .filter((file) => needsOwnModules.test(fs.readFileSync(file, 'utf8'))),
  'src/web/lib/locale-strategy.test.ts',
];

const webSuite = {
  environment: 'jsdom' as const,
  setupFiles: ['src/web/test/setup.ts'],
  server,
  testTimeout: 15_000,
};

const serverSuite = {
  environment: 'node',
  server,
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // Compiles the message catalogue when it is missing or stale, and saves a migrated PGlite
    // database that each test file copies (scripts/test-global-setup.ts).
    globalSetup: ['scripts/test-global-setup.ts'],
    // Vitest runs one file at a time on two cores (its default leaves a core to its main process).
    // With the catalogue loaded natively the main process has little left to do, and a test file
    // mostly waits on PGlite or on its own server: two at a time keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...slowSuites],
          // A worker's files share one module graph: the server's modules are imported once per
          // worker, not once per file, and a file's database is a pooled PGlite emptied to the
          // template (src/server/test/test-db.ts) instead of a new one. Together ~60 % of
          // `npm test` on a 2-core machine (decision 097). A file must leave no state behind: its
          // apps closed, its databases closed, its environment as it found it.
          isolate: false,
          ...serverSuite,
        },
      },
      {
        test: {
          name: 'slow',
          include: slowSuites,
          ...serverSuite,
        },
      },
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...isolatedWebSuites],
          // One jsdom and one import of the app per worker; src/web/test/setup.ts puts back what a
          // file leaves in the app's singletons (decision 097).
          isolate: false,
          env: { LIGPIT_SHARED_MODULE_GRAPH: '1' },
          ...webSuite,
        },
      },
      {
        test: {
          name: 'web-isolated',
          include: isolatedWebSuites,
          ...webSuite,
        },
      },
    ],
  },
});
