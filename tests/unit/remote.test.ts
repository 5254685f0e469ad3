// The deployed KV namespace and D1 database through wrangler (scripts/lib/remote.ts), against a
// recorded stand-in for wrangler: which command each call runs, in which environment, and how its
// answers (a value with wrangler's newline, a missing key, JSON results) are read.
import { describe, expect, it } from 'vitest';
import { inlineParams, remoteKv, remoteSql } from '../../scripts/lib/remote.ts';
import { WranglerError, type WranglerRun } from '../../scripts/lib/wrangler.ts';

/** A wrangler that records its arguments and answers from `reply`. */
function fakeWrangler(reply: (args: string[]) => string) {
  const runs: string[][] = [];
  const run: WranglerRun = async (args) => {
    runs.push(args);
    return reply(args);
  };
  return { run, runs };
}

describe('remote KV (docs/operations.md: Experiences)', () => {
  it('reads a value of the environment given, without the newline wrangler prints after it', async () => {
    const wrangler = fakeWrangler(() => 'v000001795370909611-1a2b3c4d\n');
    expect(await remoteKv('staging', wrangler.run).get('experiences:current')).toBe('v000001795370909611-1a2b3c4d');
    expect(wrangler.runs).toEqual([['kv', 'key', 'get', 'experiences:current', '--text', '--binding', 'EXPERIENCES', '--remote', '--env', 'staging']]);
  });

  it('answers null for a key wrangler reports missing, and passes any other failure on', async () => {
    const missing = fakeWrangler((args) => {
      throw new WranglerError(args, "✘ [ERROR] A request to the Cloudflare API failed. get: 'key not found' [code: 10009]");
    });
    expect(await remoteKv('production', missing.run).get('experiences:current')).toBeNull();
    const offline = fakeWrangler((args) => {
      throw new WranglerError(args, 'fetch failed');
    });
    await expect(remoteKv('production', offline.run).get('experiences:current')).rejects.toThrow(/fetch failed/);
  });

  it('writes a value from a file, so a whole definition set fits', async () => {
    const wrangler = fakeWrangler(() => '');
    await remoteKv('production', wrangler.run).put('experiences:set:v1', 'x'.repeat(200_000));
    const [args] = wrangler.runs;
    expect(args.slice(0, 4)).toEqual(['kv', 'key', 'put', 'experiences:set:v1']);
    expect(args[4]).toBe('--path');
    expect(args.join(' ')).not.toContain('xxxx');
  });
});

describe('remote D1 (docs/operations.md: Link rules)', () => {
  it('runs SQL on the environment given with its parameters as literals, and reads the JSON results', async () => {
    const wrangler = fakeWrangler(() => JSON.stringify([{ results: [{ value: 'blocked.example' }], success: true, meta: { changes: 0 } }]));
    const rows = await remoteSql('staging', wrangler.run).all('SELECT value FROM link_rules WHERE value = ?', ["it's.example"]);
    expect(rows).toEqual([{ value: 'blocked.example' }]);
    expect(wrangler.runs).toEqual([
      ['d1', 'execute', 'DB', '--remote', '--env', 'staging', '--json', '--yes', '--command', "SELECT value FROM link_rules WHERE value = 'it''s.example'"],
    ]);
  });

  it('answers how many rows a change changed', async () => {
    const wrangler = fakeWrangler(() => JSON.stringify([{ results: [], success: true, meta: { changes: 3 } }]));
    expect(await remoteSql('production', wrangler.run).run('DELETE FROM link_rules')).toBe(3);
  });

  it.each([
    ['too few parameters', 'SELECT ?, ?', [1]],
    ['too many parameters', 'SELECT ?', [1, 2]],
    ['a number that is not finite', 'SELECT ?', [Number.NaN]],
  ])('refuses %s rather than send wrong SQL', (_, sql, params) => {
    expect(() => inlineParams(sql, params)).toThrow();
  });
});
