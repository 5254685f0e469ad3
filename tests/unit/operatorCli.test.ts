// The operator CLIs (docs/operations.md) print their own output only: on local state they start no Durable
// Objects, so wrangler has nothing to warn about; they refuse options that do not go together; and
// the deploy refuses an environment wrangler.toml does not have before building anything.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * A test's bound: each CLI call starts Node and wrangler (and for local state the runtime), 3–5 s on an idle machine and
 * up to 30 s on a loaded 2-core one, where a test of three calls outran a 30 s bound. A bound, not a measure.
 */
const CLI_TEST_TIMEOUT = { timeout: 120_000 };

/** The migration files in the order wrangler applies them. */
const migrationFiles = () =>
  readdirSync('migrations')
    .filter((file) => file.endsWith('.sql'))
    .sort();

/** Runs a script as `npm run` would; answers its exit code and both outputs, whatever the code. */
async function script(name: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join('scripts', name), ...args], { env: { ...process.env, NO_COLOR: '1' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('operator CLIs', () => {
  let state: string;
  beforeAll(async () => {
    state = mkdtempSync(join(tmpdir(), 'pinboard-cli-'));
    // The schema in one statement file, one wrangler start: `d1 migrations apply` starts the local runtime's work
    // once per migration file and took over four minutes for ~60 files on a loaded 2-core machine. The CLIs read
    // the tables, not wrangler's record of applied migrations.
    const schema = join(state, 'schema.sql');
    writeFileSync(
      schema,
      migrationFiles()
        .map((file) => readFileSync(join('migrations', file), 'utf8'))
        .join('\n'),
    );
    await run(join('node_modules', '.bin', 'wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', schema], {
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    });
  }, 120_000);
  afterAll(() => rmSync(state, { recursive: true, force: true }));

  it('experiences list prints its own lines and nothing from wrangler', CLI_TEST_TIMEOUT, async () => {
    expect(await script('experiences.ts', 'list', '--persist-to', state)).toEqual({ code: 0, stdout: '0 definitions\n', stderr: '' });
  });

  it('experiences list names a special experience id (experiences: Constants)', CLI_TEST_TIMEOUT, async () => {
    const file = join(state, 'special.json');
    writeFileSync(file, JSON.stringify({ experience_id: 502597, placement_id: 1000101, type: 13, display_data: { title: 'Night owl?' } }));
    expect((await script('experiences.ts', 'put', file, '--persist-to', state)).code).toBe(0);
    const listed = await script('experiences.ts', 'list', '--persist-to', state);
    expect(listed.stdout).toMatch(/1000101:502597 .* special: dark hero\n/);
    expect((await script('experiences.ts', 'delete', '502597', '--persist-to', state)).code).toBe(0);
  });

  it('link-rules add and list print their own lines and nothing from wrangler', CLI_TEST_TIMEOUT, async () => {
    expect(await script('link-rules.ts', 'add', 'Spam.Example.', 'blocked', '--persist-to', state)).toEqual({
      code: 0,
      stdout: '1 rule changed\n',
      stderr: '',
    });
    const listed = await script('link-rules.ts', 'list', '--persist-to', state);
    expect(listed.stderr).toBe('');
    expect(listed.stdout).toContain("'spam.example'");
  });

  it.each([
    ['experiences.ts', ['list', '--env', 'staging'], /--env chooses a deployed environment: add --remote/],
    ['link-rules.ts', ['list', '--env', 'staging'], /--env chooses a deployed environment: add --remote/],
    ['link-rules.ts', ['list', '--remote', '--env', 'qa'], /--env must be one of staging, production/],
    ['experiences.ts', ['list', '--remote', '--persist-to', '/tmp/x'], /--persist-to is for local state/],
  ])('%s %j is refused before touching any state', CLI_TEST_TIMEOUT, async (name, args, message) => {
    const result = await script(name, ...args);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(message);
  });

  it('the deploy refuses an environment wrangler.toml does not have, before building anything', CLI_TEST_TIMEOUT, async () => {
    const result = await script('deploy.ts', '--env', 'qa');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--env must be one of staging, production');
    expect(result.stdout).toBe('');
  });
});
