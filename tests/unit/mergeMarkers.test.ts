// No file the repository tracks keeps a merge's conflict markers: one was left inside a doc comment once, where
// neither the compiler nor the linter sees it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
/** A conflict marker line, bare or inside a block comment (` * <<<<<<< HEAD`). */
const MARKER = /^[ \t]*(?:\*[ \t]*)?(?:<{7}|>{7})(?: |$)|^={7}$/m;

it('no tracked file holds a merge conflict marker (docs/architecture.md: The worker)', () => {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  const marked = tracked.filter((path) => {
    const text = readFileSync(join(ROOT, path), 'utf8');
    return !text.includes('\0') && MARKER.test(text);
  });
  expect(marked).toEqual([]);
});
