// Three test projects: pure unit tests in Node, worker tests inside workerd (the Workers vitest
// pool, with real D1, KV, R2 and Durable Objects), and end-to-end tests in headless Chromium. All
// three share WORKERS slots, their files slowest first whatever their project.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files running at once, of any project (each e2e file against its slot's own site, e2e/globalSetup.ts).
 * Projects with the same maxWorkers share one queue; vitest's default on 2 cores is 1, one file at a time.
 */
const WORKERS = 2;

/**
 * Files longest first by their last run's duration (files never run first), across projects: vitest's own order
 * runs the projects one after another, which left the slowest end-to-end files last on one slot.
 */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const duration = (spec: TestSpecification) => this.ctx.cache.getTestSpecificationResult(spec)?.duration ?? Number.POSITIVE_INFINITY;
    return sorted
      .map((spec, index) => ({ spec, index, duration: duration(spec) }))
      .sort((a, b) => (a.duration === b.duration ? a.index - b.index : a.duration > b.duration ? -1 : 1))
      .map(({ spec }) => spec);
  }
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  return {
    test: {
      sequence: { sequencer: SlowestFirst },
      projects: [
        {
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.ts'],
            environment: 'node',
            maxWorkers: WORKERS,
            // One process per slot for all its files, not one per file (about half a second each): no file relies on a
            // fresh module state, and those that fake timers or globals put them back after each test.
            isolate: false,
            // Some read the whole repo or run a build: seconds idle, more under load.
            testTimeout: 30_000,
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: 'development' } },
            }),
          ],
          test: {
            name: 'worker',
            include: ['tests/worker/**/*.test.ts'],
            setupFiles: ['tests/worker/setup.ts'],
            maxWorkers: WORKERS,
            // Real workerd, real PBKDF2 and real waits (a sign-in slowed by 1.5 s): a file of them takes a few
            // seconds idle and three to four times that on a loaded 2-core machine, past vitest's 5 s default.
            testTimeout: 30_000,
          },
        },
        {
          test: {
            name: 'e2e',
            include: ['e2e/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['e2e/globalSetup.ts'],
            testTimeout: 60_000,
            hookTimeout: 240_000,
            // A browser test waits for what the server answers as a person would: vitest's 1 s
            // default for expect.poll is shorter than a resource call on a loaded 2-core machine.
            expect: { poll: { timeout: 10_000 } },
            maxWorkers: WORKERS,
            // One process per slot (its site's) for all its files: each file opens its own browser connection and
            // contexts (e2e/browser.ts) and keeps no state of its own in the modules they share.
            isolate: false,
          },
        },
      ],
    },
  };
});
