// The e2e run lock (e2e/runLock.ts): a second run in the same checkout stops before it touches the first run's sites,
// naming the run that holds them; a lock left by a process that has ended is taken over; a released lock is free.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdRunLock } from '../../e2e/runLock.ts';

let dir = '';
let lock = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-lock-'));
  lock = join(dir, 'e2e-run.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('one e2e run per checkout (docs/performance.md: Test suite)', () => {
  it('a second run stops with the holder named, and may run once the first releases the lock', () => {
    const release = holdRunLock(lock);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    expect(() => holdRunLock(lock)).toThrow(`another e2e run (process ${process.pid}) is serving this checkout's sites`);
    release();
    const again = holdRunLock(lock);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    again();
  });

  it('takes over a lock whose run has ended', () => {
    // The id of a process that has exited: nothing holds the sites any more.
    const ended = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    expect(ended).toBeGreaterThan(0);
    writeFileSync(lock, String(ended));
    const release = holdRunLock(lock);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('releasing twice leaves another run’s lock alone', () => {
    const release = holdRunLock(lock);
    release();
    const other = holdRunLock(lock);
    release();
    expect(() => holdRunLock(lock)).toThrow('another e2e run');
    other();
  });
});
