// Three test projects: pure unit tests in Node, worker tests inside workerd (the Workers vitest
// pool, with real D1, KV, R2 and Durable Objects), and end-to-end tests in headless Chromium.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  return {
    test: {
      projects: [
        {
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.ts'],
            environment: 'node',
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
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
