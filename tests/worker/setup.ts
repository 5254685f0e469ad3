// Runs before each worker test file (storage is isolated per file): applies the D1 migrations
// and loads a small slice of the deterministic demo data set; after each test, awaits its background work.
import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { waitForGlobalWaitUntil } from 'cloudflare:test-internal';
import { env } from 'cloudflare:workers';
import { afterAll, afterEach } from 'vitest';
import { publishDefinitions } from '#worker/experiences/definitions.ts';
import { loadBusinessDemo } from '../../scripts/demo/business.ts';
import { loadCloseupDemo } from '../../scripts/demo/closeup.ts';
import { DEMO_EXPERIENCES } from '../../scripts/demo/experiences.ts';
import { generateDataset } from '../../scripts/demo/generate/index.ts';
import { loadDemoLinkRules } from '../../scripts/demo/linkRules.ts';
import { loadDataset } from '../../scripts/demo/sql.ts';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const { count } = (await env.DB.prepare('SELECT COUNT(*) AS count FROM users').first<{ count: number }>()) ?? { count: 0 };
if (count === 0) {
  const dataset = generateDataset({ pins: 160, users: 24, boards: 40, artworks: 12 });
  await loadDataset(env.DB, dataset);
  await loadCloseupDemo(env.DB, dataset);
  await loadBusinessDemo(env.DB, dataset);
}
await loadDemoLinkRules(env.DB);
await publishDefinitions(env.EXPERIENCES, DEMO_EXPERIENCES);

// Every request writes a log line at info level (worker/middleware/requestLog.ts); kept out of the
// test output. Replaced, not spied on, so a test that restores its mocks keeps it quiet;
// tests/worker/requestLog.test.ts spies on it to read the lines.
console.info = () => {};

// A test ends once the work its requests handed to `waitUntil` has (a person's page loading on after its head, a mail,
// a purge at the end of its window): none reaches the next test or outlives the file's runtime, where a module it still
// loads fails and can stop the whole run (docs/decisions/025-worker-tests-wait-for-background-work.md). A rejection
// fails the test; what has not settled in 30 s the plugin abandons with a warning, inside this bound.
const BACKGROUND_WORK_MS = 40_000;
afterEach(() => waitForGlobalWaitUntil(), BACKGROUND_WORK_MS);
afterAll(() => waitForGlobalWaitUntil(), BACKGROUND_WORK_MS);
