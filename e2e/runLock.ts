// One e2e run at a time per checkout: a run's sites serve .wrangler/e2e-state*, and a second run would copy fresh
// state over them mid-run (every page after it fails with SQLITE_CANTOPEN). The second run stops at once instead,
// naming the run that holds the sites; a lock left by a run that no longer exists is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** Whether a process with this id is running (signal 0 checks without signalling). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file at `path` for this process, or throws naming the live process that holds it. Answers the
 * function that gives it back (once; a later call does nothing).
 */
export function holdRunLock(path: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && running(holder)) {
        throw new Error(`another e2e run (process ${holder}) is serving this checkout's sites; wait for it to end or stop it (${path})`);
      }
      rmSync(path, { force: true });
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    let held = true;
    return () => {
      if (held) rmSync(path, { force: true });
      held = false;
    };
  }
  throw new Error(`could not take the e2e run lock ${path}`);
}
