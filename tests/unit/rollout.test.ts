// The gradual rollout and the rollback (docs/operations.md#rolling-back): the wrangler command lines
// `npm run deploy` and `npm run rollback` run, how they read wrangler's answers, and the health check that
// decides whether a new version takes every request.
import { describe, expect, it } from 'vitest';
import {
  CANARY_PERCENT,
  checkVersionHealth,
  currentVersionId,
  healthProblem,
  healthUrl,
  rollbackArgs,
  uploadedVersionId,
  versionsDeployArgs,
  versionsUploadArgs,
} from '../../scripts/lib/rollout.ts';

const NEW = '5f3c8a2e-1b4d-4c6e-9a7b-0d1e2f3a4b5c';
const OLD = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('npm run deploy: the gradual rollout (docs/operations.md: Deploying)', () => {
  it('delivery: uploads a version that takes no request, with the secrets file when there is one', () => {
    expect(versionsUploadArgs('production', { message: 'npm run deploy' })).toEqual([
      'versions',
      'upload',
      '--env',
      'production',
      '--message',
      'npm run deploy',
    ]);
    expect(versionsUploadArgs('staging', { secretsFile: '/tmp/s.json', message: 'm' })).toEqual([
      'versions',
      'upload',
      '--env',
      'staging',
      '--secrets-file',
      '/tmp/s.json',
      '--message',
      'm',
    ]);
  });

  it('delivery: splits requests 10% new and 90% current, then 100% new, and refuses shares that do not add up to 100', () => {
    expect(CANARY_PERCENT).toBe(10);
    expect(
      versionsDeployArgs(
        'production',
        [
          { versionId: NEW, percent: 10 },
          { versionId: OLD, percent: 90 },
        ],
        'canary',
      ),
    ).toEqual(['versions', 'deploy', `${NEW}@10%`, `${OLD}@90%`, '--env', 'production', '--yes', '--message', 'canary']);
    expect(versionsDeployArgs('staging', [{ versionId: NEW, percent: 100 }], 'all')).toEqual([
      'versions',
      'deploy',
      `${NEW}@100%`,
      '--env',
      'staging',
      '--yes',
      '--message',
      'all',
    ]);
    expect(() => versionsDeployArgs('production', [{ versionId: NEW, percent: 10 }], 'x')).toThrow(/not a deployment/);
    expect(() => versionsDeployArgs('production', [{ versionId: '', percent: 100 }], 'x')).toThrow(/not a deployment/);
  });

  it("delivery: reads the new version's id from wrangler versions upload and the current one from deployments status", () => {
    const upload = `Total Upload: 850.12 KiB / gzip: 180.01 KiB\nWorker Startup Time: 12 ms\nUploaded pinboard-edge-production (3.21 sec)\nWorker Version ID: ${NEW}\n`;
    expect(uploadedVersionId(upload)).toBe(NEW);
    expect(() => uploadedVersionId('Uploaded pinboard-edge-production')).toThrow(/no version id/);
    const status = JSON.stringify({
      id: 'd1',
      versions: [
        { version_id: NEW, percentage: 10 },
        { version_id: OLD, percentage: 90 },
      ],
    });
    expect(currentVersionId(status)).toBe(OLD);
    expect(() => currentVersionId('{"versions": []}')).toThrow(/named no version/);
  });

  it('delivery: checks /healthz on the https origin only, and calls a version well only for 200 {"ok": true}', () => {
    expect(healthUrl('https://pinboard.example')).toBe('https://pinboard.example/healthz');
    expect(healthUrl('https://pinboard.example/')).toBe('https://pinboard.example/healthz');
    expect(() => healthUrl('http://pinboard.example')).toThrow(/https:\/\/host only/);
    expect(() => healthUrl('https://pinboard.example/app')).toThrow(/https:\/\/host only/);
    expect(healthProblem(200, '{"ok":true,"checks":{"DB":{"ok":true,"ms":4}}}')).toBeNull();
    expect(healthProblem(503, '{"ok":false}')).toMatch(/answered 503/);
    expect(healthProblem(200, '{"ok":false}')).toMatch(/without ok/);
    expect(healthProblem(200, '<html>')).toMatch(/no JSON/);
  });

  it('delivery: asks for the new version by the override header, and tries again while it spreads', async () => {
    const seen: Array<{ url: string; override: string | null }> = [];
    const answers = [new Response('{"ok":false}', { status: 503 }), new Response('{"ok":true}', { status: 200 })];
    const fetchStub = (async (url: string, init?: RequestInit) => {
      seen.push({ url, override: new Headers(init?.headers).get('Cloudflare-Workers-Version-Overrides') });
      return answers.shift()!;
    }) as typeof fetch;
    const target = { origin: 'https://pinboard.example', workerName: 'pinboard-edge-production', versionId: NEW };
    expect(await checkVersionHealth(target, { fetch: fetchStub, waitMs: 0 })).toBeNull();
    expect(seen).toEqual([
      { url: 'https://pinboard.example/healthz', override: `pinboard-edge-production="${NEW}"` },
      { url: 'https://pinboard.example/healthz', override: `pinboard-edge-production="${NEW}"` },
    ]);
    const down = (async () => new Response('{"ok":false}', { status: 503 })) as typeof fetch;
    expect(await checkVersionHealth(target, { fetch: down, tries: 2, waitMs: 0 })).toMatch(/answered 503/);
  });
});

describe('npm run rollback (docs/operations.md: Rolling back)', () => {
  it('delivery: rolls back to the previous version, or to a given one, and refuses what is not a version id', () => {
    expect(rollbackArgs('production')).toEqual(['rollback', '--env', 'production']);
    expect(rollbackArgs('staging', { versionId: OLD, message: 'bad release' })).toEqual(['rollback', OLD, '--env', 'staging', '--message', 'bad release']);
    expect(() => rollbackArgs('production', { versionId: '--force' })).toThrow(/not a version id/);
  });
});
