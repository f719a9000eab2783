import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole monorepo (`npm test`). Projects:
 * - domain, db, server: Node; server tests hit a real PostgreSQL (or PGlite when none is reachable).
 * - web: jsdom component and helper tests.
 * - lint: the import boundaries of eslint.config.js, run through ESLint's Node API.
 * - e2e: real Chromium (Debian package) driven by playwright-core against the real server.
 */
export default defineConfig({
  test: {
    // Per-file durations land in test-results/vitest.json (git-ignored); `npm run test:slowest` reads them.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }], './scripts/vitest-summary-reporter.ts'],
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'db', include: ['packages/db/src/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
      { test: { name: 'lint', include: ['eslint/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./apps/web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 600_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
