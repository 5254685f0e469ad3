// The deployed worker (docs/operations.md): `wrangler deploy --dry-run` still bundles it for production, with
// no network, and the minified bundle stays within its gzip budget, so a change that breaks the
// production build or bloats it fails the tests before it fails a deploy. Reads dist/client
// (`npm test` builds first).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorkerBundle, describeBundle, WORKER_GZIP_BUDGET, type WorkerBundle } from '../../scripts/lib/workerBundle.ts';

describe('production worker bundle (docs/operations.md: Deploying; docs/decisions/014-one-bundler-per-target.md)', () => {
  let bundle: WorkerBundle;
  beforeAll(async () => {
    bundle = await buildWorkerBundle('production');
  }, 60_000);

  it('builds with wrangler deploy --dry-run and stays within its gzip budget', () => {
    expect(bundle.files.map((f) => f.name)).toContain('index.js');
    expect(bundle.gzip).toBeGreaterThan(50 * 1024);
    expect(bundle.gzip, describeBundle(bundle)).toBeLessThanOrEqual(WORKER_GZIP_BUDGET);
  });

  it('reads nothing from import.meta that only Vite gives (glob, env, hot): npm run dev and the worker tests run Vite, deploys wrangler', () => {
    const code = readFileSync(join(bundle.dir, 'index.js'), 'utf8');
    expect(code.match(/import\.meta\.(glob|env|hot)\b/g) ?? []).toEqual([]);
  });

  it('ships the production builds of React, whatever NODE_ENV the caller has (vitest sets test)', () => {
    expect(process.env.NODE_ENV).toBe('test');
    const code = readFileSync(join(bundle.dir, 'index.js'), 'utf8');
    expect(code).not.toContain('.development.js');
    expect(code).not.toContain('unique "key" prop');
  });
});
