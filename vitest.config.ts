import os from 'node:os';
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
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          server,
          testTimeout: 15_000,
        },
      },
    ],
  },
});
